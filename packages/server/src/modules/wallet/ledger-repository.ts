import type { Bucket } from '@nairalens/core/tokens/buckets.ts';
import type { Lot } from '@nairalens/core/tokens/ledger.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { sqlRows } from '../../db/sql.ts';

/**
 * The SQL of the token ledger; ledger-service.ts decides (with core's rules) and calls these inside its transaction.
 * A lot is the credit row whose `id = lot_id`; a lot's remaining tokens are the sum of its rows.
 */

export interface OpRow {
  id: string;
  idempotency_key: string;
  kind: string;
  created_at: Date;
  fingerprint: string | null;
  delta: number;
  spend_key: string | null;
  refunded_by: string | null;
}

export interface LotRow {
  id: string;
  bucket: Bucket;
  expires_at: Date | null;
  created_at: Date;
  granted: number;
  remaining: number;
}

/** Serialises every wallet change of one person: the profile row is the lock (the interim helpers took it too). */
export async function lockWallet(tx: DbOrTx, userId: string): Promise<void> {
  const rows = await sqlRows(tx, 'SELECT user_id FROM profiles WHERE user_id = $1 FOR UPDATE', [userId]);
  if (rows.length === 0) throw new AppError('NOT_FOUND', 'No token balance found');
}

export async function operationRow(tx: DbOrTx, userId: string, key: string): Promise<OpRow | null> {
  const [row] = await sqlRows<OpRow>(
    tx,
    `SELECT id, idempotency_key, kind, created_at, fingerprint, delta, spend_key, refunded_by
       FROM token_operations WHERE user_id = $1 AND idempotency_key = $2`,
    [userId, key],
  );
  return row ?? null;
}

/** What a spend (or revoke) took from each lot, in order. */
export async function operationAllocations(
  tx: DbOrTx,
  operationId: string,
): Promise<{ lot_id: string; bucket: Bucket; amount: number }[]> {
  return sqlRows(
    tx,
    `SELECT lot_id, bucket, (-delta)::int AS amount FROM token_ledger
      WHERE operation_id = $1 AND delta < 0 AND type IN ('spend', 'revoke') ORDER BY created_at, id`,
    [operationId],
  );
}

/** Interim-era refunds did not mark their spend; they used the key `${spendKey}:refund` or named the spend's rows. */
export async function legacyRefund(tx: DbOrTx, userId: string, spendKey: string): Promise<string | null> {
  const rows = await sqlRows<{ idempotency_key: string }>(
    tx,
    `SELECT idempotency_key FROM token_operations WHERE user_id = $1 AND kind = 'refund' AND spend_key IS NULL AND idempotency_key = $2`,
    [userId, `${spendKey}:refund`],
  );
  return rows[0]?.idempotency_key ?? null;
}

/** Lots that still hold tokens, plus the named ones (a refund's lots, even when empty). */
export async function lotRows(tx: DbOrTx, userId: string, alsoLotIds: string[]): Promise<LotRow[]> {
  return sqlRows<LotRow>(
    tx,
    `SELECT c.id, c.bucket, c.expires_at, c.created_at, c.delta AS granted, s.remaining
       FROM (SELECT lot_id, sum(delta)::int AS remaining FROM token_ledger WHERE user_id = $1 AND lot_id IS NOT NULL GROUP BY lot_id) s
       JOIN token_ledger c ON c.id = s.lot_id
      WHERE s.remaining > 0 OR c.id = ANY($2::uuid[])`,
    [userId, alsoLotIds],
  );
}

export async function ledgerSum(tx: DbOrTx, userId: string): Promise<number> {
  const [row] = await sqlRows<{ n: number }>(
    tx,
    'SELECT coalesce(sum(delta), 0)::int AS n FROM token_ledger WHERE user_id = $1',
    [userId],
  );
  return Number(row?.n ?? 0);
}

export async function insertOperation(
  tx: DbOrTx,
  o: {
    id: string;
    userId: string;
    key: string;
    kind: string;
    at: Date;
    fingerprint: string;
    delta: number;
    reason: string | null;
    analysisId: string | null;
    spendKey: string | null;
    actorId: string | null;
    details: Record<string, unknown> | null;
  },
): Promise<void> {
  await sqlRows(
    tx,
    `INSERT INTO token_operations (id, user_id, idempotency_key, kind, created_at, fingerprint, delta, reason, analysis_id, spend_key, actor_id, details)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [
      o.id,
      o.userId,
      o.key,
      o.kind,
      o.at,
      o.fingerprint,
      o.delta,
      o.reason,
      o.analysisId,
      o.spendKey,
      o.actorId,
      o.details ? JSON.stringify(o.details) : null,
    ],
  );
}

/** The operation that groups the expiry of lots found expired on the way. */
export async function insertExpiryOperation(
  tx: DbOrTx,
  o: { id: string; userId: string; at: Date; delta: number },
): Promise<void> {
  await sqlRows(
    tx,
    `INSERT INTO token_operations (id, user_id, idempotency_key, kind, created_at, fingerprint, delta, reason)
     VALUES ($1, $2, $3, 'expire', $4, '', $5, 'Tokens expired')`,
    [o.id, o.userId, `expire:${o.id}`, o.at, o.delta],
  );
}

/** One append-only ledger row. */
export async function insertLedgerRow(
  tx: DbOrTx,
  r: {
    id: string;
    userId: string;
    delta: number;
    bucket: string;
    type: string;
    reason: string | null;
    analysisId: string | null;
    lotId: string;
    expiresAt: Date | null;
    operationId: string | null;
    at: Date;
  },
): Promise<void> {
  await sqlRows(
    tx,
    `INSERT INTO token_ledger (id, user_id, delta, bucket, type, status, reason, analysis_id, lot_id, expires_at, operation_id, created_at)
     VALUES ($1, $2, $3, $4, $5, 'completed', $6, $7, $8, $9, $10, $11)`,
    [r.id, r.userId, r.delta, r.bucket, r.type, r.reason, r.analysisId, r.lotId, r.expiresAt, r.operationId, r.at],
  );
}

export async function markOperationRefunded(
  tx: DbOrTx,
  userId: string,
  spendKey: string,
  refundKey: string,
): Promise<void> {
  await sqlRows(
    tx,
    `UPDATE token_operations SET refunded_by = $3, status = 'refunded' WHERE user_id = $1 AND idempotency_key = $2`,
    [userId, spendKey, refundKey],
  );
}

/** profiles.tokens_balance: the ledger sum, rewritten in the same transaction. */
export async function setCachedBalance(tx: DbOrTx, userId: string, balance: number): Promise<void> {
  await sqlRows(tx, 'UPDATE profiles SET tokens_balance = $2, updated_at = now() WHERE user_id = $1', [
    userId,
    balance,
  ]);
}

/** The person's lots as core's ledger rules see them. */
export async function loadLots(tx: DbOrTx, userId: string, alsoLotIds: string[]): Promise<Lot[]> {
  const rows = await lotRows(tx, userId, alsoLotIds);
  return rows.map((r) => ({
    id: r.id,
    bucket: r.bucket,
    expiresAt: r.expires_at ? new Date(r.expires_at).getTime() : null,
    createdAt: new Date(r.created_at).getTime(),
    granted: Number(r.granted),
    remaining: Number(r.remaining),
  }));
}
