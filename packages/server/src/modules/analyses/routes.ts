import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { randomUUID } from 'node:crypto';
import { CATEGORY_LABELS, CREDIT_CATEGORIES, DEBIT_CATEGORIES, PERSONAS, type Category, type Persona } from '@nairalens/core/contract.ts';
import { CLEAN_EXPORT_COST } from '@nairalens/core/tokens/costs.ts';
import type { AppContext } from '../../context.ts';
import { requireUser } from '../../http/require-user.ts';
import { AppError } from '../../errors.ts';
import { audit } from '../../audit.ts';
import { spendTokens } from '../wallet/index.ts';
import { analysisAccessFor, analysisOwnerFor, refuseWorkspaceMember } from '../workspace/index.ts';
import { analyseWithRules, directionOf, resultJson, similarityKey } from './extras.ts';
import { analysisJson, findAnalysis, parsedFromStored, rulesForNewAnalysis, transactionsForReport, transactionsOf, type AnalysisRow, type TxRow } from './repository.ts';
import { renderReport, REPORT_APPENDIX_LIMIT } from './report-pdf.ts';
import { sqlRows } from '../../db/sql.ts';

const CLEAN_EXPORT_MESSAGE = 'You need 2 tokens to unlock clean exports.';

const listQuery = z.object({
  search: z.string().max(100).optional(),
  category: z.string().max(40).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(50),
});

const recategoriseBody = z.object({ category: z.string(), applyToSimilar: z.boolean().default(false) }).strict();

