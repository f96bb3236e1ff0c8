import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { BUNDLES, FREE_PLAN, PLANS, findPlan } from '@nairalens/core/tokens/pricing.ts';
import {
  ACTIVITY_PAGE_SIZE,
  ACTIVITY_PERIOD_FILTERS,
  ACTIVITY_TYPE_FILTERS,
  periodSince,
} from '@nairalens/core/tokens/display.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { requireUser } from '../../http/require-user.ts';
import { sqlRows } from '../../db/sql.ts';
import { gatewayKind, verifyPaystackSignature } from './gateway.ts';
import { currentCatalogue } from './prices.ts';
import { walletBalance } from './ledger-service.ts';
import { currentSubscription, findPayment, fulfil, gatewayFor, startCheckout, type PaymentRow } from './payments.ts';
import { referralOverview } from './referrals.ts';
import { testCheckoutPage } from './test-checkout-page.ts';
import { loopbackOnly } from '../../http/loopback-only.ts';

const checkoutBody = z.object({
  kind: z.enum(['bundle', 'plan']),
  id: z.string().min(1).max(40),
});

const activityQuery = z.object({
  type: z.enum(ACTIVITY_TYPE_FILTERS).default('all'),
  period: z.enum(ACTIVITY_PERIOD_FILTERS).default('all'),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(ACTIVITY_PAGE_SIZE),
});

const TX_TYPE_SQL = `CASE
  WHEN o.kind = 'spend' THEN (CASE WHEN coalesce(o.reason, l1.reason) IN ('credit_report', 'loan_contract_analysis') THEN coalesce(o.reason, l1.reason) ELSE 'statement' END)
  WHEN o.kind = 'refund' THEN 'refund'
  WHEN o.kind = 'renew' THEN 'purchase'
  WHEN o.kind IN ('credit', 'grant') THEN (CASE l1.type WHEN 'purchase' THEN 'purchase' WHEN 'referral_reward' THEN 'referral_reward' ELSE 'grant' END)
  WHEN o.kind = 'daily' THEN 'grant'
  ELSE o.kind END`;

function encodeCursor(createdAt: Date, id: string): string {
  return Buffer.from(`${new Date(createdAt).toISOString()}|${id}`).toString('base64url');
}
function decodeCursor(cursor: string): { at: Date; id: string } {
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const date = new Date(at);
  if (!id || Number.isNaN(date.getTime()) || !/^[0-9a-f-]{36}$/.test(id))
    throw new AppError('VALIDATION', 'Invalid page cursor.');
  return { at: date, id };
}

function publicPayment(p: PaymentRow) {
  return {
    reference: p.reference,
    status: p.status,
    productKind: p.product_kind,
    productId: p.product_id,
    tokens: p.tokens,
    priceKobo: p.price_kobo,
    feeKobo: p.fee_kobo,
    amountKobo: p.amount_kobo,
    provider: p.provider,
    paidAt: p.paid_at ? new Date(p.paid_at).toISOString() : null,
    createdAt: new Date(p.created_at).toISOString(),
  };
}

