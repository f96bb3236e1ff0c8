/**
 * What other modules may use of the wallet: the ledger service (spend, refund, credit and balances inside the
 * caller's transaction) and the sign-up hook. Everything else in this folder is the wallet's own.
 */
export {
  creditTokens,
  insufficient,
  liveBalance,
  refundSpend,
  spendTokens,
  walletBalance,
  type SpendInput,
  type RefundInput,
} from './ledger-service.ts';
