import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { auditPageSchema, auditQuerySchema, type AuditQuery } from '@nairalens/core/api/admin-audit.ts';
import {
  adminPaymentsQuerySchema,
  adminPaymentsSchema,
  paymentReverifiedSchema,
  paymentSettingsSchema,
  priceChangeBodySchema,
  priceChangeSchema,
} from '@nairalens/core/api/admin-payments.ts';
import { adminStatsSchema, analyticsRangeSchema, analyticsSchema } from '@nairalens/core/api/admin-stats.ts';
import type { AppContext } from '../../context.ts';
import { requireAdmin } from '../../http/require-user.ts';
import type { ZodTypeProvider } from '../../http/zod-schema.ts';
import { getStats } from './get-stats.ts';
import { exportAuditCsv, listAudit } from './list-audit.ts';
import { analyticsCsv, getAnalytics, lagosRange } from './get-analytics.ts';
import adminUsersRoutes from './users-routes.ts';
import adminAiRoutes from './ai-routes.ts';
import { changePrice, paymentSettings, paymentsList, reverifyPayment } from './payment-settings.ts';

const seriesParams = z.object({ series: z.string().max(40) });
const referenceParams = z.object({ reference: z.string().min(1).max(200) });

/** Dates are whole days in Africa/Lagos (UTC+1); `to` includes its day. */
function auditFilter(q: AuditQuery) {
  return {
    actor: q.actor || undefined,
    action: q.action || undefined,
    subject: q.subject || undefined,
    from: q.from ? new Date(`${q.from}T00:00:00+01:00`) : undefined,
    to: q.to ? new Date(new Date(`${q.to}T00:00:00+01:00`).getTime() + 86_400_000) : undefined,
  };
}

/** /api/admin: the dashboard figures, the audit log, and the users area. Every route is for admins with 2FA only. */
export default function adminRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    // Answers typed and shaped by the shared contract (core/api/admin-*.ts); queries and bodies parsed after the admin check.
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const answer = <T>(schema: T) => ({ schema: { response: { 200: schema } } });
    const db = ctx.database.db;
    app.addHook('preHandler', requireAdmin(ctx));

    app.get('/stats', answer(adminStatsSchema), async () => getStats(db));

    app.get('/audit', answer(auditPageSchema), async (req) => {
      const q = auditQuerySchema.parse(req.query ?? {});
      return listAudit(db, auditFilter(q), q.limit, q.offset);
    });

    app.get('/audit.csv', async (req, reply) => {
      const csv = await exportAuditCsv(db, auditFilter(auditQuerySchema.parse(req.query ?? {})));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="nairalens-audit.csv"')
        .send(csv);
    });

    app.get('/analytics', answer(analyticsSchema), async (req) => {
      const q = analyticsRangeSchema.parse(req.query ?? {});
      return getAnalytics(db, lagosRange(q.from, q.to));
    });

    app.get('/analytics/:series', async (req, reply) => {
      const q = analyticsRangeSchema.parse(req.query ?? {});
      const name = seriesParams.parse(req.params).series.replace(/\.csv$/, '');
      const csv = await analyticsCsv(db, lagosRange(q.from, q.to), name);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="nairalens-${name}-${q.from}-${q.to}.csv"`)
        .send(csv);
    });

    const actor = (req: { user: { id: string } | null; ip: string }) => ({ id: req.user!.id, ip: req.ip });
    app.get('/payments/settings', answer(paymentSettingsSchema), async () => paymentSettings(ctx));
    app.post('/payments/prices', answer(priceChangeSchema), async (req) =>
      changePrice(ctx, priceChangeBodySchema.parse(req.body ?? {}), actor(req)),
    );
    app.get('/payments', answer(adminPaymentsSchema), async (req) =>
      paymentsList(ctx, adminPaymentsQuerySchema.parse(req.query ?? {})),
    );
    app.post('/payments/:reference/verify', answer(paymentReverifiedSchema), async (req) =>
      reverifyPayment(ctx, referenceParams.parse(req.params).reference, actor(req)),
    );

    await app.register(adminUsersRoutes(ctx), { prefix: '/users' });
    await app.register(adminAiRoutes(ctx), { prefix: '/ai' });
  };
}
