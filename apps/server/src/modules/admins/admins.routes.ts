import type { FastifyInstance } from 'fastify';

export async function adminsRoutes(_app: FastifyInstance): Promise<void> {}
