import * as XLSX from '@e965/xlsx';
import type { AnalysisSummary, StatementInfo } from '@nairalens/core/contract.ts';
import type { FastifyReply } from 'fastify';
import type { AppContext } from '../../context.ts';
import { requirePermission, type Actor } from './access.ts';
import { requireClient } from './get-client.ts';
import { listClients } from './repository.ts';
import { analysisResult, listFiles, transactionsOf, type FileRow } from './statement-repository.ts';
import { recordAction } from './resolve-actor.ts';
import { riskBand } from './risk.ts';

/** The analyses sheet's columns, in order. Their meanings are documented in docs/WORKSPACE.md ("Export columns"). */
export const ANALYSIS_COLUMNS = [
  'client_id',
  'client_name',
  'client_reference',
  'analysis_id',
  'file_name',
  'status',
  'failure_code',
  'uploaded_at',
  'completed_at',
  'bank',
  'account_name',
  'period_start',
  'period_end',
  'months',
  'total_income_kobo',
  'total_expenses_kobo',
  'monthly_income_kobo',
  'monthly_expenses_kobo',
  'monthly_savings_kobo',
  'savings_rate_pct',
  'monthly_debt_repayments_kobo',
  'dti_pct',
  'dti_band',
  'health_score',
  'risk_band',
  'loan_eligible',
  'loan_max_amount_kobo',
] as const;

export const TRANSACTION_COLUMNS = [
  'date',
  'description',
  'amount_kobo',
  'balance_kobo',
  'category',
  'loan_repayment',
  'lender',
] as const;

type Cell = string | number | boolean | null;

/**
 * A text cell a spreadsheet could run as a formula (=, +, -, @, tab, carriage return first) gets a leading
 * apostrophe, so it is shown as text. Numbers are written as numbers and need nothing.
 */
export function neutralise(value: Cell): Cell {
  if (typeof value !== 'string') return value;
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

function csvField(value: Cell): string {
  const v = neutralise(value);
  if (v === null) return '';
  const s = String(v);
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function toCsv(header: readonly string[], rows: Cell[][]): string {
  return [header.join(','), ...rows.map((r) => r.map(csvField).join(','))].join('\r\n') + '\r\n';
}

interface Scope {
  clientId?: string;
  batchId?: string;
}

async function analysisRows(ctx: AppContext, actor: Actor, scope: Scope) {
  const db = ctx.database.db;
  const files = (await listFiles(db, actor.workspaceId, { ...scope, limit: 10_000 })).filter((f) => f.analysisId);
  const references = new Map((await listClients(db, actor.workspaceId)).map((c) => [c.id, c.reference]));
  const rows: { file: FileRow; cells: Cell[] }[] = [];
  for (const f of files) {
    const stored = f.status === 'completed' ? await analysisResult(db, actor.workspaceId, f.analysisId!) : null;
    const st = (stored?.result?.statement ?? null) as StatementInfo | null;
    const s = (stored?.result?.summary ?? null) as AnalysisSummary | null;
    rows.push({
      file: f,
      cells: [
        f.clientId,
        f.clientName,
        references.get(f.clientId) ?? null,
        f.analysisId,
        f.fileName,
        f.status ?? 'processing',
        f.failureCode ?? null,
        f.createdAt.toISOString(),
        f.completedAt?.toISOString() ?? null,
        st?.bank ?? null,
        st?.accountName ?? null,
        st?.periodStart ?? null,
        st?.periodEnd ?? null,
        s?.months ?? null,
        s?.totalIncome ?? null,
        s?.totalExpenses ?? null,
        s?.monthlyIncome ?? null,
        s?.monthlyExpenses ?? null,
        s?.monthlySavings ?? null,
        s?.savingsRate ?? null,
        s?.monthlyDebtRepayments ?? null,
        s?.dti ?? null,
        s?.dtiBand ?? null,
        s?.healthScore ?? null,
        s ? riskBand(s.healthScore, s.dtiBand) : null,
        s?.loanEligibility.eligible ?? null,
        s?.loanEligibility.maxAmount ?? null,
      ],
    });
  }
  return rows;
}

export async function exportCsv(ctx: AppContext, actor: Actor, scope: Scope): Promise<string> {
  requirePermission(actor, 'export');
  if (scope.clientId) await requireClient(ctx, actor, scope.clientId);
  const rows = await analysisRows(ctx, actor, scope);
  await recordAction(ctx.database.db, actor, 'export.csv', scope.clientId ?? scope.batchId ?? actor.workspaceId, {
    rows: rows.length,
  });
  return toCsv(
    ANALYSIS_COLUMNS,
    rows.map((r) => r.cells),
  );
}

/** Sheet names: at most 31 characters, none of : \ / ? * [ ], unique within the book. */
function sheetName(index: number, fileName: string): string {
  return `${index + 1} ${fileName.replace(/[:\\/?*[\]]/g, ' ')}`.slice(0, 31);
}

/** One "Analyses" sheet (a row per analysis) and one sheet of transactions per completed analysis. */
export async function exportXlsx(ctx: AppContext, actor: Actor, scope: Scope): Promise<Buffer> {
  requirePermission(actor, 'export');
  if (scope.clientId) await requireClient(ctx, actor, scope.clientId);
  const rows = await analysisRows(ctx, actor, scope);
  const book = XLSX.utils.book_new();
  const main = XLSX.utils.aoa_to_sheet([[...ANALYSIS_COLUMNS], ...rows.map((r) => r.cells.map(neutralise))]);
  XLSX.utils.book_append_sheet(book, main, 'Analyses');
  const completed = rows.filter((r) => r.file.status === 'completed');
  const txs = await transactionsOf(
    ctx.database.db,
    completed.map((r) => r.file.analysisId!),
  );
  completed.forEach((r, i) => {
    const own = txs.filter((t) => t.analysisId === r.file.analysisId);
    const sheet = XLSX.utils.aoa_to_sheet([
      [...TRANSACTION_COLUMNS],
      ...own.map((t) =>
        [t.date, t.description, t.amount, t.balance, t.category, t.loanRepayment, t.lender].map((c) =>
          neutralise(c as Cell),
        ),
      ),
    ]);
    XLSX.utils.book_append_sheet(book, sheet, sheetName(i, r.file.fileName));
  });
  await recordAction(ctx.database.db, actor, 'export.xlsx', scope.clientId ?? scope.batchId ?? actor.workspaceId, {
    rows: rows.length,
  });
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

const EXPORT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;
export type ExportFormat = keyof typeof EXPORT_TYPES;

/** The analyses of a scope (a client, a batch, or the whole workspace) as a CSV or XLSX download named `<name>`. */
export async function sendExport(
  reply: FastifyReply,
  ctx: AppContext,
  actor: Actor,
  scope: Scope,
  format: ExportFormat,
  name: string,
) {
  const body = format === 'csv' ? await exportCsv(ctx, actor, scope) : await exportXlsx(ctx, actor, scope);
  return reply
    .type(EXPORT_TYPES[format])
    .header('content-disposition', `attachment; filename="${name}.${format}"`)
    .send(body);
}
