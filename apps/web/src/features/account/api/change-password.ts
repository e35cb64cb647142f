import { api, type Body } from '@/lib/api';

/** POST /api/auth/change-password: answers the server's message. */
export const changePassword = (body: Body<'/api/auth/change-password', 'post'>) => api.post('/api/auth/change-password', { body });
