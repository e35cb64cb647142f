import type { FastifyInstance } from 'fastify';

export async function shopsRoutes(_app: FastifyInstance): Promise<void> {}
