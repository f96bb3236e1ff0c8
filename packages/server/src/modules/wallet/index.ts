/**
 * What other modules may use of the wallet: the ledger service (spend, refund, credit and balances inside the
 * caller's transaction), the payment partner, fulfilment and prices. Everything else in this folder is the wallet's own.
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
export { gatewayKind } from './gateway.ts';
export { fulfil, gatewayFor } from './payments.ts';
export { currentCatalogue, priceHistory, setProductPrice } from './prices.ts';
