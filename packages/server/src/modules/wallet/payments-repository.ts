import { randomUUID } from 'node:crypto';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { sqlRows } from '../../db/sql.ts';

/** The SQL of payments and subscriptions (checkout, fulfilment, renewals, receipts). */

export interface PaymentRow {
  id: string;
  user_id: string | null;
  reference: string;
  provider: 'paystack' | 'test';
  product_kind: 'bundle' | 'plan' | 'renewal';
  product_id: string;
  tokens: number;
  price_kobo: number;
  fee_kobo: number;
  amount_kobo: number;
  currency: string;
  status: 'pending' | 'success' | 'failed' | 'abandoned';
  failure_reason: string | null;
  subscription_id: string | null;
  authorization_url: string | null;
  provider_data: any;
  paid_at: Date | null;
  created_at: Date;
}

export interface SubscriptionRow {
  id: string;
  user_id: string;
  plan_id: 'pro_lite' | 'pro_plus' | 'business';
  status: 'active' | 'cancelled' | 'expired' | 'past_due';
  provider: 'paystack' | 'test';
  anchor_at: Date;
  period_index: number;
  current_period_start: Date;
  current_period_end: Date;
  cancel_at_period_end: boolean;
  authorization_code: string | null;
  customer_email: string | null;
}

export async function paymentByReference(db: DbOrTx, reference: string): Promise<PaymentRow | null> {
  const [p] = await sqlRows<PaymentRow>(db, 'SELECT * FROM payments WHERE reference = $1', [reference]);
  return p ?? null;
}

/** Locks the payment row so a replayed webhook and a verify never apply the same payment twice. */
export async function lockPaymentByReference(tx: Tx, reference: string): Promise<PaymentRow | null> {
  const [p] = await sqlRows<PaymentRow>(tx, 'SELECT * FROM payments WHERE reference = $1 FOR UPDATE', [reference]);
  return p ?? null;
}

export interface NewPayment {
  id: string;
  userId: string;
  reference: string;
  provider: string;
  productKind: string;
  productId: string;
  tokens: number;
  priceKobo: number;
  feeKobo: number;
  amountKobo: number;
}

