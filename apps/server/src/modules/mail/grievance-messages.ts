import type { GrievanceOfficer, Language } from '@bazaar/shared';
import { compose, type Block, type MailContent } from './layout.js';
import { istTime, sayer, term, type Say } from './mail-text.js';

/** What every grievance mail says about the ticket (issue 26 #5): its number, the deadline and the grievance officer. */
export interface MailTicket {
  _id: string;
  ticketNumber: string;
  subject: string;
  dueBy: Date;
}

function officerBlock(officer: GrievanceOfficer | null, say: Say): Block {
  return officer
    ? { note: say('Grievance officer: {name}, {designation} · {email} · {phone}', { ...officer }) }
    : { note: say('Grievance officer: see the grievance redressal page on Bazaar.') };
}

const ticketRows = (t: MailTicket, say: Say, lang: Language): Block => ({
  rows: [
    [say('Ticket'), t.ticketNumber],
    [say('Subject'), t.subject],
    [say('To be resolved by'), istTime(t.dueBy, lang)],
  ],
});

/** To the complainant, at once: the acknowledgement the E-Commerce Rules 2020 ask for. */
export function grievanceAcknowledgedMail(
  appUrl: string,
  name: string,
  t: MailTicket,
  officer: GrievanceOfficer | null,
  canOpen: boolean,
  lang: Language = 'en',
): MailContent {
  const say = sayer(lang);
  return compose(
    say('We received your complaint {ticketNumber}', { ticketNumber: t.ticketNumber }),
    say('Your complaint is registered'),
    [
      { p: say('Hello {name}, we have registered your complaint and will answer it. Quote the ticket number when you write to us.', { name }) },
      ticketRows(t, say, lang),
      ...(canOpen ? [{ button: say('See the ticket'), href: `${appUrl}/grievances/${t._id}` }] : []),
      officerBlock(officer, say),
    ],
    lang,
  );
}

/** To the shop (or the platform owner) that must answer. */
export function grievanceFiledMail(appUrl: string, t: MailTicket, respondBy: Date, forShop: boolean, lang: Language = 'en'): MailContent {
  const say = sayer(lang);
  const by = istTime(respondBy, lang);
  return compose(
    say('New complaint {ticketNumber}', { ticketNumber: t.ticketNumber }),
    say('A complaint to answer'),
    [
      {
        p: forShop
          ? say(
              'A complaint was filed about your shop. Please answer it by {by}; a complaint not answered or not resolved in time goes to the platform owner.',
              { by },
            )
          : say('A complaint was filed. Please answer it by {by}; a complaint not answered or not resolved in time goes to the platform owner.', { by }),
      },
      ticketRows(t, say, lang),
      { button: say('Open the complaint'), href: `${appUrl}/${forShop ? 'admin' : 'superadmin'}/grievances/${t._id}` },
    ],
    lang,
  );
}

/** To the other side when a message is written or the ticket moves. `from` is a name, or "The shop" / "Bazaar". */
export function grievanceUpdateMail(
  appUrl: string,
  t: MailTicket,
  status: string,
  from: string,
  text: string,
  officer: GrievanceOfficer | null,
  href: string | null,
  lang: Language = 'en',
): MailContent {
  const say = sayer(lang);
  const v = { ticketNumber: t.ticketNumber, status: term(lang, status), from: term(lang, from) };
  return compose(
    say('Complaint {ticketNumber}: {status}', v),
    say('Complaint {ticketNumber}', v),
    [
      { p: say('{from} wrote:', v) },
      { p: text },
      { rows: [[say('Status'), v.status]] },
      ...(href ? [{ button: say('See the ticket'), href: `${appUrl}${href}` }] : []),
      officerBlock(officer, say),
    ],
    lang,
  );
}

/** To the platform owner: a ticket whose clock ran out. `reason` is one of the escalation's sentences. */
export function grievanceEscalatedMail(appUrl: string, t: MailTicket, reason: string, lang: Language = 'en'): MailContent {
  const say = sayer(lang);
  return compose(
    say('Complaint {ticketNumber} escalated', { ticketNumber: t.ticketNumber }),
    say('A complaint is overdue'),
    [
      { p: say('{reason} It is now yours to resolve.', { reason: term(lang, reason) }) },
      ticketRows(t, say, lang),
      { button: say('Open the complaint'), href: `${appUrl}/superadmin/grievances/${t._id}` },
    ],
    lang,
  );
}
