import { z } from 'zod';
import { analysisStatusSchema } from './analysis.ts';
import { creditReportCardSchema } from './credit-report.ts';

/**
 * The business workspace as the API returns it (`/api/workspace`): the workspace, its clients with their latest
 * figures, the statements sent for them, and the home overview. The server answers through these schemas and the web
 * reads them as its types. Money is integer kobo; dates are ISO strings.
 */

export const WORKSPACE_ROLES = ['owner', 'admin', 'analyst', 'viewer'] as const;
export const WORKSPACE_PERMISSIONS = ['read', 'upload', 'export', 'manage-clients', 'manage-team', 'console'] as const;
export const RISK_BANDS = ['low', 'medium', 'high'] as const;
export const DTI_BANDS = ['excellent', 'good', 'fair', 'caution', 'danger'] as const;

export const workspaceRoleSchema = z.enum(WORKSPACE_ROLES);
export type WorkspaceRole = z.infer<typeof workspaceRoleSchema>;
export type WorkspacePermission = (typeof WORKSPACE_PERMISSIONS)[number];
export const riskBandSchema = z.enum(RISK_BANDS);
export type RiskBand = z.infer<typeof riskBandSchema>;
export const dtiBandSchema = z.enum(DTI_BANDS);
export type DtiBand = z.infer<typeof dtiBandSchema>;

/** The member's workspace, with the role they hold and what that role may do. */
export const workspaceSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: workspaceRoleSchema,
  permissions: z.array(z.enum(WORKSPACE_PERMISSIONS)),
});
export type Workspace = z.infer<typeof workspaceSchema>;

/** `GET /api/workspace/me`: null for someone in no workspace. */
export const workspaceMeSchema = z.object({ workspace: workspaceSchema.nullable() });
/** `POST /api/workspace`. */
export const workspaceCreatedSchema = z.object({ workspace: z.object({ id: z.string(), name: z.string() }) });
export type WorkspaceCreated = z.infer<typeof workspaceCreatedSchema>;

/** The key figures of a client's newest completed analysis. */
export const latestFiguresSchema = z.object({
  analysisId: z.string(),
  completedAt: z.string(),
  healthScore: z.number(),
  dti: z.number(),
  dtiBand: dtiBandSchema,
  monthlyIncome: z.number().int(),
  monthlyExpenses: z.number().int(),
  savingsRate: z.number(),
  riskBand: riskBandSchema,
});
export type LatestFigures = z.infer<typeof latestFiguresSchema>;

/** A client in the list, with counts and latest figures. */
export const clientRowSchema = z.object({
  id: z.string(),
  name: z.string(),
  reference: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  createdAt: z.string(),
  analysisCount: z.number().int(),
  processing: z.number().int(),
  latest: latestFiguresSchema.nullable(),
});
export type ClientRow = z.infer<typeof clientRowSchema>;

/** `GET /api/workspace/clients`. */
export const clientListSchema = z.object({ clients: z.array(clientRowSchema) });

export const fileStatusSchema = analysisStatusSchema;
export type FileStatus = z.infer<typeof fileStatusSchema>;

/** One statement the workspace sent: refused before any spend (nothing charged) or failed after (refunded). */
export const workspaceFileSchema = z.object({
  id: z.string(),
  batchId: z.string().nullable(),
  clientId: z.string(),
  clientName: z.string(),
  analysisId: z.string().nullable(),
  uploadId: z.string().nullable(),
  fileName: z.string(),
  /** The name printed on the statement, and whether it looks like the client's. */
  accountName: z.string().nullable(),
  accountNameMatches: z.boolean().nullable(),
  tokenCost: z.number().int(),
  status: fileStatusSchema,
  stage: z.string().nullable(),
  failure: z.object({ code: z.string().nullable(), message: z.string().nullable(), refunded: z.boolean() }).nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
  summary: latestFiguresSchema
    .pick({
      healthScore: true,
      dti: true,
      dtiBand: true,
      monthlyIncome: true,
      monthlyExpenses: true,
      savingsRate: true,
    })
    .nullable(),
});
export type WorkspaceFile = z.infer<typeof workspaceFileSchema>;

