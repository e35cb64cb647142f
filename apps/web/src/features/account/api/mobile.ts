import { api, type Body } from '@/lib/api';

/** POST /api/account/mobile: texts a code to the new number (issue 27 #1); the number counts only once confirmed. */
export const askMobileCode = (body: Body<'/api/account/mobile', 'post'>) => api.post('/api/account/mobile', { body });

/** POST /api/account/mobile/verify: the code proves the number, which becomes the account's confirmed mobile. */
export const confirmMobile = (body: Body<'/api/account/mobile/verify', 'post'>) => api.post('/api/account/mobile/verify', { body });
