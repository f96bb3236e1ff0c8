import type { FastifyInstance } from 'fastify';
import type { AuthHookSet } from '../auth/auth.ts';
import type { AppContext } from '../context.ts';
import type { AnyDocumentKind } from '../documents/document-kind.ts';
import { registerDocumentJobs } from '../documents/register-document-jobs.ts';
import { sweepDocuments } from '../documents/sweep-documents.ts';
import meRoutes from './me/routes.ts';
import dashboardRoutes from './dashboard/routes.ts';
import clientProfileRoutes from './profiles/routes.ts';
import healthRoutes from './health/routes.ts';
import devRoutes from './dev/routes.ts';
import walletRoutes from './wallet/routes.ts';
import walletAdminRoutes from './wallet/admin-routes.ts';
import { registerWalletJobs } from './wallet/jobs.ts';
import { walletAuthHooks } from './wallet/index.ts';
import { meAuthHooks } from './me/index.ts';
import { accountAuthHooks } from './account/index.ts';
import { adminRoutes } from './admin/index.ts';
import { contentAdminRoutes, contentRoutes } from './content/index.ts';
import accountRoutes from './account/routes.ts';
import { registerAccountJobs } from './account/jobs.ts';
import uploadRoutes from './uploads/routes.ts';
import analysisRoutes from './analyses/routes.ts';
import { statementDocument } from './analyses/index.ts';
import { contractDocument } from './loans/index.ts';
import supportRoutes from './support/routes.ts';
import supportAdminRoutes from './support/admin-routes.ts';
import newsletterRoutes from './newsletter/routes.ts';
import loanRoutes from './loans/routes.ts';
import goalRoutes from './goals/routes.ts';
import { registerGoalJobs } from './goals/index.ts';
import historyRoutes from './history/routes.ts';
import announcementRoutes from './announcements/routes.ts';
import { registerAnnouncementJobs } from './announcements/index.ts';
import { registerWorkspaceJobs, workspaceRoutes } from './workspace/index.ts';
import apiV1Routes from './api-v1/routes.ts';
import { creditReportDocument, creditReportRoutes } from './credit-reports/index.ts';

type ModulePlugin = (ctx: AppContext) => (app: FastifyInstance) => Promise<void>;

/** Every API area, one line each (prefix + plugin). */
export const API_MODULES: { prefix: string; plugin: ModulePlugin }[] = [
  { prefix: '/api/health', plugin: healthRoutes },
  { prefix: '/api/me', plugin: meRoutes },
  { prefix: '/api/dashboard', plugin: dashboardRoutes },
  { prefix: '/api/profiles', plugin: clientProfileRoutes },
  { prefix: '/api/wallet', plugin: walletRoutes },
  { prefix: '/api/admin/wallet', plugin: walletAdminRoutes },
  { prefix: '/api/account', plugin: accountRoutes },
  { prefix: '/api/support', plugin: supportRoutes },
  { prefix: '/api/admin/support', plugin: supportAdminRoutes },
  { prefix: '/api/newsletter', plugin: newsletterRoutes },
  { prefix: '/api/admin', plugin: adminRoutes },
  { prefix: '/api/content', plugin: contentRoutes },
  { prefix: '/api/admin/cms', plugin: contentAdminRoutes },
  { prefix: '', plugin: devRoutes },
  { prefix: '/api/uploads', plugin: uploadRoutes },
  { prefix: '/api/analyses', plugin: analysisRoutes },
  { prefix: '/api/loans', plugin: loanRoutes },
  { prefix: '/api/goals', plugin: goalRoutes },
  { prefix: '/api/history', plugin: historyRoutes },
  { prefix: '/api/admin/announcements', plugin: announcementRoutes },
  { prefix: '/api/workspace', plugin: workspaceRoutes },
  { prefix: '/api/v1', plugin: apiV1Routes },
  { prefix: '/api/credit-reports', plugin: creditReportRoutes },
];

/** Each area's part in authentication (sign-up work, endpoint middleware), in the order it must run. */
export const AUTH_HOOK_FACTORIES: ((ctx: AppContext) => AuthHookSet)[] = [
  meAuthHooks,
  walletAuthHooks,
  accountAuthHooks,
];

/** Every kind of uploaded document the pipeline reads (docs/ARCHITECTURE.md: how to add a document kind). */
export const DOCUMENT_KINDS: readonly AnyDocumentKind[] = [statementDocument, contractDocument, creditReportDocument];

/** The housekeeping sweep over every document kind (also run by its schedule). */
export const sweep = (ctx: AppContext, now?: number) => sweepDocuments(ctx, DOCUMENT_KINDS, now);

/** Background job workers and schedules (pg-boss), one registrar per area. */
export const JOB_REGISTRARS: ((ctx: AppContext) => Promise<void>)[] = [
  (ctx) => registerDocumentJobs(ctx, DOCUMENT_KINDS),
  registerAccountJobs,
  registerWalletJobs,
  registerGoalJobs,
  registerAnnouncementJobs,
  registerWorkspaceJobs,
];
