/**
 * The token ledger rules, as pure functions.
 *
 * Model. Every credit creates a *lot*: a number of tokens in one bucket with one expiry (or none). Every change is an
 * append-only ledger *entry* `{lotId, bucket, delta, kind}`; a lot's `remaining` is the sum of its entries' deltas
 * and the balance is the sum of all deltas. A spend takes whole tokens from live lots in the spending order (bucket
 * order, then soonest expiry, then oldest); a refund puts them back into the very lots they came from, which keep
 * their original expiry (tokens refunded into a lot that has meanwhile expired expire again at once). Expired lots
 * are never spendable; an expiry entry zeroes them.
 *
 * Every command carries an idempotency key: a command whose key was already applied is a *replay* and changes
 * nothing (a different command under a used key is a conflict and changes nothing either). A rejected command
 * (insufficient tokens) does not consume its key.
 *
 * `planCommand(view, command)` decides what to write; it never mutates. The in-memory `execute` applies a plan to a
 * `WalletState` (property tests, previews); the server applies the same plan to its tables inside one transaction,
 * after locking the person's lots, so both follow exactly these rules.
 */
import {
  BUCKET_EXPIRES,
  DAY_MS,
  REFERRAL_REWARD_DAYS,
  REFERRAL_TRIAL_DAYS,
  ROLLOVER_CAP,
  type Bucket,
} from './buckets.ts';
import type {
  Allocation,
  Command,
  CreditKind,
  EntryDraft,
  EntryKind,
  KeyedCommand,
  LedgerView,
  Lot,
  OperationRecord,
  Plan,
  PlanError,
  PlanOptions,
} from './ledger-types.ts';
import {
  allocate,
  compareLotsForSpending,
  isExpired,
  liveBalance,
  referralTrialUsable,
  spendableLots,
  sweepEntries,
} from './lots.ts';

// The ledger's public face: its types, the lot rules and the in-memory wallet live beside it.
export * from './ledger-types.ts';
export * from './lots.ts';
export { applyPlan, emptyWallet, execute, viewOf, type WalletState } from './wallet-state.ts';

// ---------------------------------------------------------------------------------------------------------------
// Planning

const CREDIT_BUCKET: Readonly<Record<CreditKind, Bucket>> = {
  grant: 'GRANT',
  admin_grant: 'GRANT',
  purchase: 'PURCHASED',
  referral_trial: 'REFERRAL_TRIAL',
  referral_reward: 'REFERRAL',
};

export function creditBucket(kind: CreditKind): Bucket {
  return CREDIT_BUCKET[kind];
}

function defaultExpiry(kind: CreditKind, now: number): number | null {
  if (kind === 'referral_trial') return now + REFERRAL_TRIAL_DAYS * DAY_MS;
  if (kind === 'referral_reward') return now + REFERRAL_REWARD_DAYS * DAY_MS;
  return null;
}

function positiveCount(n: number, what: string, allowZero = false): void {
  if (!Number.isSafeInteger(n) || n < 0 || (!allowZero && n === 0)) {
    throw new RangeError(
      `${what} must be a ${allowZero ? 'non-negative' : 'positive'} whole number of tokens, got ${n}`,
    );
  }
}

export function fingerprint(command: KeyedCommand): string {
  const { key: _key, now: _now, ...rest } = command;
  const sorted = Object.keys(rest)
    .sort()
    .map((k) => [k, (rest as Record<string, unknown>)[k] ?? null]);
  return JSON.stringify(sorted);
}

/** A working copy of the lots that tracks the entries a plan writes. */
class Workspace {
  readonly lots = new Map<string, Lot>();
  readonly newLots: Lot[] = [];
  readonly entries: EntryDraft[] = [];
  constructor(lots: readonly Lot[]) {
    for (const lot of lots) this.lots.set(lot.id, { ...lot });
  }
  write(entry: EntryDraft): void {
    const lot = this.lots.get(entry.lotId);
    if (!lot) throw new Error(`Ledger entry for unknown lot ${entry.lotId}`);
    lot.remaining += entry.delta;
    if (lot.remaining < 0) throw new Error(`Lot ${lot.id} would go negative`);
    this.entries.push(entry);
  }
  create(lot: Omit<Lot, 'remaining'>, opKey: string, kind: EntryKind): void {
    const created: Lot = { ...lot, remaining: 0 };
    this.lots.set(created.id, created);
    this.newLots.push({ ...created });
    this.write({ opKey, lotId: created.id, bucket: created.bucket, delta: lot.granted, kind });
  }
  sweep(now: number): void {
    for (const e of sweepEntries([...this.lots.values()], now)) this.write(e);
  }
  all(): Lot[] {
    return [...this.lots.values()];
  }
}

