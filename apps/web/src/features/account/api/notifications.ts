import { api, type Body } from '@/lib/api';

export const notificationsKey = ['account', 'notifications'] as const;

/** GET /api/account/notifications: the caller's channels per kind of message, and the WhatsApp opt-in. */
export const getNotifications = (signal?: AbortSignal) => api.get('/api/account/notifications', { signal });

/** PUT /api/account/notifications: the changed kinds and, optionally, opting in to WhatsApp (true) or out (false). */
export const saveNotifications = (body: Body<'/api/account/notifications', 'put'>) => api.put('/api/account/notifications', { body });
