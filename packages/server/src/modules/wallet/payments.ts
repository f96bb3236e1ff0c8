import { randomBytes, randomUUID } from 'node:crypto';
import { findBundle, findPlan, type Product } from '@nairalens/core/tokens/pricing.ts';
import { addMonthsLagos, dailyGrantDay, nextDailyGrantAt } from '@nairalens/core/tokens/schedule.ts';
import { formatNaira } from '@nairalens/core/money/kobo.ts';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import {
  accountEmail,
  cancelLiveSubscriptions,
  dueSubscriptions,
  expireSubscription,
  insertPayment,
  insertRenewalPayment,
  insertSubscription,
  linkPaymentToSubscription,
  lockPaymentByReference,
  lockSubscription,
  markAmountMismatch,
  markInitializeFailed,
  markPaymentSuccess,
  markReceiptSent,
  markSubscriptionPastDue,
  paymentByReference,
  receiptTarget,
  setAuthorizationUrl,
  setPaymentStatus,
  startSubscriptionPeriod,
  successfulPaymentCount,
  type PaymentRow,
} from './payments-repository.ts';

export { currentSubscription, type PaymentRow, type SubscriptionRow } from './payments-repository.ts';
import { gatewayKind, paystackGateway, testGateway, type Charge, type Gateway } from './gateway.ts';
import { currentQuote } from './prices.ts';
import { creditTokens, grantDailyTokens, renewSubscriptionTokens } from './ledger-service.ts';
import { qualifyReferral } from './referrals.ts';

const gateways = new WeakMap<AppContext, Gateway>();
const RENEWAL_GRACE_MS = 3 * 24 * 60 * 60 * 1000;

/** The gateway for this app: Paystack with a key, the test provider without one (never in production). */
export function gatewayFor(ctx: AppContext): Gateway {
  const cached = gateways.get(ctx);
  if (cached) return cached;
  const kind = gatewayKind(ctx.config);
  if (kind === 'none') throw new AppError('UNAVAILABLE', 'Payments are not configured yet. Please try again later.');
  const gateway =
    kind === 'paystack'
      ? paystackGateway(ctx.config.paystack.secretKey!, ctx.config.paystack.baseUrl)
      : testGateway(ctx.config.appUrl, {
          get: async (reference) => {
            const p = await paymentByReference(ctx.database.db, reference);
            const outcome = p?.provider_data?.testOutcome as Charge['status'] | undefined;
            if (!p || !outcome) return null;
            return {
              status: outcome,
              amountKobo: p.amount_kobo,
              currency: 'NGN',
              reference,
              authorizationCode: outcome === 'success' ? `AUTH_test_${p.id.slice(0, 8)}` : null,
              customerEmail: null,
              raw: { test: true },
            };
          },
        });
  gateways.set(ctx, gateway);
  return gateway;
}

export function newReference(): string {
  return `nl_${Date.now().toString(36)}_${randomBytes(9).toString('base64url')}`;
}

/** Starts a checkout: records the pending payment with its quote and asks the partner for a checkout page. */
export async function startCheckout(ctx: AppContext, user: { id: string; email: string }, product: Product) {
  const quote = await currentQuote(ctx.database.db, product);
  const gateway = gatewayFor(ctx);
  const reference = newReference();
  const id = randomUUID();
  await insertPayment(ctx.database.db, {
    id,
    userId: user.id,
    reference,
    provider: gateway.kind,
    productKind: product.kind,
    productId: product.id,
    tokens: quote.tokens,
    priceKobo: quote.priceKobo,
    feeKobo: quote.feeKobo,
    amountKobo: quote.totalKobo,
  });
  let authorizationUrl: string;
  try {
    ({ authorizationUrl } = await gateway.initialize({
      email: user.email,
      amountKobo: quote.totalKobo,
      reference,
      callbackUrl: `${ctx.config.appUrl}/api/wallet/payments/callback`,
      metadata: { product: `${product.kind}:${product.id}`, userId: user.id },
    }));
  } catch (error) {
    await markInitializeFailed(ctx.database.db, id);
    throw error;
  }
  await setAuthorizationUrl(ctx.database.db, id, authorizationUrl);
  return { reference, authorizationUrl, quote };
}

export interface FulfilResult {
  outcome: 'credited' | 'already' | 'failed' | 'pending' | 'mismatch' | 'unknown';
  payment: PaymentRow | null;
}

