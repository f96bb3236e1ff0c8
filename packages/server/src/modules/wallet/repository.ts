import type { ActivitySubject } from '@nairalens/core/api/wallet-activity.ts';
import type { DbOrTx } from '../../db/client.ts';
import { sqlRows } from '../../db/sql.ts';
import type { PaymentRow } from './payments-repository.ts';

/** The wallet's SQL for its HTTP answers: activity, payments, receipts, subscriptions and the test checkout. */

const TX_TYPE_SQL = `CASE
  WHEN o.kind = 'spend' THEN (CASE WHEN coalesce(o.reason, l1.reason) IN ('credit_report', 'loan_contract_analysis') THEN coalesce(o.reason, l1.reason) ELSE 'statement' END)
  WHEN o.kind = 'refund' THEN 'refund'
  WHEN o.kind = 'renew' THEN 'purchase'
  WHEN o.kind IN ('credit', 'grant') THEN (CASE l1.type WHEN 'purchase' THEN 'purchase' WHEN 'referral_reward' THEN 'referral_reward' ELSE 'grant' END)
  WHEN o.kind = 'daily' THEN 'grant'
  ELSE o.kind END`;

export interface ActivityFilter {
  since: Date | null;
  types: string[] | null;
  before: { at: Date; id: string } | null;
  limit: number;
}

export interface ActivityRow {
  id: string;
  created_at: Date;
  delta: number;
  status: string;
  reason: string | null;
  analysis_id: string | null;
  tx_type: string;
  buckets: string[] | null;
  subject_kind: ActivitySubject['kind'] | null;
  subject_id: string | null;
  subject_file_name: string | null;
}

/**
 * One page of the person's wallet activity, newest first, keyset-paged on (created_at, id). Each spend and refund is
 * joined, after the page is cut, to what it paid for: the analysis (by its id; a clean export too), the loan contract
 * or the credit report (by the spend's idempotency key, which the document pipeline derives from the document's).
 */
export async function activityPage(db: DbOrTx, userId: string, f: ActivityFilter): Promise<ActivityRow[]> {
  const params: unknown[] = [userId];
  const where: string[] = ['t.user_id = $1'];
  if (f.since) {
    params.push(f.since);
    where.push(`t.created_at >= $${params.length}`);
  }
  if (f.types) {
    params.push(f.types);
    where.push(`t.tx_type = ANY($${params.length}::text[])`);
  }
  if (f.before) {
    params.push(f.before.at, f.before.id);
    where.push(`(t.created_at, t.id) < ($${params.length - 1}, $${params.length}::uuid)`);
  }
  params.push(f.limit);
  return sqlRows<ActivityRow>(
    db,
    `WITH t AS (
       SELECT o.id, o.user_id, o.created_at, o.status, o.kind, coalesce(o.reason, l1.reason) AS reason,
              coalesce(o.analysis_id, l1.analysis_id) AS analysis_id, ${TX_TYPE_SQL} AS tx_type,
              CASE WHEN o.kind = 'refund' THEN o.spend_key ELSE o.idempotency_key END AS subject_key,
              (SELECT coalesce(sum(l.delta), 0)::int FROM token_ledger l WHERE l.operation_id = o.id) AS delta,
              (SELECT array_agg(DISTINCT l.bucket) FROM token_ledger l WHERE l.operation_id = o.id) AS buckets
         FROM token_operations o
         LEFT JOIN LATERAL (SELECT type, reason, analysis_id FROM token_ledger l WHERE l.operation_id = o.id ORDER BY l.delta DESC, l.created_at LIMIT 1) l1 ON true
        WHERE o.user_id = $1),
     page AS (
       SELECT * FROM t WHERE ${where.join(' AND ')} AND (t.delta <> 0 OR t.tx_type NOT IN ('expire'))
        ORDER BY t.created_at DESC, t.id DESC LIMIT $${params.length})
     SELECT page.id, page.created_at, page.delta, page.status, page.reason, page.analysis_id, page.tx_type, page.buckets,
            s.kind AS subject_kind, s.id AS subject_id, s.file_name AS subject_file_name
       FROM page
       LEFT JOIN LATERAL (
         SELECT 'analysis' AS kind, a.upload_id::text AS id, u.file_name FROM analyses a JOIN uploads u ON u.id = a.upload_id
          WHERE page.kind IN ('spend', 'refund') AND a.id = page.analysis_id AND a.user_id = page.user_id
         UNION ALL
         SELECT 'loan_contract', lc.id::text, lc.file_name FROM loan_contracts lc
          WHERE page.kind IN ('spend', 'refund') AND page.reason = 'loan_contract_analysis' AND lc.user_id = page.user_id AND lc.idempotency_key = page.subject_key
         UNION ALL
         SELECT 'credit_report', cr.id::text, cr.file_name FROM credit_reports cr
          WHERE page.kind IN ('spend', 'refund') AND page.reason = 'credit_report' AND cr.user_id = page.user_id AND 'credit_report:' || cr.idempotency_key = page.subject_key
         LIMIT 1) s ON true
      ORDER BY page.created_at DESC, page.id DESC`,
    params,
  );
}

