/**
 * Every pg-boss queue of the app, in one place. A document job's payload is `{ id }` of its row and nothing else
 * (no file, no password).
 */
export const ANALYSIS_QUEUE = 'statement-analysis';
export const LOAN_CONTRACT_QUEUE = 'loan-contract-analysis';
export const CREDIT_REPORT_QUEUE = 'credit-report-reading';
export const SWEEP_QUEUE = 'raw-document-sweep';
/**
 * expireInSeconds stays above the worker thread's own limit (600 s for OCR), so a slow job is never handed to a
 * second worker while the first still runs. heartbeatSeconds lets a job whose process died (kill -9, a crash, a
 * lost machine) be retried within about half a minute instead of waiting for the expiry: a live worker refreshes
 * the heartbeat every 15 s, and the queue checks every 15 s (jobs/queue.ts).
 */
export const DOCUMENT_JOB_OPTIONS = { retryLimit: 2, retryDelay: 1, expireInSeconds: 900, heartbeatSeconds: 30 } as const;
/** Kept for callers that name the statement job's options. */
export const ANALYSIS_JOB_OPTIONS = DOCUMENT_JOB_OPTIONS;
/** Raw documents never outlive this, whatever happened to their analysis. */
export const RAW_DOCUMENT_TTL_MS = 24 * 3600 * 1000;