/** /api/wallet: balance, activity, referrals, catalogue, checkout, payment return, webhook, test provider, billing. */
export default function walletRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const auth = { preHandler: requireUser(ctx) };

    app.get('/balance', auth, async (req) => walletBalance(ctx.database.db, req.user!.id));

    app.get('/transactions', auth, async (req) => {
      const q = activityQuery.parse(req.query);
      const params: unknown[] = [req.user!.id];
      const where: string[] = ['t.user_id = $1'];
      const since = periodSince(q.period, Date.now());
      if (since !== null) {
        params.push(new Date(since));
        where.push(`t.created_at >= $${params.length}`);
      }
      if (q.type !== 'all') {
        params.push(q.type === 'grant' ? ['grant', 'referral_reward'] : [q.type]);
        where.push(`t.tx_type = ANY($${params.length}::text[])`);
      }
      if (q.cursor) {
        const c = decodeCursor(q.cursor);
        params.push(c.at, c.id);
        where.push(`(t.created_at, t.id) < ($${params.length - 1}, $${params.length}::uuid)`);
      }
      params.push(q.limit + 1);
      const rows = await sqlRows<{
        id: string;
        created_at: Date;
        delta: number;
        status: string;
        reason: string | null;
        analysis_id: string | null;
        tx_type: string;
        buckets: string[] | null;
      }>(
        ctx.database.db,
        `WITH t AS (
           SELECT o.id, o.user_id, o.created_at, o.status, coalesce(o.reason, l1.reason) AS reason,
                  coalesce(o.analysis_id, l1.analysis_id) AS analysis_id, ${TX_TYPE_SQL} AS tx_type,
                  (SELECT coalesce(sum(l.delta), 0)::int FROM token_ledger l WHERE l.operation_id = o.id) AS delta,
                  (SELECT array_agg(DISTINCT l.bucket) FROM token_ledger l WHERE l.operation_id = o.id) AS buckets
             FROM token_operations o
             LEFT JOIN LATERAL (SELECT type, reason, analysis_id FROM token_ledger l WHERE l.operation_id = o.id ORDER BY l.delta DESC, l.created_at LIMIT 1) l1 ON true
            WHERE o.user_id = $1)
         SELECT * FROM t WHERE ${where.join(' AND ')} AND (t.delta <> 0 OR t.tx_type NOT IN ('expire'))
         ORDER BY t.created_at DESC, t.id DESC LIMIT $${params.length}`,
        params,
      );
      const page = rows.slice(0, q.limit);
      return {
        transactions: page.map((r) => ({
          id: r.id,
          createdAt: new Date(r.created_at).toISOString(),
          delta: Number(r.delta),
          type: r.tx_type,
          direction: Number(r.delta) > 0 ? 'credit' : 'debit',
          bucket: r.buckets?.[0] ?? null,
          buckets: r.buckets ?? [],
          status: r.status,
          reason: r.reason,
          analysisId: r.analysis_id,
        })),
        nextCursor:
          rows.length > q.limit ? encodeCursor(page[page.length - 1].created_at, page[page.length - 1].id) : null,
      };
    });

    app.get('/referrals', auth, async (req) => referralOverview(ctx.database.db, req.user!, ctx.config.appUrl));

    app.get('/catalog', async () => {
      const kind = gatewayKind(ctx.config);
      return {
        provider: kind,
        testMode: kind === 'test',
        ...(await currentCatalogue(ctx.database.db)),
      };
    });

    app.post('/checkout', auth, async (req) => {
      const body = checkoutBody.parse(req.body);
      const known =
        body.kind === 'bundle' ? BUNDLES.some((b) => b.id === body.id) : PLANS.some((p) => p.id === body.id);
      if (!known) throw new AppError('VALIDATION', 'Unknown bundle or plan.');
      return startCheckout(ctx, req.user!, { kind: body.kind, id: body.id } as never);
    });

    app.get('/payments/:reference', auth, async (req) => {
      const { reference } = req.params as { reference: string };
      const [p] = await sqlRows<PaymentRow>(
        ctx.database.db,
        'SELECT * FROM payments WHERE reference = $1 AND user_id = $2',
        [reference, req.user!.id],
      );
      if (!p) throw new AppError('NOT_FOUND', 'Payment not found.');
      return { payment: publicPayment(p) };
    });

    app.get('/receipts', auth, async (req) => {
      const rows = await sqlRows<PaymentRow>(
        ctx.database.db,
        `SELECT * FROM payments WHERE user_id = $1 AND status = 'success' ORDER BY paid_at DESC LIMIT 50`,
        [req.user!.id],
      );
      return { receipts: rows.map(publicPayment) };
    });

    // The partner sends the person back here (Paystack appends ?reference=…&trxref=…): verify, credit, go to the wallet.
    app.get('/payments/callback', async (req, reply) => {
      const q = req.query as { reference?: string; trxref?: string };
      const reference = String(q.reference ?? q.trxref ?? '');
      if (!/^nl_[\w-]{8,80}$/.test(reference)) return reply.redirect('/app/wallet?payment=failed');
      let outcome = 'pending';
      try {
        const charge = await gatewayFor(ctx).verify(reference);
        const r = await fulfil(ctx, charge);
        outcome =
          r.outcome === 'credited' || r.outcome === 'already'
            ? 'success'
            : r.outcome === 'pending'
              ? 'pending'
              : 'failed';
        if (charge.status === 'abandoned') outcome = 'cancelled';
      } catch (error) {
        req.log.warn({ err: { message: (error as Error).message } }, 'payment verify failed');
      }
      return reply.redirect(`/app/wallet?payment=${outcome}&reference=${encodeURIComponent(reference)}`);
    });

    app.get('/subscription', auth, async (req) => {
      const sub = await currentSubscription(ctx.database.db, req.user!.id);
      if (!sub) return { plan: { ...FREE_PLAN }, subscription: null };
      const plan = findPlan(sub.plan_id)!;
      return {
        plan: {
          id: plan.id,
          name: plan.name,
          description: `${plan.monthlyTokens} tokens a month${plan.dailyTokens ? ` plus ${plan.dailyTokens} daily tokens at 1 am` : ''}`,
        },
        subscription: {
          id: sub.id,
          planId: sub.plan_id,
          status: sub.status,
          provider: sub.provider,
          currentPeriodEnd: new Date(sub.current_period_end).toISOString(),
          cancelAtPeriodEnd: sub.cancel_at_period_end,
        },
      };
    });

    app.post('/subscription/cancel', auth, async (req) => {
      const rows = await sqlRows<{ id: string; current_period_end: Date }>(
        ctx.database.db,
        `UPDATE subscriptions SET cancel_at_period_end = true, cancelled_at = now(), updated_at = now()
          WHERE user_id = $1 AND status IN ('active', 'past_due') RETURNING id, current_period_end`,
        [req.user!.id],
      );
      if (!rows.length) throw new AppError('NOT_FOUND', 'You have no active plan.');
      return { cancelled: true, endsAt: new Date(rows[0].current_period_end).toISOString() };
    });

    // Paystack webhook: raw body kept for the HMAC-SHA512 signature; deduplicated by reference in fulfil().
    await app.register(async (hook) => {
      hook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => {
        try {
          done(null, { raw: body, json: JSON.parse(body.toString('utf8')) });
        } catch {
          done(new AppError('BAD_REQUEST', 'Invalid JSON.'), undefined);
        }
      });
      hook.post('/paystack/webhook', async (req: FastifyRequest, reply: FastifyReply) => {
        const secret = ctx.config.paystack.secretKey;
        const body = req.body as { raw: Buffer; json: any } | undefined;
        if (!secret || !body || !verifyPaystackSignature(secret, body.raw, req.headers['x-paystack-signature'])) {
          return reply.code(401).send({ error: { code: 'UNAUTHENTICATED', message: 'Invalid signature.' } });
        }
        const event = String(body.json?.event ?? '');
        const data = body.json?.data ?? {};
        if (event === 'charge.success' && typeof data.reference === 'string') {
          // A reference we never issued (another app on the same Paystack account, a test event): acknowledged so the
          // partner stops retrying, logged, and nothing is credited.
          if (!(await findPayment(ctx, data.reference))) {
            req.log.warn({ event }, 'payment webhook for an unknown reference acknowledged');
            return reply.code(200).send({ received: true });
          }
          // Trust but verify: the webhook says success; the verify call confirms status, amount and currency.
          const charge = await gatewayFor(ctx).verify(data.reference);
          await fulfil(ctx, charge);
        } else if (
          (event === 'subscription.disable' || event === 'subscription.not_renew') &&
          typeof data.subscription_code === 'string'
        ) {
          await sqlRows(
            ctx.database.db,
            `UPDATE subscriptions SET cancel_at_period_end = true, cancelled_at = now(), updated_at = now() WHERE provider_subscription_code = $1`,
            [data.subscription_code],
          );
        }
        return reply.code(200).send({ received: true });
      });
    });

    // The built-in test payment provider (no Paystack key; never in production).
    const testMode = gatewayKind(ctx.config) === 'test';
    if (testMode) {
      await app.register(async (page) => {
        // Test checkouts settle only from this machine: on a network, anyone could "pay" and get tokens.
        page.addHook('onRequest', loopbackOnly);
        // The page's buttons are plain HTML forms (urlencoded, empty): nothing in the body is read.
        page.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, _body, done) =>
          done(null, {}),
        );
        page.get('/test-checkout/:reference', async (req, reply) => {
          const { reference } = req.params as { reference: string };
          const [p] = await sqlRows<PaymentRow>(
            ctx.database.db,
            `SELECT * FROM payments WHERE reference = $1 AND provider = 'test'`,
            [reference],
          );
          if (!p) throw new AppError('NOT_FOUND', 'Payment not found.');
          return reply.type('text/html; charset=utf-8').send(testCheckoutPage(p));
        });
        page.post('/test-checkout/:reference/:outcome', async (req, reply) => {
          const { reference, outcome } = req.params as { reference: string; outcome: string };
          const status = ({ succeed: 'success', fail: 'failed', cancel: 'abandoned' } as const)[outcome as 'succeed'];
          if (!status) throw new AppError('NOT_FOUND', 'Not found.');
          const rows = await sqlRows(
            ctx.database.db,
            `UPDATE payments SET provider_data = coalesce(provider_data, '{}'::jsonb) || jsonb_build_object('testOutcome', $2::text)
              WHERE reference = $1 AND provider = 'test' AND status = 'pending' RETURNING id`,
            [reference, status],
          );
          if (!rows.length) throw new AppError('NOT_FOUND', 'Payment not found or already settled.');
          return reply.redirect(`/api/wallet/payments/callback?reference=${encodeURIComponent(reference)}`, 303);
        });
      });
    }
  };
}
