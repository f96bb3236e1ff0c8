import { plural } from '@nairalens/core/text/plural.ts';
import { randomUUID } from 'node:crypto';
import {
  fingerprint,
  planCommand,
  type Allocation,
  type Command,
  type CreditKind,
  type KeyedCommand,
  type LedgerView,
  type Lot,
  type OperationRecord,
  type Plan,
  type SpendReason,
} from '@nairalens/core/tokens/ledger.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import {
  insertExpiryOperation,
  insertLedgerRow,
  insertOperation,
  ledgerSum,
  legacyRefund,
  lockWallet,
  loadLots,
  markOperationRefunded,
  operationAllocations,
  operationRow,
  setCachedBalance,
} from './ledger-repository.ts';

/**
 * The wallet ledger on the database. The rules are core's (`@nairalens/core/tokens/ledger.ts`): this file loads the
 * person's lots under a row lock, asks core for the plan, and writes it — operation row, append-only ledger rows, the
 * cached balance — inside the caller's transaction. Every call must run in a transaction (`db.transaction(tx => …)`).
 *
 * Storage (foundation tables, extended by migration 0100): a lot is the credit row whose `id = lot_id`; every later
 * row of the lot carries the same `lot_id`, `bucket` and `expires_at`; a lot's remaining tokens are the sum of its
 * rows. `token_operations` holds one row per idempotency key (unique per user). `profiles.tokens_balance` is the
 * ledger sum, rewritten in the same transaction.
 */

export interface LedgerMeta {
  reason?: string | null;
  analysisId?: string | null;
  actorId?: string | null;
  details?: Record<string, unknown> | null;
}

export interface LedgerResult {
  plan: Plan;
  /** The ledger balance after the command (the cached profile balance). */
  balance: number;
}

const OP_KIND_TO_TYPE: Record<string, KeyedCommand['type']> = {
  credit: 'credit',
  grant: 'credit',
  daily: 'daily',
  renew: 'renew',
  spend: 'spend',
  refund: 'refund',
  revoke: 'revoke',
};

async function loadOperation(
  tx: DbOrTx,
  userId: string,
  key: string,
  command: KeyedCommand | null,
): Promise<OperationRecord | undefined> {
  const row = await operationRow(tx, userId, key);
  if (!row) return undefined;
  const allocations = await operationAllocations(tx, row.id);
  const type = OP_KIND_TO_TYPE[row.kind] ?? (row.kind as KeyedCommand['type']);
  return {
    key: row.idempotency_key,
    type,
    at: new Date(row.created_at).getTime(),
    // Rows written before fingerprints existed (the interim helpers) match a command of the same type.
    fingerprint: row.fingerprint ?? (command && command.type === type ? fingerprint(command) : ''),
    delta: Number(row.delta),
    allocations: allocations.map((a): Allocation => ({ lotId: a.lot_id, bucket: a.bucket, amount: Number(a.amount) })),
    refundedBy: row.refunded_by ?? (row.kind === 'spend' ? await legacyRefund(tx, userId, key) : null),
    spendKey: row.spend_key,
  };
}

/**
 * Runs one ledger command for one person inside `tx`: lock, plan (core rules), write. Replays and rejections write
 * nothing except the expiry of lots found expired on the way (a rejected spend still records those).
 */
