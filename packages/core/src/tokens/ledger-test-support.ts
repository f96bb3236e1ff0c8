import { execute, type Command, type Lot, type WalletState } from './ledger.ts';

// Shared by the ledger's example and property tests; not used by the product.

/** A Monday morning in Lagos, the clock every ledger test starts from. */
export const T0 = Date.parse('2026-01-05T09:00:00+01:00');

/** One command against the wallet, as the server would run it. */
export function run(state: WalletState, command: Command) {
  return execute(state, command);
}

/** The wallet's lots as a list. */
export function lots(state: WalletState): Lot[] {
  return Object.values(state.lots);
}