export async function insertPayment(db: DbOrTx, p: NewPayment): Promise<void> {
  await sqlRows(
    db,
    `INSERT INTO payments (id, user_id, reference, provider, product_kind, product_id, tokens, price_kobo, fee_kobo, amount_kobo)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [
      p.id,
      p.userId,
      p.reference,
      p.provider,
      p.productKind,
      p.productId,
      p.tokens,
      p.priceKobo,
      p.feeKobo,
      p.amountKobo,
    ],
  );
}

/** A renewal's payment under its per-period reference; a second run of the job inserts nothing. */
export async function insertRenewalPayment(
  db: DbOrTx,
  p: Omit<NewPayment, 'id' | 'productKind'> & { subscriptionId: string },
): Promise<void> {
  await sqlRows(
    db,
    `INSERT INTO payments (id, user_id, reference, provider, product_kind, product_id, tokens, price_kobo, fee_kobo, amount_kobo, subscription_id)
     VALUES ($1, $2, $3, $4, 'renewal', $5, $6, $7, $8, $9, $10) ON CONFLICT (reference) DO NOTHING`,
    [
      randomUUID(),
      p.userId,
      p.reference,
      p.provider,
      p.productId,
      p.tokens,
      p.priceKobo,
      p.feeKobo,
      p.amountKobo,
      p.subscriptionId,
    ],
  );
}

export async function markInitializeFailed(db: DbOrTx, id: string): Promise<void> {
  await sqlRows(
    db,
    `UPDATE payments SET status = 'failed', failure_reason = 'initialize_failed', updated_at = now() WHERE id = $1`,
    [id],
  );
}

export async function setAuthorizationUrl(db: DbOrTx, id: string, url: string): Promise<void> {
  await sqlRows(db, 'UPDATE payments SET authorization_url = $2 WHERE id = $1', [id, url]);
}

export async function setPaymentStatus(db: DbOrTx, id: string, status: string): Promise<void> {
  await sqlRows(db, `UPDATE payments SET status = $2, updated_at = now() WHERE id = $1`, [id, status]);
}

export async function markAmountMismatch(db: DbOrTx, id: string, reason: string, providerData: unknown): Promise<void> {
  await sqlRows(
    db,
    `UPDATE payments SET status = 'failed', failure_reason = $2, provider_data = $3, updated_at = now() WHERE id = $1`,
    [id, reason, JSON.stringify(providerData)],
  );
}

export async function markPaymentSuccess(db: DbOrTx, id: string, paidAt: Date, providerData: unknown): Promise<void> {
  await sqlRows(
    db,
    `UPDATE payments SET status = 'success', paid_at = $2, provider_data = $3, updated_at = now() WHERE id = $1`,
    [id, paidAt, JSON.stringify(providerData)],
  );
}

export async function successfulPaymentCount(db: DbOrTx, userId: string): Promise<number> {
  const [{ n }] = await sqlRows<{ n: number }>(
    db,
    `SELECT count(*)::int AS n FROM payments WHERE user_id = $1 AND status = 'success'`,
    [userId],
  );
  return Number(n);
}

export async function linkPaymentToSubscription(db: DbOrTx, paymentId: string, subscriptionId: string): Promise<void> {
  await sqlRows(db, 'UPDATE payments SET subscription_id = $2 WHERE id = $1', [paymentId, subscriptionId]);
}

/** Who gets the receipt, and whether they want receipts (Settings → Notifications). */
export async function receiptTarget(db: DbOrTx, userId: string): Promise<{ email: string; wants: boolean } | null> {
  const [person] = await sqlRows<{ email: string; wants: boolean }>(
    db,
    `SELECT u.email, p.email_payment_receipts AS wants FROM "user" u JOIN profiles p ON p.user_id = u.id WHERE u.id = $1`,
    [userId],
  );
  return person ?? null;
}

export async function markReceiptSent(db: DbOrTx, paymentId: string): Promise<void> {
  await sqlRows(db, 'UPDATE payments SET receipt_sent_at = now() WHERE id = $1', [paymentId]);
}

/** A new plan replaces a live one (upgrade or change): the old one stops renewing now. */
export async function cancelLiveSubscriptions(db: DbOrTx, userId: string, at: Date): Promise<void> {
  await sqlRows(
    db,
    `UPDATE subscriptions SET status = 'cancelled', cancelled_at = $2, updated_at = now() WHERE user_id = $1 AND status IN ('active', 'past_due')`,
    [userId, at],
  );
}

export async function accountEmail(db: DbOrTx, userId: string): Promise<string | null> {
  const [owner] = await sqlRows<{ email: string }>(db, 'SELECT email FROM "user" WHERE id = $1', [userId]);
  return owner?.email ?? null;
}

export interface NewSubscription {
  id: string;
  userId: string;
  planId: string;
  provider: string;
  start: Date;
  end: Date;
  authorizationCode: string | null;
  customerEmail: string | null;
}

export async function insertSubscription(db: DbOrTx, s: NewSubscription): Promise<void> {
  await sqlRows(
    db,
    `INSERT INTO subscriptions (id, user_id, plan_id, status, provider, anchor_at, period_index, current_period_start, current_period_end, authorization_code, customer_email)
     VALUES ($1, $2, $3, 'active', $4, $5, 0, $5, $6, $7, $8)`,
    [s.id, s.userId, s.planId, s.provider, s.start, s.end, s.authorizationCode, s.customerEmail],
  );
}

export async function lockSubscription(tx: Tx, id: string): Promise<SubscriptionRow | null> {
  const [sub] = await sqlRows<SubscriptionRow>(tx, 'SELECT * FROM subscriptions WHERE id = $1 FOR UPDATE', [id]);
  return sub ?? null;
}

export async function startSubscriptionPeriod(
  db: DbOrTx,
  id: string,
  index: number,
  start: Date,
  end: Date,
): Promise<void> {
  await sqlRows(
    db,
    `UPDATE subscriptions SET status = 'active', period_index = $2, current_period_start = $3, current_period_end = $4, updated_at = now() WHERE id = $1`,
    [id, index, start, end],
  );
}

/** Subscriptions whose period has ended, oldest first, 500 a run. */
export async function dueSubscriptions(db: DbOrTx, now: Date): Promise<SubscriptionRow[]> {
  return sqlRows<SubscriptionRow>(
    db,
    `SELECT * FROM subscriptions WHERE status IN ('active', 'past_due') AND current_period_end <= $1 ORDER BY current_period_end LIMIT 500`,
    [now],
  );
}

export async function expireSubscription(db: DbOrTx, id: string): Promise<void> {
  await sqlRows(
    db,
    `UPDATE subscriptions SET status = 'expired', updated_at = now() WHERE id = $1 AND status IN ('active', 'past_due')`,
    [id],
  );
}

export async function markSubscriptionPastDue(db: DbOrTx, id: string): Promise<void> {
  await sqlRows(db, `UPDATE subscriptions SET status = 'past_due', updated_at = now() WHERE id = $1`, [id]);
}

export async function currentSubscription(db: DbOrTx, userId: string): Promise<SubscriptionRow | null> {
  const [sub] = await sqlRows<SubscriptionRow>(
    db,
    `SELECT * FROM subscriptions WHERE user_id = $1 AND status IN ('active', 'past_due') ORDER BY created_at DESC LIMIT 1`,
    [userId],
  );
  return sub ?? null;
}