export async function runLedgerCommand(
  tx: Tx,
  userId: string,
  command: Command,
  meta: LedgerMeta = {},
): Promise<LedgerResult> {
  await lockWallet(tx, userId);
  const operations = new Map<string, OperationRecord>();
  let refundLots: string[] = [];
  if (command.type !== 'sweep') {
    const op = await loadOperation(tx, userId, command.key, command);
    if (op) operations.set(command.key, op);
    if (command.type === 'refund' && !op) {
      const spend = await loadOperation(tx, userId, command.spendKey, null);
      if (spend) {
        operations.set(command.spendKey, spend);
        refundLots = spend.allocations.map((a) => a.lotId);
      }
    }
  }
  const lots = await loadLots(tx, userId, refundLots);
  const view: LedgerView = { lots, operation: (key) => operations.get(key) };
  const plan = planCommand(view, command, { lotId: () => randomUUID() });

  if (
    plan.status === 'replayed' ||
    (plan.entries.length + plan.newLots.length === 0 && !(plan.status === 'applied' && plan.operation))
  ) {
    return { plan, balance: await ledgerSum(tx, userId) };
  }

  const at = new Date(command.now);
  const lotsById = new Map<string, Lot>([...lots, ...plan.newLots].map((l) => [l.id, l]));
  const newLotIds = new Set(plan.newLots.map((l) => l.id));

  let opId: string | null = null;
  if (plan.status === 'applied' && plan.operation && command.type !== 'sweep') {
    opId = randomUUID();
    const op = plan.operation;
    await insertOperation(tx, {
      id: opId,
      userId,
      key: op.key,
      kind: op.type,
      at,
      fingerprint: op.fingerprint,
      delta: op.delta,
      reason: meta.reason ?? null,
      analysisId: meta.analysisId ?? null,
      spendKey: op.spendKey,
      actorId: meta.actorId ?? null,
      details: meta.details ?? null,
    });
  }
  let sweepOpId: string | null = null;
  if (plan.entries.some((e) => e.opKey === null)) {
    sweepOpId = randomUUID();
    const expired = plan.entries.filter((e) => e.opKey === null).reduce((s, e) => s + e.delta, 0);
    await insertExpiryOperation(tx, { id: sweepOpId, userId, at, delta: expired });
  }

  const creditRowWritten = new Set<string>();
  for (const entry of plan.entries) {
    const lot = lotsById.get(entry.lotId)!;
    // The row that creates a lot has the lot's id, so "credit rows" are exactly `id = lot_id`.
    const id = newLotIds.has(entry.lotId) && !creditRowWritten.has(entry.lotId) ? entry.lotId : randomUUID();
    creditRowWritten.add(entry.lotId);
    await insertLedgerRow(tx, {
      id,
      userId,
      delta: entry.delta,
      bucket: entry.bucket,
      type: entry.kind,
      reason: entry.opKey === null ? 'Tokens expired' : (meta.reason ?? null),
      analysisId: entry.opKey === null ? null : (meta.analysisId ?? null),
      lotId: entry.lotId,
      expiresAt: lot.expiresAt === null ? null : new Date(lot.expiresAt),
      operationId: entry.opKey === null ? sweepOpId : opId,
      at,
    });
  }
  if (plan.markRefunded && plan.operation) {
    await markOperationRefunded(tx, userId, plan.markRefunded, plan.operation.key);
  }
  const balance = await ledgerSum(tx, userId);
  await setCachedBalance(tx, userId, balance);
  return { plan, balance };
}

// -----------------------------------------------------------------------------------------------------------------
// The calls other areas use.

export function insufficient(cost: number, balance: number): AppError {
  return new AppError(
    'INSUFFICIENT_TOKENS',
    `Insufficient tokens. You need ${plural(cost, 'token')} but only have ${balance}.`,
    {
      details: { cost, balance },
    },
  );
}

export interface SpendInput {
  userId: string;
  amount: number;
  idempotencyKey: string;
  reason: SpendReason;
  analysisId: string | null;
  /** The cost of the file paid for (referral trial tokens only pay for 1-token files); defaults to `amount`. */
  fileCost?: number;
  now?: number;
}

/**
 * Spends tokens inside the caller's transaction, in the spending order, never below zero. Throws INSUFFICIENT_TOKENS
 * (with the spec's sentence) when the live balance cannot pay. The same idempotency key again is a replay: nothing
 * changes and `replayed` is true.
 */
export async function spendTokens(
  tx: Tx,
  input: SpendInput,
): Promise<{ replayed: boolean; balance: number; allocations: Allocation[] }> {
  const now = input.now ?? Date.now();
  const { plan, balance } = await runLedgerCommand(
    tx,
    input.userId,
    {
      type: 'spend',
      key: input.idempotencyKey,
      now,
      amount: input.amount,
      fileCost: input.fileCost ?? input.amount,
      reason: input.reason,
      analysisId: input.analysisId ?? null,
    },
    { reason: input.reason, analysisId: input.analysisId },
  );
  if (plan.error === 'INSUFFICIENT_TOKENS') throw insufficient(input.amount, balance);
  if (plan.error === 'IDEMPOTENCY_CONFLICT')
    throw new AppError('CONFLICT', 'This request was already used for a different spend.');
  return { replayed: plan.status === 'replayed', balance, allocations: plan.operation?.allocations ?? [] };
}

export interface RefundInput {
  userId: string;
  /** The idempotency key of the spend to give back. */
  spendKey: string;
  idempotencyKey: string;
  reason?: string;
  analysisId?: string | null;
  now?: number;
}

/**
 * Gives back everything a spend drew, to the very lots it came from (they keep their expiry). Idempotent: a replay,
 * an unknown spend or an already refunded spend gives back nothing.
 */
