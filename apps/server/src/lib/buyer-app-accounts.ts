/**
 * The placeholder shopper account of an ONDC buyer app (decision 087) is `{bap_id}@ondc-buyer.invalid`: a reserved
 * domain, so nothing is ever mailed to it, and the mark by which counts and lists of people tell it from a person.
 */
export const BUYER_APP_EMAIL_DOMAIN = 'ondc-buyer.invalid';

export const buyerAppEmail = (bapId: string): string => `${bapId.toLowerCase()}@${BUYER_APP_EMAIL_DOMAIN}`;
