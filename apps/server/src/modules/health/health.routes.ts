import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { doc } from '../../plugins/contracts.js';

export async function healthRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get('/healthz', { schema: { ...doc('Health', 'all', 'The process is up'), response: { 200: z.strictObject({ status: z.literal('ok') }) } } }, async () => ({
    status: 'ok' as const,
  }));
  r.get(
    '/readyz',
    {
      schema: {
        ...doc('Health', 'all', 'The process can reach its database'),
        response: {
          200: z.strictObject({ status: z.literal('ready'), database: z.literal('ok') }),
          503: z.strictObject({ status: z.literal('unavailable'), database: z.literal('unreachable'), message: z.string(), code: z.literal('UNAVAILABLE') }),
        },
      },
    },
    async (_req, reply) => {
      try {
        await app.ctx.database.ping();
        return { status: 'ready' as const, database: 'ok' as const };
      } catch {
        return reply.status(503).send({ status: 'unavailable', database: 'unreachable', message: 'The database is unreachable', code: 'UNAVAILABLE' });
      }
    },
  );
}
