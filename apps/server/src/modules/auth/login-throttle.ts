import type { FastifyInstance } from 'fastify';
import { loginGuard, type LoginGuard } from '../../plugins/rate-limit.js';

const guards = new WeakMap<object, LoginGuard>();

/**
 * The app's one login guard: the login and the change of password count wrong passwords into the same counters
 * (per account and client, per account), whichever registrar asks. In memory it lives as long as the app's context.
 */
export function loginThrottleOf(app: FastifyInstance): LoginGuard {
  let guard = guards.get(app.ctx);
  if (!guard) {
    guard = loginGuard(app.ctx.limits, app.ctx.hits);
    guards.set(app.ctx, guard);
  }
  return guard;
}
