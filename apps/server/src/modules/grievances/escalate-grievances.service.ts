import { nextGrievanceStatus } from '@bazaar/shared';
import type { Db } from '../../db/client.js';
import { newId } from '../../lib/ids.js';
import { platformOwnerEmails } from '../auth/auth.service.js';
import { appUrl, queueMail } from '../mail/mail.service.js';
import { grievanceEscalatedMail } from '../mail/grievance-messages.js';
import { mailTicket } from './grievance-dto.js';
import { insertGrievanceMessage, selectOverdueForUpdate, updateGrievanceStatus } from './grievances.repo.js';

/**
 * The clock (jobs/grievance-sweep.ts): every ticket nobody answered by `respondBy`, or not resolved by `dueBy`, is
 * escalated to the platform owner, under a row lock that other instances skip, with a message from the clock.
 */
export async function escalateOverdueGrievances(db: Db, now: Date): Promise<string[]> {
  return db.transaction(async (tx) => {
    const overdue = await selectOverdueForUpdate(tx, now);
    const owners = overdue.length ? await platformOwnerEmails(tx) : [];
    const done: string[] = [];
    for (const g of overdue) {
      const move = nextGrievanceStatus(g.status, 'escalate', 'clock');
      if (!move.ok) continue;
      if (!(await updateGrievanceStatus(tx, g.id, g.status, { status: move.to, escalatedAt: now }))) continue;
      const reason = now > g.dueBy ? 'This complaint was not resolved by its due date.' : 'Nobody answered this complaint in time.';
      await insertGrievanceMessage(tx, {
        id: newId(),
        grievanceId: g.id,
        author: 'clock',
        authorId: null,
        authorName: 'Bazaar',
        text: `${reason} Escalated to the platform owner.`,
        createdAt: now,
      });
      await queueMail(
        tx,
        owners.map((to) => ({ to, kind: 'grievance-escalated', content: (l) => grievanceEscalatedMail(appUrl(), mailTicket(g), reason, l) })),
      );
      done.push(g.id);
    }
    return done;
  });
}