export async function refundSpend(
  tx: Tx,
  input: RefundInput,
): Promise<{ refunded: number; replayed: boolean; balance: number }> {
  const { plan, balance } = await runLedgerCommand(
    tx,
    input.userId,
    { type: 'refund', key: input.idempotencyKey, now: input.now ?? Date.now(), spendKey: input.spendKey },
    { reason: input.reason ?? 'refund', analysisId: input.analysisId ?? null },
  );
  const refunded =
    plan.status === 'applied' ? plan.entries.filter((e) => e.kind === 'refund').reduce((s, e) => s + e.delta, 0) : 0;
  return { refunded, replayed: plan.status === 'replayed', balance };
}

export interface CreditInput {
  userId: string;
  kind: CreditKind;
  amount: number;
  idempotencyKey: string;
  reason: string;
  expiresAt?: number | null;
  actorId?: string | null;
  details?: Record<string, unknown>;
  now?: number;
}

export async function creditTokens(tx: Tx, input: CreditInput): Promise<{ replayed: boolean; balance: number }> {
  const { plan, balance } = await runLedgerCommand(
    tx,
    input.userId,
    {
      type: 'credit',
      key: input.idempotencyKey,
      now: input.now ?? Date.now(),
      kind: input.kind,
      amount: input.amount,
      ...(input.expiresAt !== undefined ? { expiresAt: input.expiresAt } : {}),
    },
    { reason: input.reason, actorId: input.actorId, details: input.details },
  );
  if (plan.error === 'IDEMPOTENCY_CONFLICT')
    throw new AppError('CONFLICT', 'This request was already used for a different credit.');
  return { replayed: plan.status === 'replayed', balance };
}

export async function revokeTokens(
  tx: Tx,
  input: {
    userId: string;
    amount: number;
    idempotencyKey: string;
    reason: string;
    actorId?: string | null;
    now?: number;
  },
): Promise<{ replayed: boolean; balance: number }> {
  const { plan, balance } = await runLedgerCommand(
    tx,
    input.userId,
    {
      type: 'revoke',
      key: input.idempotencyKey,
      now: input.now ?? Date.now(),
      amount: input.amount,
      reason: input.reason,
    },
    { reason: input.reason, actorId: input.actorId },
  );
  if (plan.error === 'INSUFFICIENT_TOKENS') {
    throw new AppError('INSUFFICIENT_TOKENS', `Only ${balance} tokens can be revoked.`, { details: { balance } });
  }
  if (plan.error === 'IDEMPOTENCY_CONFLICT') throw new AppError('CONFLICT', 'This request was already used.');
  return { replayed: plan.status === 'replayed', balance };
}

export async function grantDailyTokens(
  tx: Tx,
  input: { userId: string; amount: number; day: string; expiresAt: number; now?: number },
): Promise<{ replayed: boolean; balance: number }> {
  const { plan, balance } = await runLedgerCommand(
    tx,
    input.userId,
    {
      type: 'daily',
      key: `daily:${input.day}`,
      now: input.now ?? Date.now(),
      amount: input.amount,
      expiresAt: input.expiresAt,
    },
    { reason: 'Daily tokens' },
  );
  return { replayed: plan.status === 'replayed', balance };
}

export async function renewSubscriptionTokens(
  tx: Tx,
  input: {
    userId: string;
    key: string;
    monthlyTokens: number;
    rolloverExpiresAt: number;
    now?: number;
    reason?: string;
  },
): Promise<{ replayed: boolean; balance: number }> {
  const { plan, balance } = await runLedgerCommand(
    tx,
    input.userId,
    {
      type: 'renew',
      key: input.key,
      now: input.now ?? Date.now(),
      monthlyTokens: input.monthlyTokens,
      rolloverExpiresAt: input.rolloverExpiresAt,
    },
    { reason: input.reason ?? 'Subscription tokens' },
  );
  return { replayed: plan.status === 'replayed', balance };
}

/** Expires whatever has expired for one person (idempotent). */
export async function sweepExpired(
  tx: Tx,
  userId: string,
  now = Date.now(),
): Promise<{ expired: number; balance: number }> {
  const { plan, balance } = await runLedgerCommand(tx, userId, { type: 'sweep', now });
  return { expired: -plan.entries.reduce((s, e) => s + e.delta, 0), balance };
}

// -----------------------------------------------------------------------------------------------------------------

export { liveBalance, walletBalance, type WalletBalance } from './wallet-balance.ts';
