import type { FastifyInstance } from 'fastify';
import { BUNDLES, PLANS } from '@nairalens/core/tokens/pricing.ts';
import { walletActivityPageSchema, walletActivityQuerySchema } from '@nairalens/core/api/wallet-activity.ts';
import {
  cancelSubscriptionSchema,
  catalogueSchema,
  checkoutBodySchema,
  checkoutSchema,
  paymentEnvelopeSchema,
  paymentParamsSchema,
  receiptsSchema,
  referralOverviewSchema,
  subscriptionInfoSchema,
  walletBalanceSchema,
} from '@nairalens/core/api/wallet.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { requireUser } from '../../http/require-user.ts';
import type { ZodTypeProvider } from '../../http/zod-schema.ts';
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

/** /api/wallet: balance, activity, referrals, catalogue, checkout, payment return, webhook, test provider, billing. */
export default function walletRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    // Requests and answers typed, validated and shaped by the shared contract (core/api/wallet*.ts).
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const auth = { preHandler: requireUser(ctx) };
    const db = ctx.database.db;
    const answer = <T>(schema: T) => ({ ...auth, schema: { response: { 200: schema } } });

    app.get('/balance', answer(walletBalanceSchema), async (req) => walletBalance(db, req.user!.id));

    const activity = { querystring: walletActivityQuerySchema, response: { 200: walletActivityPageSchema } };
    app.get('/transactions', { ...auth, schema: activity }, async (req) =>
      listActivity(db, req.user!.id, req.query, Date.now()),
    );

    app.get('/referrals', answer(referralOverviewSchema), async (req) =>
      referralOverview(db, req.user!, ctx.config.appUrl),
    );

    app.get('/catalog', { schema: { response: { 200: catalogueSchema } } }, async () => {
      const kind = gatewayKind(ctx.config);
      return { provider: kind, testMode: kind === 'test', ...(await currentCatalogue(db)) };
    });

    // Bodies are parsed in the handler, after the sign-in check (a schema body is validated before preHandlers).
    app.post('/checkout', answer(checkoutSchema), async (req) => {
      const body = checkoutBodySchema.parse(req.body);
      const known =
        body.kind === 'bundle' ? BUNDLES.some((b) => b.id === body.id) : PLANS.some((p) => p.id === body.id);
      if (!known) throw new AppError('VALIDATION', 'Unknown bundle or plan.');
      return startCheckout(ctx, req.user!, { kind: body.kind, id: body.id } as never);
    });

    const payment = { params: paymentParamsSchema, response: { 200: paymentEnvelopeSchema } };
    app.get('/payments/:reference', { ...auth, schema: payment }, async (req) => {
      const p = await findOwnPayment(db, req.user!.id, req.params.reference);
      if (!p) throw new AppError('NOT_FOUND', 'Payment not found.');
      return { payment: publicPayment(p) };
    });

    app.get('/receipts', answer(receiptsSchema), async (req) => ({
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

    app.get('/subscription', answer(subscriptionInfoSchema), async (req) => getSubscription(db, req.user!.id));

    app.post('/subscription/cancel', answer(cancelSubscriptionSchema), async (req) => {
      const cancelled = await cancelOwnSubscription(db, req.user!.id);
      if (!cancelled) throw new AppError('NOT_FOUND', 'You have no active plan.');
      return { cancelled: true as const, endsAt: new Date(cancelled.current_period_end).toISOString() };
    });

    await plain.register(paystackWebhookRoutes(ctx));

    // The built-in test payment provider (no Paystack key; never in production).
    if (gatewayKind(ctx.config) === 'test') await plain.register(testCheckoutRoutes(ctx));
  };
}
