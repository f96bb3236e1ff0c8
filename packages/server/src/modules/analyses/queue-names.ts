/** The statement-analysis job: its payload is `{ analysisId }` and nothing else (no file, no password). */
export const ANALYSIS_QUEUE = 'statement-analysis';
export const SWEEP_QUEUE = 'raw-document-sweep';
export const ANALYSIS_JOB_OPTIONS = { retryLimit: 2, retryDelay: 1, expireInSeconds: 300 } as const;
/** Raw documents never outlive this, whatever happened to their analysis. */
export const RAW_DOCUMENT_TTL_MS = 24 * 3600 * 1000;
