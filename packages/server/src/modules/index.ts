import type { FastifyInstance } from 'fastify';
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
import { onSignUp } from './wallet/referrals.ts';
import { belongedToDeletedAccount } from './account/deleted-emails.ts';
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
  { prefix: '/api/workspace', plugin: workspaceRoutes },
  { prefix: '/api/v1', plugin: apiV1Routes },
  { prefix: '/api/credit-reports', plugin: creditReportRoutes },
];

/** Work to do when a user signs up (after the profile row exists). */
export const AUTH_HOOK_FACTORIES: ((ctx: AppContext) => (user: { id: string; email: string; referralCodeUsed?: string | null }) => Promise<void>)[] = [
  (ctx) => async (user) =>
    onSignUp(ctx.database.db, user, {
      trialAlreadyGiven: await belongedToDeletedAccount(ctx.database.db, ctx.config.authSecret, user.email),
    }),
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
  registerWorkspaceJobs,
];