export async function findOwnPayment(db: DbOrTx, userId: string, reference: string): Promise<PaymentRow | null> {
  const [p] = await sqlRows<PaymentRow>(db, 'SELECT * FROM payments WHERE reference = $1 AND user_id = $2', [
    reference,
    userId,
  ]);
  return p ?? null;
}

/** The person's latest 50 successful payments (their receipts). */
export async function successfulPayments(db: DbOrTx, userId: string): Promise<PaymentRow[]> {
  return sqlRows<PaymentRow>(
    db,
    `SELECT * FROM payments WHERE user_id = $1 AND status = 'success' ORDER BY paid_at DESC LIMIT 50`,
    [userId],
  );
}

/** Cancels at the end of the paid period; null when the person has no active plan. */
export async function cancelOwnSubscription(
  db: DbOrTx,
  userId: string,
): Promise<{ id: string; current_period_end: Date } | null> {
  const [row] = await sqlRows<{ id: string; current_period_end: Date }>(
    db,
    `UPDATE subscriptions SET cancel_at_period_end = true, cancelled_at = now(), updated_at = now()
      WHERE user_id = $1 AND status IN ('active', 'past_due') RETURNING id, current_period_end`,
    [userId],
  );
  return row ?? null;
}

/** The partner says a subscription will not renew (disabled, or not renewing). */
export async function cancelByProviderCode(db: DbOrTx, subscriptionCode: string): Promise<void> {
  await sqlRows(
    db,
    `UPDATE subscriptions SET cancel_at_period_end = true, cancelled_at = now(), updated_at = now() WHERE provider_subscription_code = $1`,
    [subscriptionCode],
  );
}

export async function findTestPayment(db: DbOrTx, reference: string): Promise<PaymentRow | null> {
  const [p] = await sqlRows<PaymentRow>(db, `SELECT * FROM payments WHERE reference = $1 AND provider = 'test'`, [
    reference,
  ]);
  return p ?? null;
}

/** Records the outcome chosen on the test checkout page; false when the payment is unknown or already settled. */
export async function setTestOutcome(db: DbOrTx, reference: string, status: string): Promise<boolean> {
  const rows = await sqlRows(
    db,
    `UPDATE payments SET provider_data = coalesce(provider_data, '{}'::jsonb) || jsonb_build_object('testOutcome', $2::text)
      WHERE reference = $1 AND provider = 'test' AND status = 'pending' RETURNING id`,
    [reference, status],
  );
  return rows.length > 0;
}

/** Live subscriptions (for the daily tokens of their plans). */
export async function liveSubscriptions(db: DbOrTx, now: Date): Promise<{ user_id: string; plan_id: string }[]> {
  return sqlRows(db, `SELECT user_id, plan_id FROM subscriptions WHERE status = 'active' AND current_period_end > $1`, [
    now,
  ]);
}

/** People with a lot past its expiry that still holds tokens. */
export async function usersWithExpiredLots(db: DbOrTx, now: Date): Promise<{ user_id: string }[]> {
  return sqlRows(
    db,
    `SELECT DISTINCT c.user_id FROM token_ledger c
      WHERE c.id = c.lot_id AND c.expires_at IS NOT NULL AND c.expires_at <= $1 AND c.user_id IS NOT NULL
        AND (SELECT sum(d.delta) FROM token_ledger d WHERE d.lot_id = c.id) > 0`,
    [now],
  );
}

export async function hasProfile(db: DbOrTx, userId: string): Promise<boolean> {
  return (await sqlRows(db, 'SELECT user_id FROM profiles WHERE user_id = $1', [userId])).length > 0;
}
