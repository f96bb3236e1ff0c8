import type { Bucket } from './buckets.ts';

/** The ledger's vocabulary: lots, entries, commands, plans (the rules are in ledger.ts). */

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
