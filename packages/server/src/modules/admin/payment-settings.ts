import type { PaymentReverified, PaymentSettings } from '@nairalens/core/api/admin-payments.ts';
import { BUNDLES, PLANS } from '@nairalens/core/tokens/pricing.ts';
import type { AppContext } from '../../context.ts';
import { audit } from '../../audit.ts';
import { AppError } from '../../errors.ts';
import { currentCatalogue, fulfil, gatewayFor, gatewayKind, priceHistory, setProductPrice } from '../wallet/index.ts';
import { findPaymentByReference, listPayments } from './repository.ts';

/**
 * What an operator needs to set up the payment partner: the mode, whether each key is configured (never the keys),
 * and the webhook address to register with Paystack.
 */
export async function paymentSettings(ctx: AppContext) {
  const kind = gatewayKind(ctx.config);
  const secret = ctx.config.paystack.secretKey;
  const mode =
    kind === 'paystack'
      ? secret!.startsWith('sk_live_')
        ? 'live'
        : 'test'
      : kind === 'test'
        ? 'test-provider'
        : 'not-configured';
  const answer: Omit<PaymentSettings, 'bundles' | 'plans' | 'history'> = {
    provider: kind,
    mode,
    secretKeyConfigured: Boolean(secret),
    publicKeyConfigured: Boolean(ctx.config.paystack.publicKey),
    webhookUrl: new URL('/api/wallet/paystack/webhook', ctx.config.appUrl).toString(),
    callbackUrl: new URL('/api/wallet/payments/callback', ctx.config.appUrl).toString(),
  };
  return {
    ...answer,
    ...(await currentCatalogue(ctx.database.db)),
    history: (await priceHistory(ctx.database.db)).map((h) => ({ ...h, createdAt: h.createdAt.toISOString() })),
  };
}

/** A new price for new checkouts (payments already started keep theirs); kept as history and audited. */
export async function changePrice(
  ctx: AppContext,
  input: { kind: 'bundle' | 'plan'; id: string; priceKobo: number; reason: string },
  actor: { id: string; ip: string },
) {
  const known = input.kind === 'bundle' ? BUNDLES.some((b) => b.id === input.id) : PLANS.some((p) => p.id === input.id);
  if (!known) throw new AppError('NOT_FOUND', 'Unknown bundle or plan.');
  return ctx.database.db.transaction(async (tx) => {
    const row = await setProductPrice(tx, { ...input, setBy: actor.id });
    await audit(tx, {
      action: 'payment.price_change',
      actorId: actor.id,
      target: `${input.kind}:${input.id}`,
      details: { priceKobo: input.priceKobo, reason: input.reason },
      ip: actor.ip,
    });
    return { ...row, createdAt: row.createdAt.toISOString() };
  });
}

export async function paymentsList(ctx: AppContext, q: { status?: string; limit: number; offset: number }) {
  const { rows, total } = await listPayments(ctx.database.db, q.status, q.limit, q.offset);
  return {
    payments: rows.map((r) => ({
      ...r,
      paidAt: r.paidAt?.toISOString() ?? null,
      createdAt: r.createdAt.toISOString(),
    })),
    total,
  };
}

/** Asks the partner again about one payment and applies its answer once (a paid one credits nothing twice). */
export async function reverifyPayment(ctx: AppContext, reference: string, actor: { id: string; ip: string }) {
  const payment = await findPaymentByReference(ctx.database.db, reference);
  if (!payment) throw new AppError('NOT_FOUND', 'Payment not found.');
  let outcome: PaymentReverified['outcome'];
  try {
    const charge = await gatewayFor(ctx).verify(reference);
    outcome = (await fulfil(ctx, charge)).outcome;
  } catch (error) {
    if (error instanceof AppError) throw error;
    ctx.log.warn({ err: { message: (error as Error).message } }, 'admin payment re-verify failed');
    throw new AppError('UNAVAILABLE', 'The payment partner did not answer. Nothing changed; try again shortly.');
  }
  const after = await findPaymentByReference(ctx.database.db, reference);
  await audit(ctx.database.db, {
    action: 'payment.reverify',
    actorId: actor.id,
    userId: payment.userId,
    target: reference,
    details: { before: payment.status, after: after?.status, outcome },
    ip: actor.ip,
  });
  return { outcome, status: after?.status ?? payment.status };
}
