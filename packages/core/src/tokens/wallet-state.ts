import { planCommand } from './ledger.ts';
import type { Command, LedgerEntry, LedgerView, Lot, OperationRecord, Plan, PlanOptions } from './ledger-types.ts';

/** An in-memory wallet that applies plans exactly as the server's tables do (property tests, previews). */

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
