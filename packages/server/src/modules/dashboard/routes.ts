import type { FastifyInstance } from 'fastify';
import { dashboardSchema } from '@nairalens/core/api/dashboard.ts';
import type { AppContext } from '../../context.ts';
import { requireUser } from '../../http/require-user.ts';
import type { ZodTypeProvider } from '../../http/zod-schema.ts';
import { getDashboard } from './get-dashboard.ts';

/** /api/dashboard: the person's dashboard metrics. */
export default function dashboardRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    app.addHook('preHandler', requireUser(ctx));
    app.get('/', { schema: { response: { 200: dashboardSchema } } }, async (req) =>
      getDashboard(ctx.database.db, req.user!.id, new Date()),
    );
  };
}
