import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { languageFromHeader, mobileChangeBody, mobileVerifyBody, otpRequestBody, otpVerifyBody } from '@bazaar/shared';
import { loginReply, messageReply } from '@bazaar/shared/responses';
import { allow, callerOf, startSession } from '../../plugins/auth.js';
import { doc } from '../../plugins/contracts.js';
import { routeLimit } from '../../plugins/rate-limit.js';
import { toUserDto } from './auth.service.js';
import { confirmMobileChange, OTP_SENT, requestMobileChange, requestOtp, verifyOtp } from './otp.service.js';

export const MOBILE_CHANGED = 'Your mobile number is changed. Log in with it from now on.';

/** Logging in with a mobile number and a one-time code, and changing the number (issue 27 #1, decision 078). */
export async function otpRoutes(app: FastifyInstance): Promise<void> {
  const { limits, database, clock } = app.ctx;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/auth/otp',
    {
      config: routeLimit(limits.otpRequest),
      schema: {
        ...doc(
          'Auth',
          'all (rate-limited)',
          'Ask for a login code by SMS',
          '`phone`: a mobile number (E.164; +91 when no country code is given). Texts a 6-digit code that works for 10 minutes. ' +
            'The same answer whether or not the number has an account. 429 within 30 s of the last code, after 5 codes an hour or 10 a day ' +
            'for the number, or too many requests from this client; 503 when the server sends no texts.',
        ),
        body: otpRequestBody,
        response: { 200: messageReply },
      },
    },
    async (req) => {
      await requestOtp(database.db, req.body.phone, clock());
      return { message: OTP_SENT };
    },
  );

  r.post(
    '/api/auth/otp/verify',
    {
      config: routeLimit(limits.otpVerify),
      schema: {
        ...doc(
          'Auth',
          'all (rate-limited)',
          'Log in with the code',
          'Sets the session cookie as a password login does. When the number has no account, `name` creates a shopper account (role `user`, its `language` from `Accept-Language`: hi → Hindi, else English); ' +
            'without it the answer is 400 asking for the name, with `details.field` `name` (the code stays good). 400 for a wrong, used or expired code; after 5 wrong tries the code is dead.',
        ),
        body: otpVerifyBody,
        response: { 200: loginReply },
      },
    },
    async (req, reply) => {
      const user = await verifyOtp(database.db, req.body, clock(), languageFromHeader(req.headers['accept-language']));
      await startSession(req, reply, user.id);
      return { message: 'Login successful', ...toUserDto(user), user: toUserDto(user) };
    },
  );

  r.post(
    '/api/account/mobile',
    {
      config: routeLimit(limits.otpRequest),
      preValidation: allow(),
      schema: {
        ...doc(
          'Auth',
          'logged in',
          'Ask for a code to change the mobile number',
          'Texts a code to the new number (`phone`); the number changes only once that code is given to /api/account/mobile/verify. The same limits as a login code.',
        ),
        body: mobileChangeBody,
        response: { 200: messageReply },
      },
    },
    async (req) => {
      await requestMobileChange(database.db, callerOf(req).id, req.body.phone, clock());
      return { message: OTP_SENT };
    },
  );

  r.post(
    '/api/account/mobile/verify',
    {
      config: routeLimit(limits.otpVerify),
      preValidation: allow(),
      schema: {
        ...doc(
          'Auth',
          'logged in',
          'Change the mobile number with its code',
          'The new number becomes the one the account logs in with. 400 for a wrong or expired code; 409 when another account has the number.',
        ),
        body: mobileVerifyBody,
        response: { 200: messageReply },
      },
    },
    async (req) => {
      const user = callerOf(req);
      await confirmMobileChange(database.db, user.id, req.body.phone, req.body.code, clock());
      await app.ctx.sessions.forgetUser(user.id); // the cached session user holds the old number
      return { message: MOBILE_CHANGED };
    },
  );
}
