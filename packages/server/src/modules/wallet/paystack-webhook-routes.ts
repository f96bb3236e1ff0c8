import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { verifyPaystackSignature } from './gateway.ts';
import { findPayment, fulfil, gatewayFor } from './payments.ts';
import { cancelByProviderCode } from './repository.ts';

/** Paystack webhook: raw body kept for the HMAC-SHA512 signature; deduplicated by reference in fulfil(). */
export function paystackWebhookRoutes(ctx: AppContext) {
  return async (hook: FastifyInstance) => {
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
        await cancelByProviderCode(ctx.database.db, data.subscription_code);
      }
      return reply.code(200).send({ received: true });
    });
  };
}
