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
  REFERRAL_TRIAL_MAX_FILE_COST,
  ROLLOVER_CAP,
  SPENDING_ORDER,
  bucketRank,
  type Bucket,
} from './buckets.ts';

export interface Lot {
  id: string;
  bucket: Bucket;
  /** Epoch ms at which the lot's tokens stop being spendable; null: never. */
  expiresAt: number | null;
  createdAt: number;
  /** Tokens the lot was created with. */
  granted: number;
  /** Tokens left: the sum of the lot's ledger entries. */
  remaining: number;
}

export type CreditKind = 'grant' | 'admin_grant' | 'purchase' | 'referral_trial' | 'referral_reward';
export type EntryKind =
  CreditKind | 'subscription' | 'daily' | 'rollover' | 'spend' | 'refund' | 'expire' | 'rollover_out' | 'revoke';

/** What a spend pays for (docs/product-rules.md, transaction reasons). */
export const SPEND_REASONS = ['statement', 'credit_report', 'loan_contract_analysis', 'clean_export'] as const;
export type SpendReason = (typeof SPEND_REASONS)[number];

export interface EntryDraft {
  /** The operation that wrote the entry; null for expiry sweeps. */
  opKey: string | null;
  lotId: string;
  bucket: Bucket;
  delta: number;
  kind: EntryKind;
}

export interface LedgerEntry extends EntryDraft {
  seq: number;
  at: number;
}

export interface Allocation {
  lotId: string;
  bucket: Bucket;
  amount: number;
}

interface CommandBase {
  /** Idempotency key, unique per wallet. */
  key: string;
  now: number;
}
export interface CreditCommand extends CommandBase {
  type: 'credit';
  kind: CreditKind;
  amount: number;
  /** Defaults: referral trial now + 7 days, referral reward now + 30 days, others never. */
  expiresAt?: number | null;
  reason?: string;
}
export interface DailyCommand extends CommandBase {
  type: 'daily';
  amount: number;
  /** The next daily grant. Earlier daily tokens expire now. */
  expiresAt: number;
}
export interface RenewCommand extends CommandBase {
  type: 'renew';
  monthlyTokens: number;
  /** When the tokens rolled over from this renewal expire: the end of the new period. */
  rolloverExpiresAt: number;
  rolloverCap?: number;
}
export interface SpendCommand extends CommandBase {
  type: 'spend';
  amount: number;
  /** Cost of the file paid for; REFERRAL_TRIAL tokens only pay for files that cost 1 token. */
  fileCost?: number;
  reason: SpendReason;
  analysisId?: string | null;
}
export interface RefundCommand extends CommandBase {
  type: 'refund';
  spendKey: string;
  reason?: string;
}
export interface RevokeCommand extends CommandBase {
  type: 'revoke';
  amount: number;
  reason: string;
}
export type KeyedCommand = CreditCommand | DailyCommand | RenewCommand | SpendCommand | RefundCommand | RevokeCommand;
export interface SweepCommand {
  type: 'sweep';
  now: number;
}
export type Command = KeyedCommand | SweepCommand;

export interface OperationRecord {
  key: string;
  type: KeyedCommand['type'];
  at: number;
  /** Canonical description of the command, to tell a replay from a conflicting reuse of the key. */
  fingerprint: string;
  /** Net change of the balance by the operation itself (not counting expiry of other lots). */
  delta: number;
  /** Lots debited by a spend or revoke. */
  allocations: Allocation[];
  /** For a spend: the key of the refund that returned it. */
  refundedBy: string | null;
  /** For a refund: the spend it returned. */
  spendKey: string | null;
}

export type PlanError = 'INSUFFICIENT_TOKENS' | 'IDEMPOTENCY_CONFLICT' | 'NOT_FOUND' | 'ALREADY_REFUNDED';

export interface Plan {
  status: 'applied' | 'replayed' | 'rejected';
  error: PlanError | null;
  /** Lots to create, with remaining 0: their credit entries bring them up. */
  newLots: Lot[];
  /** Entries to append, in order. */
  entries: EntryDraft[];
  /** The operation to record (applied), or the recorded one (replayed). */
  operation: OperationRecord | null;
  /** For an applied refund: the spend now marked as refunded by `operation.key`. */
  markRefunded: string | null;
  /** Tokens spendable at `now` after the plan is applied (for a spend: by this kind of spend). */
  balanceAfter: number;
  /** For a rejected spend or revoke: how many tokens were available to it. */
  available: number | null;
}

export interface LedgerView {
  /** The wallet's lots: at least every lot with tokens left and every lot a refunded spend took from. */
  lots: readonly Lot[];
  operation(key: string): OperationRecord | undefined;
}

export interface PlanOptions {
  /** Id for a lot created by operation `opKey` in role `role` (default `${opKey}:${role}`). */
  lotId?: (opKey: string, role: string) => string;
}

// ---------------------------------------------------------------------------------------------------------------
// Lots

export function isExpired(lot: Pick<Lot, 'expiresAt'>, now: number): boolean {
  return lot.expiresAt !== null && lot.expiresAt <= now;
}

export function isLive(lot: Lot, now: number): boolean {
  return lot.remaining > 0 && !isExpired(lot, now);
}