function lotIdFor(options: PlanOptions | undefined, opKey: string, role: string): string {
  return options?.lotId ? options.lotId(opKey, role) : `${opKey}:${role}`;
}

function result(
  ws: Workspace,
  now: number,
  status: Plan['status'],
  error: PlanError | null,
  operation: OperationRecord | null,
  extra: Partial<Pick<Plan, 'markRefunded' | 'available'>> & { useTrial?: boolean } = {},
): Plan {
  const lots = ws.all();
  const balanceAfter =
    extra.useTrial === false
      ? spendableLots(lots, now, false).reduce((s, l) => s + l.remaining, 0)
      : liveBalance(lots, now);
  return {
    status,
    error,
    newLots: ws.newLots,
    entries: ws.entries,
    operation,
    markRefunded: extra.markRefunded ?? null,
    balanceAfter,
    available: extra.available ?? null,
  };
}

/**
 * Decides what a command writes. Pure: reads the view, returns the plan. Expired lots are swept first (except for a
 * replay, which writes nothing at all).
 */
export function planCommand(view: LedgerView, command: Command, options?: PlanOptions): Plan {
  const now = command.now;
  const ws = new Workspace(view.lots);

  if (command.type === 'sweep') {
    ws.sweep(now);
    return result(ws, now, 'applied', null, null);
  }

  const print = fingerprint(command);
  const existing = view.operation(command.key);
  if (existing) {
    const same = existing.type === command.type && existing.fingerprint === print;
    return result(ws, now, same ? 'replayed' : 'rejected', same ? null : 'IDEMPOTENCY_CONFLICT', existing);
  }

  const op = (delta: number, allocations: Allocation[] = [], spendKey: string | null = null): OperationRecord => ({
    key: command.key,
    type: command.type,
    at: now,
    fingerprint: print,
    delta,
    allocations,
    refundedBy: null,
    spendKey,
  });

  switch (command.type) {
    case 'credit': {
      positiveCount(command.amount, 'A credit');
      const bucket = creditBucket(command.kind);
      const expiresAt = command.expiresAt === undefined ? defaultExpiry(command.kind, now) : command.expiresAt;
      if (BUCKET_EXPIRES[bucket] !== (expiresAt !== null)) {
        throw new RangeError(`${bucket} tokens ${BUCKET_EXPIRES[bucket] ? 'need' : 'cannot have'} an expiry`);
      }
      ws.sweep(now);
      ws.create(
        { id: lotIdFor(options, command.key, 'credit'), bucket, expiresAt, createdAt: now, granted: command.amount },
        command.key,
        command.kind,
      );
      return result(ws, now, 'applied', null, op(command.amount));
    }

    case 'daily': {
      positiveCount(command.amount, 'A daily grant');
      ws.sweep(now);
      let delta = command.amount;
      // Daily tokens do not roll over: whatever is left of earlier daily grants expires at the next grant.
      for (const lot of ws.all().filter((l) => l.bucket === 'DAILY' && l.remaining > 0)) {
        delta -= lot.remaining;
        ws.write({ opKey: command.key, lotId: lot.id, bucket: 'DAILY', delta: -lot.remaining, kind: 'expire' });
      }
      ws.create(
        {
          id: lotIdFor(options, command.key, 'daily'),
          bucket: 'DAILY',
          expiresAt: command.expiresAt,
          createdAt: now,
          granted: command.amount,
        },
        command.key,
        'daily',
      );
      return result(ws, now, 'applied', null, op(delta));
    }

    case 'renew': {
      positiveCount(command.monthlyTokens, 'Monthly tokens', true);
      const cap = command.rolloverCap ?? ROLLOVER_CAP;
      positiveCount(cap, 'The rollover cap', true);
      ws.sweep(now);
      let delta = 0;
      // Rolled-over tokens last one cycle: any still left expire at the renewal.
      for (const lot of ws.all().filter((l) => l.bucket === 'ROLLOVER' && l.remaining > 0)) {
        delta -= lot.remaining;
        ws.write({ opKey: command.key, lotId: lot.id, bucket: 'ROLLOVER', delta: -lot.remaining, kind: 'expire' });
      }
      // Unused subscription tokens roll over up to the cap; the excess expires.
      const subscription = ws
        .all()
        .filter((l) => l.bucket === 'SUBSCRIPTION' && l.remaining > 0)
        .sort(compareLotsForSpending);
      const unused = subscription.reduce((s, l) => s + l.remaining, 0);
      let toRoll = Math.min(unused, cap);
      const rolled = toRoll;
      for (const lot of subscription) {
        const moved = Math.min(toRoll, lot.remaining);
        const expired = lot.remaining - moved;
        toRoll -= moved;
        if (moved > 0) {
          ws.write({ opKey: command.key, lotId: lot.id, bucket: lot.bucket, delta: -moved, kind: 'rollover_out' });
        }
        if (expired > 0) {
          delta -= expired;
          ws.write({ opKey: command.key, lotId: lot.id, bucket: lot.bucket, delta: -expired, kind: 'expire' });
        }
      }
      if (rolled > 0) {
        ws.create(
          {
            id: lotIdFor(options, command.key, 'rollover'),
            bucket: 'ROLLOVER',
            expiresAt: command.rolloverExpiresAt,
            createdAt: now,
            granted: rolled,
          },
          command.key,
          'rollover',
        );
      }
      if (command.monthlyTokens > 0) {
        ws.create(
          {
            id: lotIdFor(options, command.key, 'subscription'),
            bucket: 'SUBSCRIPTION',
            expiresAt: null,
            createdAt: now,
            granted: command.monthlyTokens,
          },
          command.key,
          'subscription',
        );
        delta += command.monthlyTokens;
      }
      return result(ws, now, 'applied', null, op(delta));
    }

    case 'spend':
    case 'revoke': {
      positiveCount(command.amount, command.type === 'spend' ? 'A spend' : 'A revocation');
      ws.sweep(now);
      const useTrial = command.type === 'spend' ? referralTrialUsable(command.amount, command.fileCost) : true;
      const allocations = allocate(ws.all(), command.amount, now, useTrial);
      if (!allocations) {
        const available = spendableLots(ws.all(), now, useTrial).reduce((s, l) => s + l.remaining, 0);
        return result(ws, now, 'rejected', 'INSUFFICIENT_TOKENS', null, { available, useTrial });
      }
      for (const a of allocations) {
        ws.write({ opKey: command.key, lotId: a.lotId, bucket: a.bucket, delta: -a.amount, kind: command.type });
      }
      return result(ws, now, 'applied', null, op(-command.amount, allocations), { useTrial });
    }

    case 'refund': {
      const spend = view.operation(command.spendKey);
      if (!spend || spend.type !== 'spend') return result(ws, now, 'rejected', 'NOT_FOUND', null);
      if (spend.refundedBy !== null) return result(ws, now, 'rejected', 'ALREADY_REFUNDED', null);
      ws.sweep(now);
      let delta = 0;
      for (const a of spend.allocations) {
        const lot = ws.lots.get(a.lotId);
        if (!lot) throw new Error(`Refund of ${command.spendKey}: lot ${a.lotId} missing from the view`);
        ws.write({ opKey: command.key, lotId: a.lotId, bucket: a.bucket, delta: a.amount, kind: 'refund' });
        delta += a.amount;
        if (isExpired(lot, now)) {
          // The lot keeps its original expiry: tokens returned to an expired lot expire again at once.
          ws.write({ opKey: command.key, lotId: a.lotId, bucket: a.bucket, delta: -a.amount, kind: 'expire' });
          delta -= a.amount;
        }
      }
      return result(ws, now, 'applied', null, op(delta, [], command.spendKey), { markRefunded: command.spendKey });
    }
  }
}
