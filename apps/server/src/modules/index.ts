import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth/auth.routes.js';
import { healthRoutes } from './health/health.routes.js';

/** Every resource module; each registers its own routes. */
export const modules: Array<(app: FastifyInstance) => Promise<void>> = [healthRoutes, authRoutes];
