import type { Role } from '@bazaar/shared';

/** The signed-in user a request carries: who they are, and the session it came with (decision 057). */
export interface SessionUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  phone: string | null;
  sessionHash: string;
  lastSeenAt: Date;
}
