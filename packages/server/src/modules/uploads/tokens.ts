/**
 * Token spend and refund for uploads and clean exports: the wallet's ledger service (issue 6), inside the caller's
 * transaction (spending order, never below zero, idempotency keys, refunds to the very lots a spend drew from).
 */
export { insufficient, liveBalance, refundSpend, spendTokens } from '../wallet/ledger-service.ts';