/** Spending order: bucket order, then soonest expiry (never-expiring last), then oldest, then id. */
export function compareLotsForSpending(a: Lot, b: Lot): number {
  return (
    bucketRank(a.bucket) - bucketRank(b.bucket) ||
    (a.expiresAt ?? Infinity) - (b.expiresAt ?? Infinity) ||
    a.createdAt - b.createdAt ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

/** Whether referral-trial tokens may pay for this spend: only a file that costs 1 token. */
export function referralTrialUsable(amount: number, fileCost?: number): boolean {
  return (fileCost ?? amount) <= REFERRAL_TRIAL_MAX_FILE_COST && amount <= REFERRAL_TRIAL_MAX_FILE_COST;
}

/** Live lots a spend may draw from, in spending order. */
export function spendableLots(lots: readonly Lot[], now: number, useTrial: boolean): Lot[] {
  return lots.filter((l) => isLive(l, now) && (useTrial || l.bucket !== 'REFERRAL_TRIAL')).sort(compareLotsForSpending);
}

/** Greedy allocation in spending order; null when the lots hold fewer than `amount` tokens. */
export function allocate(lots: readonly Lot[], amount: number, now: number, useTrial: boolean): Allocation[] | null {
  const allocations: Allocation[] = [];
  let left = amount;
  for (const lot of spendableLots(lots, now, useTrial)) {
    if (left === 0) break;
    const take = Math.min(left, lot.remaining);
    allocations.push({ lotId: lot.id, bucket: lot.bucket, amount: take });
    left -= take;
  }
  return left === 0 ? allocations : null;
}

/** Tokens spendable at `now`. */
export function liveBalance(lots: readonly Lot[], now: number): number {
  let sum = 0;
  for (const lot of lots) if (isLive(lot, now)) sum += lot.remaining;
  return sum;
}

export interface BucketBalance {
  bucket: Bucket;
  balance: number;
  /** The soonest expiry among the bucket's live lots, or null. */
  expiresAt: number | null;
  /** Each live lot's tokens and expiry, soonest first. */
  lots: Array<{ balance: number; expiresAt: number | null }>;
}

/** Live balance per bucket, in spending order, omitting empty buckets. */
export function bucketBalances(lots: readonly Lot[], now: number): BucketBalance[] {
  const out: BucketBalance[] = [];
  for (const bucket of SPENDING_ORDER) {
    const live = lots.filter((l) => l.bucket === bucket && isLive(l, now)).sort(compareLotsForSpending);
    if (live.length === 0) continue;
    const expiries = live.map((l) => l.expiresAt).filter((e): e is number => e !== null);
    out.push({
      bucket,
      balance: live.reduce((s, l) => s + l.remaining, 0),
      expiresAt: expiries.length ? Math.min(...expiries) : null,
      lots: live.map((l) => ({ balance: l.remaining, expiresAt: l.expiresAt })),
    });
  }
  return out;
}

/** The balance as the ledger says: the sum of every entry. */
export function ledgerBalance(entries: ReadonlyArray<Pick<EntryDraft, 'delta'>>): number {
  let sum = 0;
  for (const e of entries) sum += e.delta;
  return sum;
}

/** Entries that expire every expired lot's remaining tokens (idempotent: an emptied lot produces nothing). */
export function sweepEntries(lots: readonly Lot[], now: number): EntryDraft[] {
  return lots
    .filter((l) => l.remaining > 0 && isExpired(l, now))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((l) => ({ opKey: null, lotId: l.id, bucket: l.bucket, delta: -l.remaining, kind: 'expire' as const }));
}

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

// ---------------------------------------------------------------------------------------------------------------
// In-memory wallet

export interface WalletState {
  lots: Readonly<Record<string, Lot>>;
  entries: readonly LedgerEntry[];
  operations: Readonly<Record<string, OperationRecord>>;
}

export function emptyWallet(): WalletState {
  return { lots: {}, entries: [], operations: {} };
}

export function viewOf(state: WalletState): LedgerView {
  return {
    lots: Object.values(state.lots),
    operation: (key) => (Object.hasOwn(state.operations, key) ? state.operations[key] : undefined),
  };
}

/** Applies a plan to a state, returning the new state (the old one is untouched). */
export function applyPlan(state: WalletState, plan: Plan, at: number): WalletState {
  if (plan.status === 'replayed' || (plan.status === 'rejected' && plan.entries.length === 0)) return state;
  const lots: Record<string, Lot> = { ...state.lots };
  for (const lot of plan.newLots) {
    if (Object.hasOwn(lots, lot.id)) throw new Error(`Lot ${lot.id} already exists`);
    lots[lot.id] = { ...lot };
  }
  const entries = [...state.entries];
  for (const draft of plan.entries) {
    const lot = lots[draft.lotId];
    lots[draft.lotId] = { ...lot, remaining: lot.remaining + draft.delta };
    entries.push({ ...draft, seq: entries.length + 1, at });
  }
  const operations: Record<string, OperationRecord> = { ...state.operations };
  if (plan.status === 'applied' && plan.operation) operations[plan.operation.key] = plan.operation;
  if (plan.markRefunded && plan.operation) {
    operations[plan.markRefunded] = { ...operations[plan.markRefunded], refundedBy: plan.operation.key };
  }
  return { lots, entries, operations };
}

export function execute(
  state: WalletState,
  command: Command,
  options?: PlanOptions,
): { state: WalletState; plan: Plan } {
  const plan = planCommand(viewOf(state), command, options);
  return { state: applyPlan(state, plan, command.now), plan };
}