/** `GET /api/workspace/overview`: the workspace home. */
export const overviewSchema = z.object({
  workspace: workspaceSchema,
  clientCount: z.number().int(),
  recentAnalyses: z.array(workspaceFileSchema),
  batchesInProgress: z.array(
    z.object({
      id: z.string(),
      fileCount: z.number().int(),
      sent: z.number().int(),
      processing: z.number().int(),
      createdAt: z.string(),
    }),
  ),
  /** The owner's wallet, which pays for every statement of the workspace. */
  tokenPool: z.object({ balance: z.number().int() }),
  usageThisMonth: z.object({ tokens: z.number().int(), analyses: z.number().int() }),
});
export type Overview = z.infer<typeof overviewSchema>;

/** A client's credit report as the client page lists it. */
export const clientCreditReportSchema = creditReportCardSchema.pick({
  id: true,
  title: true,
  bureau: true,
  status: true,
  reportDate: true,
  score: true,
  band: true,
  scoreLabel: true,
  accounts: true,
  failureMessage: true,
  createdAt: true,
});
export type ClientCreditReport = z.infer<typeof clientCreditReportSchema>;

/** One month of the client's figures across all their statements. */
export const clientHistoryMonthSchema = z.object({
  month: z.string(),
  daysCovered: z.number().int(),
  daysInMonth: z.number().int(),
  healthScore: z.number(),
  income: z.number().int(),
  expenses: z.number().int(),
  savingsRate: z.number(),
  dti: z.number(),
});
export type ClientHistoryMonth = z.infer<typeof clientHistoryMonthSchema>;

export const clientNoteAnswerSchema = z.object({
  id: z.string(),
  body: z.string(),
  createdAt: z.string(),
  author: z.string().nullable(),
});
export type ClientNoteAnswer = z.infer<typeof clientNoteAnswerSchema>;

/** `GET /api/workspace/clients/:id` (and the answer to `POST /api/workspace/clients`): the client page. */
export const clientDetailSchema = z.object({
  client: z.object({
    id: z.string(),
    name: z.string(),
    reference: z.string().nullable(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    /** Who confirmed the client's consent, when, and the words they confirmed. */
    consentBy: z.string(),
    consentAt: z.string(),
    consentText: z.string(),
    createdAt: z.string(),
  }),
  latest: latestFiguresSchema.nullable(),
  trend: z.array(z.object({ analysisId: z.string(), at: z.string(), healthScore: z.number(), dti: z.number() })),
  statements: z.array(workspaceFileSchema),
  creditReports: z.array(clientCreditReportSchema),
  history: z.array(clientHistoryMonthSchema),
  notes: z.array(clientNoteAnswerSchema),
});
export type ClientDetail = z.infer<typeof clientDetailSchema>;

/** `POST /api/workspace/clients/:id/notes`. */
export const noteAddedSchema = z.object({ note: clientNoteAnswerSchema });
export type NoteAdded = z.infer<typeof noteAddedSchema>;

// ── Requests ─────────────────────────────────────────────────────────────────────────────────────────────────

/** A new workspace (`POST /api/workspace`): the person becomes its owner. */
export const newWorkspaceSchema = z.object({ name: z.string().trim().min(1, 'Workspace name is required.').max(80) });
export type NewWorkspace = z.infer<typeof newWorkspaceSchema>;

/** A new client (`POST /api/workspace/clients`): the member confirms the client's consent. */
export const newClientSchema = z.object({
  name: z.string().trim().min(1, 'Client name is required.').max(120),
  reference: z.string().trim().max(80).optional().nullable(),
  phone: z.string().trim().max(30).optional().nullable(),
  email: z
    .union([z.string().trim().email('Enter a valid e-mail address.').max(200), z.literal('')])
    .optional()
    .nullable(),
  consent: z.literal(true, { message: "Please confirm you have the client's consent." }),
});
export type NewClient = z.input<typeof newClientSchema>;

/** The client list's search, filters and order (`GET /api/workspace/clients?…`). */
export const clientFiltersSchema = z.object({
  search: z.string().max(100).optional(),
  risk: riskBandSchema.optional(),
  dtiBand: dtiBandSchema.optional(),
  /** Last analysed within this many days, or never. */
  lastAnalysed: z.enum(['7', '30', '90', 'never']).optional(),
  sort: z.enum(['recent', 'name', 'health', 'dti', 'last-analysed']).optional(),
});
export type ClientFilters = z.infer<typeof clientFiltersSchema>;
