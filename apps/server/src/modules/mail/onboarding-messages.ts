import type { Language } from '@bazaar/shared';
import { compose, type MailContent } from './layout.js';
import { sayer } from './mail-text.js';

/**
 * Messages of the shop-request pipeline and contact replies (issue 22 #13, decision 052). Pure functions of plain
 * data, like messages.ts; the invitation carries only its one-time token. The recipient's language comes last.
 */

/** To the vendor right after the request: it is a request, not a shop yet. */
export function shopRequestReceivedMail(appUrl: string, r: { name: string; ownerName: string | null }, lang: Language = 'en'): MailContent {
  const say = sayer(lang);
  const v = { name: r.ownerName ?? r.name, shop: r.name };
  return compose(
    say('We received your request to open {shop} on Bazaar', v),
    say('Your shop request is received'),
    [
      { p: say('Hello {name}, thank you for asking to sell on Bazaar. Your request for {shop} is with the platform team: it is not a shop yet.', v) },
      { p: say('We check the details (PAN, GSTIN, address) and write to you at this address when we approve or decline it.') },
      { button: say('Read the onboarding guide'), href: `${appUrl}/vendor-onboarding-guide` },
    ],
    lang,
  );
}

/** The request was approved: the shop exists, and the owner chooses a password through the link. */
export function shopApprovedMail(
  appUrl: string,
  r: { ownerName: string; shopName: string; email: string },
  token: string,
  days: number,
  lang: Language = 'en',
): MailContent {
  const say = sayer(lang);
  const v = { name: r.ownerName, shop: r.shopName, email: r.email, days };
  return compose(
    say('{shop} is approved on Bazaar', v),
    say('Your shop is approved'),
    [
      { p: say('Hello {name}, {shop} is now a shop on Bazaar. Your login is {email}.', v) },
      { p: say('Choose your password to log in, add your products and start taking orders.') },
      { button: say('Choose my password'), href: `${appUrl}/reset-password?token=${encodeURIComponent(token)}` },
      { note: say('The link works once, for {days} days. If it has expired, use "Forgot password?" on the login page with this email.', v) },
    ],
    lang,
  );
}

export function shopDeclinedMail(appUrl: string, r: { name: string; ownerName: string | null }, reason: string, lang: Language = 'en'): MailContent {
  const say = sayer(lang);
  const v = { name: r.ownerName ?? r.name, shop: r.name };
  return compose(
    say('Your request to open {shop} on Bazaar', v),
    say('Your shop request was not approved'),
    [
      { p: say('Hello {name}, we could not approve {shop} on Bazaar for now.', v) },
      { rows: [[say('Reason'), reason]] },
      { p: say('You are welcome to send a new request once this is resolved.') },
      { button: say('Send a new request'), href: `${appUrl}/ragister-form` },
    ],
    lang,
  );
}

export function contactReplyMail(appUrl: string, m: { name: string; message: string }, reply: string, lang: Language = 'en'): MailContent {
  const say = sayer(lang);
  return compose(
    say('A reply from Bazaar to your message'),
    say('A reply to your message'),
    [
      { p: say('Hello {name},', { name: m.name }) },
      { p: reply },
      { note: say('You wrote: {message}', { message: m.message.length > 500 ? `${m.message.slice(0, 500)}…` : m.message }) },
      { button: say('Contact Bazaar again'), href: `${appUrl}/contact` },
    ],
    lang,
  );
}
