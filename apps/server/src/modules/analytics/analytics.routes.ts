import type { FastifyInstance } from 'fastify';
import { requireRole } from '../../plugins/auth.js';
import { shopAnalytics } from './analytics.service.js';

export async function analyticsRoutes(app: FastifyInstance): Promise<void> {
  const db = app.ctx.database.db;

  app.get<{ Params: { shopId: string } }>('/api/superadmin/shops/:shopId/analytics', async (req) => {
    await requireRole(req, 'superadmin');
    return shopAnalytics(db, req.params.shopId);
  });
}
