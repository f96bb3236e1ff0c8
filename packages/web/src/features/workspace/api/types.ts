/**
 * The workspace's answers, as the server sends them: the shared response types (core/api/workspace*.ts), so a field
 * changed on one side breaks the typecheck of the other.
 */
export type {
  ClientCreditReport,
  ClientDetail,
  ClientHistoryMonth,
  ClientRow,
  DtiBand,
  FileStatus,
  LatestFigures,
  Overview,
  RiskBand,
  Workspace,
  WorkspaceFile,
  WorkspacePermission as Permission,
  WorkspaceRole as Role,
} from '@nairalens/core/api/workspace.ts';
export type {
  AccountNameRead,
  BatchCreated,
  BatchDetail,
  NameProposal,
  StatementOutcome,
} from '@nairalens/core/api/workspace-batch.ts';
export type {
  ApiKey,
  ApiKeyCreated,
  AuditEntry,
  Delivery,
  Invite,
  Member,
} from '@nairalens/core/api/workspace-console.ts';
export type { Webhook } from '@nairalens/core/api/workspace-console.ts';

/** The consent a client profile records (the same words on the new-client form, in bulk upload and on the server). */
export { CONSENT_TEXT } from '@nairalens/core/uploads/subject-schema.ts';
