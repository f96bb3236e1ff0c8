// What other modules may use of the workspace module.
export { default as workspaceRoutes } from './routes.ts';
export { registerWorkspaceJobs } from './jobs.ts';
export { actorForApiKey } from './api-keys.ts';
export { requirePermission, type Actor } from './access.ts';
export { createClient, CONSENT_TEXT } from './create-client.ts';
export { listClients } from './list-clients.ts';
export { getClient, requireClient, fileJson } from './get-client.ts';
export { uploadStatement } from './upload-statement.ts';
export { exportCsv } from './export-analyses.ts';
export { readMultipart, registerStatementMultipart, uploadLogLevel } from './read-multipart.ts';
export { listFiles, analysisResult, transactionsOf } from './statement-repository.ts';
export { sign, verifySignature, SIGNATURE_HEADER, TIMESTAMP_HEADER, TOLERANCE_SECONDS } from './webhook-signature.ts';
export { analysisAccessFor, analysisOwnerFor, refuseWorkspaceMember, type AnalysisAccess } from './analysis-access.ts';
