import { api, type Body } from '@/lib/api';

/** POST /api/contact-form: answers the server's thank-you message. */
export const sendContactMessage = (body: Body<'/api/contact-form', 'post'>) => api.post('/api/contact-form', { body });
