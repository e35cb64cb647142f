import { compose, type MailContent } from './layout.js';

/**
 * Messages of the shop-request pipeline and contact replies (issue 22 #13, decision 052). Pure functions of plain
 * data, like messages.ts; the invitation carries only its one-time token.
 */

/** To the vendor right after the request: it is a request, not a shop yet. */
export function shopRequestReceivedMail(appUrl: string, r: { name: string; ownerName: string | null }): MailContent {
  return compose(`We received your request to open ${r.name} on Bazaar`, 'Your shop request is received', [
    {
      p: `Hello ${r.ownerName ?? r.name}, thank you for asking to sell on Bazaar. Your request for ${r.name} is with the platform team: it is not a shop yet.`,
    },
    { p: 'We check the details (PAN, GSTIN, address) and write to you at this address when we approve or decline it.' },
    { button: 'Read the onboarding guide', href: `${appUrl}/vendor-onboarding-guide` },
  ]);
}

/** The request was approved: the shop exists, and the owner chooses a password through the link. */
export function shopApprovedMail(appUrl: string, r: { ownerName: string; shopName: string; email: string }, token: string, days: number): MailContent {
  return compose(`${r.shopName} is approved on Bazaar`, 'Your shop is approved', [
    { p: `Hello ${r.ownerName}, ${r.shopName} is now a shop on Bazaar. Your login is ${r.email}.` },
    { p: 'Choose your password to log in, add your products and start taking orders.' },
    { button: 'Choose my password', href: `${appUrl}/reset-password?token=${encodeURIComponent(token)}` },
    { note: `The link works once, for ${days} days. If it has expired, use "Forgot password?" on the login page with this email.` },
  ]);
}

export function shopDeclinedMail(appUrl: string, r: { name: string; ownerName: string | null }, reason: string): MailContent {
  return compose(`Your request to open ${r.name} on Bazaar`, 'Your shop request was not approved', [
    { p: `Hello ${r.ownerName ?? r.name}, we could not approve ${r.name} on Bazaar for now.` },
    { rows: [['Reason', reason]] },
    { p: 'You are welcome to send a new request once this is resolved.' },
    { button: 'Send a new request', href: `${appUrl}/ragister-form` },
  ]);
}

export function contactReplyMail(appUrl: string, m: { name: string; message: string }, reply: string): MailContent {
  return compose('A reply from Bazaar to your message', 'A reply to your message', [
    { p: `Hello ${m.name},` },
    { p: reply },
    { note: `You wrote: ${m.message.length > 500 ? `${m.message.slice(0, 500)}…` : m.message}` },
    { button: 'Contact Bazaar again', href: `${appUrl}/contact` },
  ]);
}
