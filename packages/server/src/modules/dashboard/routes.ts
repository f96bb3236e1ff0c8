import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { requireUser } from '../../http/require-user.ts';
import { getDashboard } from './get-dashboard.ts';

/** /api/dashboard: the person's dashboard metrics. */
export default function dashboardRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.addHook('preHandler', requireUser(ctx));
    app.get('/', async (req) => getDashboard(ctx.database.db, req.user!.id, new Date()));
  };
}
