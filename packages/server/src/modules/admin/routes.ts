import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireAdmin } from '../../http/require-user.ts';
import { getStats } from './get-stats.ts';
import { exportAuditCsv, listAudit } from './list-audit.ts';
import { analyticsCsv, getAnalytics, lagosRange } from './get-analytics.ts';
import adminUsersRoutes from './users-routes.ts';
import adminAiRoutes from './ai-routes.ts';
import { changePrice, paymentSettings, paymentsList, reverifyPayment } from './payment-settings.ts';

const rangeQuery = z.object({ from: z.iso.date(), to: z.iso.date() });
const seriesParams = z.object({ series: z.string().max(40) });

const paymentsQuery = z.object({
  status: z.enum(['pending', 'success', 'failed', 'abandoned']).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});
const priceBody = z.object({
  kind: z.enum(['bundle', 'plan']),
  id: z.string().min(1).max(40),
  // Whole naira or kobo both arrive as integer kobo; a price is at least ₦100 and at most ₦10,000,000.
  priceKobo: z.number().int().min(100_00).max(10_000_000_00),
  reason: z.string().trim().min(3, 'Please give a reason (at least 3 characters).').max(500),
});
const referenceParams = z.object({ reference: z.string().min(1).max(200) });

const auditQuery = z.object({
  actor: z.string().trim().max(100).optional(),
  action: z.string().trim().max(100).optional(),
  subject: z.string().trim().max(100).optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
});

/** Dates are whole days in Africa/Lagos (UTC+1); `to` includes its day. */
function auditFilter(q: z.infer<typeof auditQuery>) {
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
  return async (app: FastifyInstance) => {
    app.addHook('preHandler', requireAdmin(ctx));

    app.get('/stats', async () => getStats(ctx.database.db));

    app.get('/audit', async (req) => {
      const q = auditQuery.parse(req.query ?? {});
      return listAudit(ctx.database.db, auditFilter(q), q.limit, q.offset);
    });

    app.get('/audit.csv', async (req, reply) => {
      const q = auditQuery.parse(req.query ?? {});
      const csv = await exportAuditCsv(ctx.database.db, auditFilter(q));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="nairalens-audit.csv"')
        .send(csv);
    });

    app.get('/analytics', async (req) => {
      const q = rangeQuery.parse(req.query ?? {});
      return getAnalytics(ctx.database.db, lagosRange(q.from, q.to));
    });

    app.get('/analytics/:series', async (req, reply) => {
      const q = rangeQuery.parse(req.query ?? {});
      const { series } = seriesParams.parse(req.params);
      const name = series.replace(/\.csv$/, '');
      const csv = await analyticsCsv(ctx.database.db, lagosRange(q.from, q.to), name);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="nairalens-${name}-${q.from}-${q.to}.csv"`)
        .send(csv);
    });

    app.get('/payments/settings', async () => paymentSettings(ctx));
    app.post('/payments/prices', async (req) => changePrice(ctx, priceBody.parse(req.body ?? {}), { id: req.user!.id, ip: req.ip }));
    app.get('/payments', async (req) => paymentsList(ctx, paymentsQuery.parse(req.query ?? {})));
    app.post('/payments/:reference/verify', async (req) => {
      const { reference } = referenceParams.parse(req.params);
      return reverifyPayment(ctx, reference, { id: req.user!.id, ip: req.ip });
    });

    await app.register(adminUsersRoutes(ctx), { prefix: '/users' });
    await app.register(adminAiRoutes(ctx), { prefix: '/ai' });
  };
}
