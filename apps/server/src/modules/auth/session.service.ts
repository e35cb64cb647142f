import type { Db } from '../../db/client.js';
import type { SessionStore } from '../../plugins/auth.js';
import { deleteSession, findSessionUser, insertSession, touchSession } from './session.repo.js';

/**
 * The sessions table as the auth plugin uses it (decision 057): the plugin knows this shape only, and app.ts hands
 * it one bound to the database, so plugins import nothing from the modules and the modules depend on plugins.
 */
export function sessionStore(db: Db): SessionStore {
  return {
    find: (idHash, idleSince) => findSessionUser(db, idHash, idleSince),
    touch: (idHash) => touchSession(db, idHash),
    insert: (row) => insertSession(db, row),
    delete: (idHash) => deleteSession(db, idHash),
  };
}
