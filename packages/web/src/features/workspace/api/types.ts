export type Role = 'owner' | 'admin' | 'analyst' | 'viewer';
export type Permission = 'read' | 'upload' | 'export' | 'manage-clients' | 'manage-team' | 'console';
export type RiskBand = 'low' | 'medium' | 'high';
export type DtiBand = 'excellent' | 'good' | 'fair' | 'caution' | 'danger';

export type Workspace = { id: string; name: string; role: Role; permissions: Permission[] };

export type LatestFigures = {
  analysisId: string;
  completedAt: string;
  healthScore: number;
  dti: number;
  dtiBand: DtiBand;
  monthlyIncome: number;
  monthlyExpenses: number;
  savingsRate: number;
  riskBand: RiskBand;
};

export type ClientRow = {
  id: string;
  name: string;
  reference: string | null;
  phone: string | null;
  email: string | null;
  createdAt: string;
  analysisCount: number;
  processing: number;
  latest: LatestFigures | null;
};

export type FileStatus = 'processing' | 'completed' | 'failed';

export type WorkspaceFile = {
  id: string;
  batchId: string | null;
  clientId: string;
  clientName: string;
  analysisId: string | null;
  uploadId: string | null;
  fileName: string;
  accountName: string | null;
  accountNameMatches: boolean | null;
  tokenCost: number;
  status: FileStatus;
  stage: string | null;
  failure: { code: string | null; message: string | null; refunded: boolean } | null;
  createdAt: string;
  completedAt: string | null;
  summary: {
    healthScore: number;
    dti: number;
    dtiBand: DtiBand;
    monthlyIncome: number;
    monthlyExpenses: number;
    savingsRate: number;
  } | null;
};

export type Overview = {
  workspace: Workspace;
  clientCount: number;
  recentAnalyses: WorkspaceFile[];
  batchesInProgress: { id: string; fileCount: number; sent: number; processing: number; createdAt: string }[];
  tokenPool: { balance: number };
  usageThisMonth: { tokens: number; analyses: number };
};

export type ClientDetail = {
  client: {
    id: string;
    name: string;
    reference: string | null;
    phone: string | null;
    email: string | null;
    consentBy: string;
    consentAt: string;
    consentText: string;
    createdAt: string;
  };
  latest: LatestFigures | null;
  trend: { analysisId: string; at: string; healthScore: number; dti: number }[];
  statements: WorkspaceFile[];
  creditReports: ClientCreditReport[];
  history: ClientHistoryMonth[];
  notes: { id: string; body: string; createdAt: string; author: string | null }[];
};

export type ClientCreditReport = {
  id: string;
  title: string;
  bureau: string | null;
  status: 'processing' | 'completed' | 'failed' | string;
  reportDate: string | null;
  score: number | null;
  band: string | null;
  scoreLabel: string | null;
  accounts: number | null;
  failureMessage: string | null;
  createdAt: string;
};

/** One month of the client's figures across all their statements (amounts in kobo). */
export type ClientHistoryMonth = {
  month: string;
  daysCovered: number;
  daysInMonth: number;
  healthScore: number;
  income: number;
  expenses: number;
  savingsRate: number;
  dti: number;
};

export type BatchDetail = {
  batch: { id: string; fileCount: number; quotedCost: number; createdAt: string; createdBy: string };
  counts: { completed: number; failed: number; processing: number; notSent: number };
  spent: number;
  files: WorkspaceFile[];
};

export type Member = { userId: string; role: Role; joinedAt: string; email: string; name: string };
export type Invite = { id: string; email: string; role: Exclude<Role, 'owner'>; expiresAt: string; createdAt: string };
export type AuditEntry = {
  id: string;
  actor: string | null;
  action: string;
  target: string | null;
  details: Record<string, unknown> | null;
  createdAt: string;
};
export type ApiKey = {
  id: string;
  name: string;
  prefix: string;
  role: 'analyst' | 'viewer';
  lastUsedAt: string | null;
  revokedAt: string | null;
  createdAt: string;
};
export type Webhook = { id: string; url: string; createdAt: string; disabledAt: string | null };
export type Delivery = {
  id: string;
  webhookId: string;
  event: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  lastStatusCode: number | null;
  lastError: string | null;
  createdAt: string;
  deliveredAt: string | null;
};

/** The consent a client profile records (the same words on the new-client form and in bulk upload). */
export const CONSENT_TEXT = "I confirm I have the subject's explicit consent to analyze their financial documents.";
