import {
  analysisEnvelopeSchema,
  analysisListSchema,
  analysisParamsSchema,
  analysisStatusAnswerSchema,
  cleanExportUnlockSchema,
  recategorisedSchema,
  transactionPageQuerySchema,
  transactionPageSchema,
  type AnalysisListItemJson,
} from '@nairalens/core/api/analysis.ts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireUser } from '../../http/require-user.ts';
import type { ZodTypeProvider } from '../../http/zod-schema.ts';
import { analysisAccessFor, analysisOwnerFor, refuseWorkspaceMember } from '../workspace/index.ts';
import { analysisJson, findAnalysis } from './repository.ts';
import { latestAnalyses } from './transactions-repository.ts';
import { listTransactions } from './list-transactions.ts';
import { recategoriseTransaction } from './recategorise-transaction.ts';
import { unlockCleanExport } from './unlock-clean-export.ts';
import { buildAnalysisReport } from './build-analysis-report.ts';
import { exportAnalysisJson } from './export-analysis-json.ts';
import { exportTransactionsCsv } from './export-transactions-csv.ts';

const recategoriseBody = z.object({ category: z.string(), applyToSimilar: z.boolean().default(false) }).strict();

const attachment = (fileName: string) => `attachment; filename="${fileName}"`;

/** /api/analyses: status, result, transactions (search, filter, recategorise), clean-export unlock, reports. */
export default function analysisRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    // Requests and answers typed, validated and shaped by the shared contract (core/api/analysis.ts).
    const app = plain.withTypeProvider<ZodTypeProvider>();
    app.addHook('preHandler', requireUser(ctx));
    const db = ctx.database.db;
    const idParam = (req: { params: unknown }) => analysisParamsSchema.parse(req.params).id;
    // Whose analysis this is: the person's own, or (for a member of the workspace it was sent in) the owner's.
    const reader = (req: FastifyRequest, permission: 'read' | 'export' = 'read') =>
      analysisOwnerFor(ctx, req.user!.id, idParam(req), permission);

    app.get('/', { schema: { response: { 200: analysisListSchema } } }, async (req) => {
      const rows = await latestAnalyses(db, req.user!.id);
      return {
        analyses: rows.map((r) => ({
          id: r.id,
          uploadId: r.upload_id,
          status: r.status as AnalysisListItemJson['status'],
          fileName: r.file_name || 'Uploaded Statement',
          tokenCost: r.token_cost,
          dti: r.dti === null ? null : Number(r.dti),
          createdAt: new Date(r.created_at).toISOString(),
        })),
      };
    });

    // `access` tells the page which controls the caller may use (a member reads; only the owner changes or unlocks).
    const one = { params: analysisParamsSchema, response: { 200: analysisEnvelopeSchema } };
    app.get('/:id', { schema: one }, async (req) => {
      const { ownerId, access } = await analysisAccessFor(ctx, req.user!.id, req.params.id);
      return { analysis: analysisJson(await findAnalysis(db, ownerId, req.params.id)), access };
    });

    /** Small and cheap, for the status poll: no result body. */
    app.get('/:id/status', { schema: { response: { 200: analysisStatusAnswerSchema } } }, async (req) =>
      analysisJson(await findAnalysis(db, await reader(req), idParam(req))),
    );

    const page = { params: analysisParamsSchema, querystring: transactionPageQuerySchema, response: { 200: transactionPageSchema } };
    app.get('/:id/transactions', { schema: page }, async (req) =>
      listTransactions(db, await reader(req), req.params.id, req.query),
    );

    app.patch('/:id/transactions/:txId', { schema: { response: { 200: recategorisedSchema } } }, async (req) => {
      const { txId } = z.object({ id: z.string(), txId: z.string().uuid() }).parse(req.params);
      const body = recategoriseBody.parse(req.body ?? {});
      await refuseWorkspaceMember(ctx, req.user!.id, idParam(req));
      const outcome = await recategoriseTransaction(db, req.user!.id, idParam(req), txId, body);
      const a = await findAnalysis(db, req.user!.id, idParam(req));
      return { updated: outcome.updated, rule: body.applyToSimilar, analysis: analysisJson(a) };
    });

    app.post('/:id/clean-export', { schema: { response: { 200: cleanExportUnlockSchema } } }, async (req) => {
      await refuseWorkspaceMember(ctx, req.user!.id, idParam(req));
      return unlockCleanExport(db, req.user!.id, idParam(req), req.ip);
    });

    app.get('/:id/report.pdf', async (req, reply) => {
      const { variant } = z
        .object({ variant: z.enum(['watermarked', 'clean']).default('watermarked') })
        .parse(req.query);
      const report = await buildAnalysisReport(db, await reader(req, 'export'), idParam(req), variant);
      return reply.type('application/pdf').header('content-disposition', attachment(report.fileName)).send(report.pdf);
    });

    app.get('/:id/export.json', async (req, reply) => {
      const file = await exportAnalysisJson(db, await reader(req, 'export'), idParam(req));
      return reply.type('application/json').header('content-disposition', attachment(file.fileName)).send(file.body);
    });

    app.get('/:id/transactions.csv', async (req, reply) => {
      const file = await exportTransactionsCsv(db, await reader(req, 'export'), idParam(req));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachment(file.fileName))
        .send(file.body);
    });
  };
}