/** /api/analyses: status, result, transactions (search, filter, recategorise), clean-export unlock, reports. */
export default function analysisRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.addHook('preHandler', requireUser(ctx));
    const db = ctx.database.db;
    const idParam = (req: { params: unknown }) => z.object({ id: z.string().max(64) }).parse(req.params).id;
    // Whose analysis this is: the person's own, or (for a member of the workspace it was sent in) the owner's.
    const reader = (req: FastifyRequest, permission: 'read' | 'export' = 'read') => analysisOwnerFor(ctx, req.user!.id, idParam(req), permission);

    app.get('/', async (req) => {
      const rows = await sqlRows<{ id: string; upload_id: string; status: string; created_at: Date; file_name: string | null; token_cost: number; dti: string | null }>(
        db,
        `SELECT a.id, a.upload_id, a.status, a.created_at, u.file_name, u.token_cost, a.dti FROM analyses a JOIN uploads u ON u.id = a.upload_id
          WHERE a.user_id = $1 ORDER BY a.created_at DESC LIMIT 100`,
        [req.user!.id],
      );
      return {
        analyses: rows.map((r) => ({
          id: r.id,
          uploadId: r.upload_id,
          status: r.status,
          fileName: r.file_name || 'Uploaded Statement',
          tokenCost: r.token_cost,
          dti: r.dti === null ? null : Number(r.dti),
          createdAt: new Date(r.created_at).toISOString(),
        })),
      };
    });

    // `access` tells the page which controls the caller may use (a member reads; only the owner changes or unlocks).
    app.get('/:id', async (req) => {
      const { ownerId, access } = await analysisAccessFor(ctx, req.user!.id, idParam(req));
      return { analysis: analysisJson(await findAnalysis(db, ownerId, idParam(req))), access };
    });

    /** Small and cheap, for the status poll: no result body. */
    app.get('/:id/status', async (req) => {
      const a = await findAnalysis(db, await reader(req), idParam(req));
      return {
        id: a.id,
        uploadId: a.upload_id,
        status: a.status,
        stage: a.stage,
        failure: a.status === 'failed' ? { code: a.failure_code, message: a.failure_message } : null,
      };
    });

    app.get('/:id/transactions', async (req) => {
      const a = await findAnalysis(db, await reader(req), idParam(req));
      const q = listQuery.parse(req.query);
      const all = a.status === 'completed' ? await transactionsOf(db, a.id) : [];
      const needle = q.search?.trim().toLowerCase();
      const filtered = all.filter(
        (t) => (!q.category || t.category === q.category) && (!needle || t.description.toLowerCase().includes(needle) || t.date.includes(needle)),
      );
      const counts: Record<string, number> = {};
      for (const t of all) counts[t.category] = (counts[t.category] ?? 0) + 1;
      const start = (q.page - 1) * q.pageSize;
      return {
        total: filtered.length,
        page: q.page,
        pageSize: q.pageSize,
        categoryCounts: counts,
        transactions: filtered.slice(start, start + q.pageSize).map(txJson),
      };
    });

    app.patch('/:id/transactions/:txId', async (req) => {
      const { txId } = z.object({ id: z.string(), txId: z.string().uuid() }).parse(req.params);
      const body = recategoriseBody.parse(req.body ?? {});
      const userId = req.user!.id;
      await refuseWorkspaceMember(ctx, userId, idParam(req));
      const outcome = await db.transaction(async (tx) => {
        const a = await findAnalysis(tx, userId, idParam(req), { lock: true });
        if (a.status !== 'completed' || !a.result_json) throw new AppError('CONFLICT', 'This analysis has no transactions yet.');
        const rows = await transactionsOf(tx, a.id);
        const target = rows.find((r) => r.id === txId);
        if (!target) throw new AppError('NOT_FOUND', 'Transaction not found.');
        const allowed: readonly string[] = target.amount < 0 ? DEBIT_CATEGORIES : CREDIT_CATEGORIES;
        if (!allowed.includes(body.category)) {
          throw new AppError('VALIDATION', target.amount < 0 ? 'Choose a spending category for money out.' : 'Choose an income category for money in.');
        }
        const category = body.category as Category;
        const key = similarityKey(target.description, target.amount);
        const direction = directionOf(target.amount);
        const changed = new Set<string>([target.id]);
        if (body.applyToSimilar) {
          await sqlRows(
            tx,
            `INSERT INTO user_category_rules (id, user_id, pattern, direction, category) VALUES ($1, $2, $3, $4, $5)
             ON CONFLICT (user_id, pattern, direction) DO UPDATE SET category = EXCLUDED.category, updated_at = now()`,
            [randomUUID(), userId, key, direction, category],
          );
          for (const r of rows) if (directionOf(r.amount) === direction && similarityKey(r.description, r.amount) === key) changed.add(r.id);
        }
        const overrides = new Map<number, Category>();
        for (const r of rows) {
          if (changed.has(r.id)) overrides.set(r.idx, category);
          else if (r.recategorised) overrides.set(r.idx, r.category);
        }
        // The same rules as a new analysis: the admins' global rules, then the person's own (which win ties).
        const rules = await rulesForNewAnalysis(tx, userId);
        const persona = a.analysis_for === 'me' && PERSONAS.includes(a.persona as Persona) ? (a.persona as Persona) : undefined;
        const { result, insights } = analyseWithRules(parsedFromStored(a.result_json, rows), persona, rules, overrides);
        for (const r of rows) {
          const t = result.transactions[r.idx];
          if (!t) continue;
          const recategorised = changed.has(r.id) || r.recategorised;
          if (t.category !== r.category || t.loanRepayment !== r.loan_repayment || recategorised !== r.recategorised) {
            await sqlRows(tx, 'UPDATE analysis_transactions SET category = $2, loan_repayment = $3, recategorised = $4 WHERE id = $1', [
              r.id,
              t.category,
              t.loanRepayment,
              recategorised,
            ]);
          }
        }
        const json = resultJson(result, insights, a.result_json.meta ?? { format: 'pdf', ocrConfidence: null });
        await sqlRows(tx, 'UPDATE analyses SET result_json = $2, summary_json = $3, dti = $4, updated_at = now() WHERE id = $1', [
          a.id,
          JSON.stringify(json),
          JSON.stringify(result.summary),
          result.summary.dti,
        ]);
        return { updated: changed.size, category };
      });
      const a = await findAnalysis(db, userId, idParam(req));
      return { updated: outcome.updated, rule: body.applyToSimilar, analysis: analysisJson(a) };
    });

    /** Clean exports: 2 tokens, once per analysis; after that they stay unlocked (stored on the analysis). */
    app.post('/:id/clean-export', async (req) => {
      const userId = req.user!.id;
      await refuseWorkspaceMember(ctx, userId, idParam(req));
      const result = await db.transaction(async (tx) => {
        const a = await findAnalysis(tx, userId, idParam(req), { lock: true });
        if (a.status !== 'completed') throw new AppError('CONFLICT', 'Exports are available once the analysis is complete.');
        if (a.clean_export_unlocked) return { charged: 0 };
        try {
          await spendTokens(tx, { userId, amount: CLEAN_EXPORT_COST, idempotencyKey: `clean_export:${a.id}`, reason: 'clean_export', analysisId: a.id });
        } catch (e) {
          if (e instanceof AppError && e.code === 'INSUFFICIENT_TOKENS') throw new AppError('INSUFFICIENT_TOKENS', CLEAN_EXPORT_MESSAGE);
          throw e;
        }
        await sqlRows(tx, 'UPDATE analyses SET clean_export_unlocked = true, updated_at = now() WHERE id = $1', [a.id]);
        return { charged: CLEAN_EXPORT_COST };
      });
      if (result.charged) await audit(db, { action: 'analysis.clean_export_unlocked', userId, target: idParam(req), ip: req.ip });
      return { unlocked: true, charged: result.charged };
    });

    app.get('/:id/report.pdf', async (req, reply) => {
      const { variant } = z.object({ variant: z.enum(['watermarked', 'clean']).default('watermarked') }).parse(req.query);
      const a = await completed(await reader(req, 'export'), idParam(req));
      if (variant === 'clean' && !a.clean_export_unlocked) throw new AppError('INSUFFICIENT_TOKENS', CLEAN_EXPORT_MESSAGE);
      const { rows, total } = await transactionsForReport(db, a.id, REPORT_APPENDIX_LIMIT);
      const pdf = await renderReport(a, a.result_json!, rows, { watermarked: variant !== 'clean', generatedAt: new Date(), totalTransactions: total });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${downloadName(a, variant === 'clean' ? 'report' : 'report-watermarked')}.pdf"`)
        .send(pdf);
    });

    app.get('/:id/export.json', async (req, reply) => {
      const a = await completed(await reader(req, 'export'), idParam(req));
      const txs = await transactionsOf(db, a.id);
      const body = {
        statement: a.result_json!.statement,
        transactions: txs.map((t) => ({ date: t.date, description: t.description, amount: t.amount, balance: t.balance, category: t.category, loanRepayment: t.loan_repayment, lender: t.lender })),
        summary: a.result_json!.summary,
      };
      return reply.type('application/json').header('content-disposition', `attachment; filename="${downloadName(a, 'analysis')}.json"`).send(JSON.stringify(body, null, 2));
    });

    app.get('/:id/transactions.csv', async (req, reply) => {
      const a = await completed(await reader(req, 'export'), idParam(req));
      const txs = await transactionsOf(db, a.id);
      const lines = ['date,description,amount_naira,balance_naira,category,category_label,loan_repayment,lender'];
      for (const t of txs) {
        lines.push(
          [t.date, t.description, (t.amount / 100).toFixed(2), t.balance === null ? '' : (t.balance / 100).toFixed(2), t.category, CATEGORY_LABELS[t.category], t.loan_repayment, t.lender ?? '']
            .map(csvCell)
            .join(','),
        );
      }
      return reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${downloadName(a, 'transactions')}.csv"`).send(lines.join('\r\n') + '\r\n');
    });

    async function completed(userId: string, id: string): Promise<AnalysisRow> {
      const a = await findAnalysis(db, userId, id);
      if (a.status !== 'completed' || !a.result_json) throw new AppError('CONFLICT', 'Exports are available once the analysis is complete.');
      return a;
    }
  };
}

function txJson(t: TxRow) {
  return {
    id: t.id,
    index: t.idx,
    date: t.date,
    description: t.description,
    amount: t.amount,
    balance: t.balance,
    category: t.category,
    engineCategory: t.engine_category,
    loanRepayment: t.loan_repayment,
    lender: t.lender,
    recategorised: t.recategorised,
  };
}

/** CSV cell: quoted when needed; a leading =, +, - or @ is neutralised so spreadsheets do not run it as a formula. */
function csvCell(v: unknown): string {
  let s = String(v ?? '');
  if (/^[=+\-@\t\r]/.test(s) && !/^-?\d+(\.\d+)?$/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

function downloadName(a: AnalysisRow, suffix: string): string {
  const base = (a.file_name || 'statement').replace(/\.[a-z0-9]+$/i, '').replace(/[^\w.-]+/g, '-').slice(0, 60) || 'statement';
  return `nairalens-${base}-${suffix}`;
}
