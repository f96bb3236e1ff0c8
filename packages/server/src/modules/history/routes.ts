import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  analysisChangesSchema,
  historyListSchema,
  ownTransferCorrectedSchema,
  personHistorySchema,
} from '@nairalens/core/api/history.ts';
import type { AppContext } from '../../context.ts';
import { requireUser } from '../../http/require-user.ts';
import type { ZodTypeProvider } from '../../http/zod-schema.ts';
import { buildPersonHistory } from './build-person-history.ts';
import { correctOwnTransfer } from './correct-own-transfer.ts';
import { deleteAnalysis } from './delete-analysis.ts';
import { listPersonAnalyses } from './list-analyses.ts';
import { whatChangedSinceLast } from './what-changed-since-last.ts';
import { analysisOwnerFor } from '../workspace/index.ts';

const ownerQuery = z.object({ profileId: z.string().uuid().optional() });
const listQuery = z.object({
  search: z.string().trim().max(100).optional(),
  status: z.enum(['pending', 'processing', 'completed', 'failed']).optional(),
  profile: z.union([z.literal('me'), z.string().uuid()]).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
const idParams = z.object({ id: z.string().uuid() });
const pairParams = z.object({ pairId: z.string().max(200) });
const pairBody = z.object({ ownTransfer: z.boolean() }).strict();

/** /api/history: the person's figures over time and across accounts, and the list of all their analyses. */
export default function historyRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    // Answers typed and shaped by the shared contract (core/api/history.ts); queries and bodies are read after the
    // sign-in check.
    const app = plain.withTypeProvider<ZodTypeProvider>();
    app.addHook('preHandler', requireUser(ctx));
    const db = ctx.database.db;

    app.get('/', { schema: { response: { 200: personHistorySchema } } }, async (req) => {
      const { profileId } = ownerQuery.parse(req.query);
      const h = await buildPersonHistory(db, { userId: req.user!.id, profileId: profileId ?? null });
      // The merged transactions and the holders' names stay on the server: the screens need the figures only.
      const { transactions: _rows, holders: _names, ...figures } = h;
      return figures;
    });

    app.put('/own-transfers/:pairId', { schema: { response: { 200: ownTransferCorrectedSchema } } }, async (req) => {
      const { pairId } = pairParams.parse(req.params);
      const { ownTransfer } = pairBody.parse(req.body ?? {});
      await correctOwnTransfer(db, req.user!.id, pairId, ownTransfer);
      return { ok: true as const };
    });

    app.get('/analyses', { schema: { response: { 200: historyListSchema } } }, async (req) => {
      const q = listQuery.parse(req.query);
      return listPersonAnalyses(db, {
        userId: req.user!.id,
        search: q.search || undefined,
        status: q.status,
        profileId: q.profile === undefined ? undefined : q.profile === 'me' ? null : q.profile,
        page: q.page,
        pageSize: q.pageSize,
      });
    });

    app.delete('/analyses/:id', async (req, reply) => {
      await deleteAnalysis(ctx, req.user!.id, idParams.parse(req.params).id);
      return reply.status(204).send();
    });

    // A workspace member reads a workspace analysis's changes as its owner does (membership checked afresh).
    app.get('/analyses/:id/changes', { schema: { response: { 200: analysisChangesSchema } } }, async (req) => {
      const { id } = idParams.parse(req.params);
      return whatChangedSinceLast(db, await analysisOwnerFor(ctx, req.user!.id, id), id);
    });
  };
}
