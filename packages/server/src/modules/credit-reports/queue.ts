/** The credit-report job: its payload is `{ reportId }` and nothing else (no file, no password). */
export const CREDIT_REPORT_QUEUE = 'credit-report-reading';
export const CREDIT_REPORT_SWEEP_QUEUE = 'credit-report-sweep';
export const CREDIT_REPORT_JOB_OPTIONS = { retryLimit: 2, retryDelay: 1, expireInSeconds: 600 } as const;
/** Raw reports never outlive this, whatever happened to their reading. */
export const RAW_REPORT_TTL_MS = 24 * 3600 * 1000;
/** A credit report costs one token, refunded in full when it cannot be read. */
export const CREDIT_REPORT_COST = 1;
export const MAX_REPORT_BYTES = 10 * 1024 * 1024;

export const spendKeyOf = (idempotencyKey: string) => `credit_report:${idempotencyKey}`;
export const refundKeyOf = (idempotencyKey: string) => `refund:credit_report:${idempotencyKey}`;