/**
 * Applies a partner's verdict on a payment, once: the payment row is locked; a payment already marked successful is
 * left alone (a replayed webhook or a second verify credits nothing); the amount and currency must be exactly what
 * we asked for. Credits tokens (bundle), starts or renews a subscription (plan), and qualifies a pending referral
 * on the person's first purchase — all in one transaction.
 */
/** The payment with this reference, if we issued it. */
export async function findPayment(ctx: AppContext, reference: string): Promise<PaymentRow | null> {
  return paymentByReference(ctx.database.db, reference);
}

export async function fulfil(ctx: AppContext, charge: Charge, now = Date.now()): Promise<FulfilResult> {
  const result = await ctx.database.db.transaction(async (tx): Promise<FulfilResult> => {
    const payment = await lockPaymentByReference(tx, charge.reference);
    if (!payment) return { outcome: 'unknown', payment: null };
    if (payment.status === 'success') return { outcome: 'already', payment };
    if (charge.status === 'pending') return { outcome: 'pending', payment };
    if (charge.status !== 'success') {
      await setPaymentStatus(tx, payment.id, charge.status);
      return { outcome: 'failed', payment: { ...payment, status: charge.status } };
    }
    if (charge.amountKobo !== payment.amount_kobo || charge.currency !== payment.currency) {
      await markAmountMismatch(tx, payment.id, `amount_mismatch: got ${charge.amountKobo} ${charge.currency}`, {
        ...(payment.provider_data ?? {}),
        verify: charge.raw,
      });
      ctx.log.warn(
        {
          payment: {
            reference: payment.reference,
            expected: payment.amount_kobo,
            got: charge.amountKobo,
            currency: charge.currency,
          },
        },
        'payment amount mismatch',
      );
      return { outcome: 'mismatch', payment };
    }
    await markPaymentSuccess(tx, payment.id, new Date(now), { ...(payment.provider_data ?? {}), verify: charge.raw });
    const userId = payment.user_id;
    if (!userId) return { outcome: 'credited', payment };
    if (payment.product_kind === 'bundle') {
      await creditTokens(tx, {
        userId,
        kind: 'purchase',
        amount: payment.tokens,
        idempotencyKey: `payment:${payment.reference}`,
        reason: `Purchase: ${findBundle(payment.product_id)?.label ?? payment.product_id}`,
        details: { reference: payment.reference },
        now,
      });
    } else if (payment.product_kind === 'plan') {
      await startSubscription(tx, payment, charge, now);
    } else {
      await advanceSubscription(tx, payment.subscription_id!, now);
    }
    if ((await successfulPaymentCount(tx, userId)) === 1) await qualifyReferral(tx, userId, payment.reference, now);
    return { outcome: 'credited', payment: { ...payment, status: 'success' } };
  });
  if (result.outcome === 'credited' && result.payment)
    await sendReceipt(ctx, result.payment).catch((e) =>
      ctx.log.warn({ err: { message: (e as Error).message } }, 'receipt failed'),
    );
  return result;
}

async function startSubscription(tx: Tx, payment: PaymentRow, charge: Charge, now: number): Promise<void> {
  const plan = findPlan(payment.product_id)!;
  const userId = payment.user_id!;
  await cancelLiveSubscriptions(tx, userId, new Date(now));
  const id = randomUUID();
  const end = addMonthsLagos(now, 1);
  await insertSubscription(tx, {
    id,
    userId,
    planId: plan.id,
    provider: payment.provider,
    start: new Date(now),
    end: new Date(end),
    authorizationCode: charge.authorizationCode,
    customerEmail: charge.customerEmail ?? (await accountEmail(tx, userId)),
  });
  await linkPaymentToSubscription(tx, payment.id, id);
  await renewSubscriptionTokens(tx, {
    userId,
    key: `sub:${id}:0`,
    monthlyTokens: plan.monthlyTokens,
    rolloverExpiresAt: end,
    now,
    reason: `${plan.name} tokens`,
  });
  if (plan.dailyTokens > 0) {
    await grantDailyTokens(tx, {
      userId,
      amount: plan.dailyTokens,
      day: dailyGrantDay(now),
      expiresAt: nextDailyGrantAt(now),
      now,
    });
  }
}

