/** A credit report costs one token, refunded in full when it cannot be read. */
export const CREDIT_REPORT_COST = 1;
export const MAX_REPORT_BYTES = 10 * 1024 * 1024;

export const spendKeyOf = (idempotencyKey: string) => `credit_report:${idempotencyKey}`;
export const refundKeyOf = (idempotencyKey: string) => `refund:credit_report:${idempotencyKey}`;
