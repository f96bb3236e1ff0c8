import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { BUNDLES, PLANS } from '@nairalens/core/tokens/pricing.ts';
import { ACTIVITY_PAGE_SIZE, ACTIVITY_PERIOD_FILTERS, ACTIVITY_TYPE_FILTERS } from '@nairalens/core/tokens/display.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { requireUser } from '../../http/require-user.ts';
import { gatewayKind } from './gateway.ts';
import { currentCatalogue } from './prices.ts';
import { walletBalance } from './ledger-service.ts';
import { fulfil, gatewayFor, startCheckout } from './payments.ts';
import { referralOverview } from './referrals.ts';
import { cancelOwnSubscription, findOwnPayment, successfulPayments } from './repository.ts';
import { listActivity } from './list-activity.ts';
import { getSubscription } from './get-subscription.ts';
import { publicPayment } from './payment-json.ts';
import { paystackWebhookRoutes } from './paystack-webhook-routes.ts';
import { testCheckoutRoutes } from './test-checkout-routes.ts';

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

/** /api/wallet: balance, activity, referrals, catalogue, checkout, payment return, webhook, test provider, billing. */
export default function walletRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const auth = { preHandler: requireUser(ctx) };
    const db = ctx.database.db;

    app.get('/balance', auth, async (req) => walletBalance(db, req.user!.id));

    app.get('/transactions', auth, async (req) =>
      listActivity(db, req.user!.id, activityQuery.parse(req.query), Date.now()),
    );

    app.get('/referrals', auth, async (req) => referralOverview(db, req.user!, ctx.config.appUrl));

    app.get('/catalog', async () => {
      const kind = gatewayKind(ctx.config);
      return { provider: kind, testMode: kind === 'test', ...(await currentCatalogue(db)) };
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
      const p = await findOwnPayment(db, req.user!.id, reference);
      if (!p) throw new AppError('NOT_FOUND', 'Payment not found.');
      return { payment: publicPayment(p) };
    });

    app.get('/receipts', auth, async (req) => ({
      receipts: (await successfulPayments(db, req.user!.id)).map(publicPayment),
    }));

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

    app.get('/subscription', auth, async (req) => getSubscription(db, req.user!.id));

    app.post('/subscription/cancel', auth, async (req) => {
      const cancelled = await cancelOwnSubscription(db, req.user!.id);
      if (!cancelled) throw new AppError('NOT_FOUND', 'You have no active plan.');
      return { cancelled: true, endsAt: new Date(cancelled.current_period_end).toISOString() };
    });

    await app.register(paystackWebhookRoutes(ctx));

    // The built-in test payment provider (no Paystack key; never in production).
    if (gatewayKind(ctx.config) === 'test') await app.register(testCheckoutRoutes(ctx));
  };
}
