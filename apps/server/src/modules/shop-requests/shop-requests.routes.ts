import type { FastifyInstance } from 'fastify';

export async function shopRequestsRoutes(_app: FastifyInstance): Promise<void> {}