/** Moves a subscription into its next period and credits that period (rollover included). Idempotent per period. */
export async function advanceSubscription(tx: Tx, subscriptionId: string, now: number): Promise<void> {
  const sub = await lockSubscription(tx, subscriptionId);
  if (!sub) return;
  const plan = findPlan(sub.plan_id)!;
  const index = sub.period_index + 1;
  const anchor = new Date(sub.anchor_at).getTime();
  const start = addMonthsLagos(anchor, index);
  const end = addMonthsLagos(anchor, index + 1);
  await startSubscriptionPeriod(tx, sub.id, index, new Date(start), new Date(end));
  await renewSubscriptionTokens(tx, {
    userId: sub.user_id,
    key: `sub:${sub.id}:${index}`,
    monthlyTokens: plan.monthlyTokens,
    rolloverExpiresAt: end,
    now,
    reason: `${plan.name} tokens`,
  });
}

/**
 * Renews every subscription whose period has ended: cancelled-at-period-end ones expire; others are charged on the
 * saved authorization (Paystack charge_authorization; the test provider always succeeds) under a per-period
 * reference, so a second run of the job finds the payment already made and does nothing.
 */
export async function renewDueSubscriptions(
  ctx: AppContext,
  now = Date.now(),
): Promise<{ renewed: number; expired: number; failed: number }> {
  const due = await dueSubscriptions(ctx.database.db, new Date(now));
  let renewed = 0;
  let expired = 0;
  let failed = 0;
  for (const sub of due) {
    if (sub.cancel_at_period_end) {
      await expireSubscription(ctx.database.db, sub.id);
      expired += 1;
      continue;
    }
    const plan = findPlan(sub.plan_id)!;
    // Renewals are charged at today's price (an admin may have changed it), as a new checkout would be.
    const quote = await currentQuote(ctx.database.db, { kind: 'plan', id: plan.id });
    const reference = `nl_renew_${sub.id}_${sub.period_index + 1}`;
    await insertRenewalPayment(ctx.database.db, {
      userId: sub.user_id,
      reference,
      provider: sub.provider,
      productId: plan.id,
      tokens: plan.monthlyTokens,
      priceKobo: quote.priceKobo,
      feeKobo: quote.feeKobo,
      amountKobo: quote.totalKobo,
      subscriptionId: sub.id,
    });
    const payment = (await paymentByReference(ctx.database.db, reference))!;
    if (payment.status === 'success') continue;
    if (payment.status === 'failed' || payment.status === 'abandoned') {
      // The renewal charge was declined: the plan stays past due (no daily tokens, no new period) for a grace of
      // 3 days, then expires. The person can subscribe again from the wallet at any time.
      if (now - new Date(sub.current_period_end).getTime() > RENEWAL_GRACE_MS) {
        await expireSubscription(ctx.database.db, sub.id);
        expired += 1;
      }
      continue;
    }
    if (!sub.authorization_code || !sub.customer_email) {
      await markSubscriptionPastDue(ctx.database.db, sub.id);
      failed += 1;
      continue;
    }
    try {
      const charge = await gatewayFor(ctx).chargeAuthorization({
        authorizationCode: sub.authorization_code,
        email: sub.customer_email,
        amountKobo: quote.totalKobo,
        reference,
        metadata: { renewal: sub.id },
      });
      const r = await fulfil(ctx, charge, now);
      if (r.outcome === 'credited' || r.outcome === 'already') renewed += 1;
      else {
        failed += 1;
        await markSubscriptionPastDue(ctx.database.db, sub.id);
      }
    } catch (error) {
      failed += 1;
      ctx.log.warn({ err: { message: (error as Error).message }, subscription: sub.id }, 'renewal charge failed');
    }
  }
  return { renewed, expired, failed };
}

async function sendReceipt(ctx: AppContext, payment: PaymentRow): Promise<void> {
  if (!payment.user_id) return;
  const person = await receiptTarget(ctx.database.db, payment.user_id);
  if (!person?.wants) return;
  const what =
    payment.product_kind === 'bundle'
      ? `${payment.tokens} token${payment.tokens === 1 ? '' : 's'}`
      : `${findPlan(payment.product_id)?.name ?? payment.product_id} (${payment.tokens} tokens a month)`;
  await ctx.mailer.send(person.email, {
    subject: 'Your NairaLens receipt',
    heading: 'Payment received — thank you',
    paragraphs: [
      `You bought ${what}.`,
      `Price: ${formatNaira(payment.price_kobo)}. Processing fee: ${formatNaira(payment.fee_kobo)}. Total paid: ${formatNaira(payment.amount_kobo)}.`,
      `Reference: ${payment.reference}.`,
    ],
    action: { label: 'Open my wallet', url: `${ctx.config.appUrl}/app/wallet` },
    footnote: 'You receive receipts because payment receipts are switched on in Settings → Notifications.',
  });
  await markReceiptSent(ctx.database.db, payment.id);
}
