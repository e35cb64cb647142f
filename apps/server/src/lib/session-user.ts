import type { Language, Role } from '@bazaar/shared';

/** The signed-in user a request carries: who they are, and the session it came with (decision 057). */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  phone: string | null;
  /** The mobile number proven by a code (E.164), or null (decision 078). */
  mobile: string | null;
  /** The language of the account's messages and mails (issue 28, decision 091). */
  language: Language;
  sessionHash: string;
  lastSeenAt: Date;
}
