import { api, type Body } from '@/lib/api';

/** The account calls of the sign-in screens; each answers the server's message or throws an ApiError. */
export const registerAccount = (body: Body<'/api/auth/register', 'post'>) => api.post('/api/auth/register', { body });
export const logIn = (body: Body<'/api/auth/login', 'post'>) => api.post('/api/auth/login', { body });
export const askPasswordReset = (body: Body<'/api/auth/forgot-password', 'post'>) => api.post('/api/auth/forgot-password', { body });
export const resetPassword = (body: Body<'/api/auth/reset-password', 'post'>) => api.post('/api/auth/reset-password', { body });
/** Issue 27: a code by SMS, then logging in (or registering) with it. */
export const askLoginCode = (body: Body<'/api/auth/otp', 'post'>) => api.post('/api/auth/otp', { body });
export const logInWithCode = (body: Body<'/api/auth/otp/verify', 'post'>) => api.post('/api/auth/otp/verify', { body });
