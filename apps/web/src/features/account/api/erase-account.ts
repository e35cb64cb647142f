import { api, type Body } from '@/lib/api';

/** POST /api/account/erase: `{ password }`, or `{ code }` for an account without one (issue 26 #7). */
export const eraseAccount = (body: Body<'/api/account/erase', 'post'>) => api.post('/api/account/erase', { body });
/** POST /api/auth/otp to the account's own mobile: the code that proves it is them. */
export const askEraseCode = (phone: string) => api.post('/api/auth/otp', { body: { phone } });
