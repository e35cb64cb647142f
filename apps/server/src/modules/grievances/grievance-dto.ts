import { isOverdue, type GrievanceDto, type GrievanceOfficer } from '@bazaar/shared';
import type { MailTicket } from '../mail/grievance-messages.js';
import type { GrievanceMessageRow, GrievanceWithShop } from './grievances.repo.js';

const DAY_MS = 86_400_000;

/** A ticket as the API shows it: its clock, whether it is overdue at `now`, the officer and its messages. */
export function toDto(g: GrievanceWithShop, messages: GrievanceMessageRow[], officer: GrievanceOfficer | null, reopenDays: number, now: Date): GrievanceDto {
  return {
    _id: g.id,
    ticketNumber: g.ticketNumber,
    status: g.status,
    about: g.about,
    subject: g.subject,
    description: g.description,
    name: g.name,
    email: g.email,
    phone: g.phone,
    orderId: g.orderId,
    productId: g.productId,
    shopId: g.shopId,
    shopName: g.shopName,
    createdAt: g.createdAt.toISOString(),
    acknowledgedAt: g.acknowledgedAt.toISOString(),
    respondBy: g.respondBy.toISOString(),
    dueBy: g.dueBy.toISOString(),
    answeredAt: g.answeredAt?.toISOString() ?? null,
    escalatedAt: g.escalatedAt?.toISOString() ?? null,
    resolvedAt: g.resolvedAt?.toISOString() ?? null,
    reopenUntil: g.status === 'Resolved' && g.resolvedAt ? new Date(g.resolvedAt.getTime() + reopenDays * DAY_MS).toISOString() : null,
    overdue: isOverdue(g, now),
    officer,
    messages: messages
      .filter((m) => m.grievanceId === g.id)
      .map((m) => ({ _id: m.id, author: m.author, authorName: m.authorName, text: m.text, createdAt: m.createdAt.toISOString() })),
  };
}

/** What every grievance mail says about its ticket. */
export const mailTicket = (g: Pick<GrievanceWithShop, 'id' | 'ticketNumber' | 'subject' | 'dueBy'>): MailTicket => ({
  _id: g.id,
  ticketNumber: g.ticketNumber,
  subject: g.subject,
  dueBy: g.dueBy,
});
