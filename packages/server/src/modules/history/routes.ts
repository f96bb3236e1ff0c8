import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireUser } from '../../http/require-user.ts';
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
  return async (app: FastifyInstance) => {
    app.addHook('preHandler', requireUser(ctx));
    const db = ctx.database.db;

    app.get('/', async (req) => {
      const { profileId } = ownerQuery.parse(req.query);
      const h = await buildPersonHistory(db, { userId: req.user!.id, profileId: profileId ?? null });
      // The merged transactions stay on the server: the screens need the figures, not every row again.
      const { transactions: _rows, ...figures } = h;
      return figures;
    });

    app.put('/own-transfers/:pairId', async (req) => {
      const { pairId } = pairParams.parse(req.params);
      const { ownTransfer } = pairBody.parse(req.body ?? {});
      await correctOwnTransfer(db, req.user!.id, pairId, ownTransfer);
      return { ok: true };
    });

    app.get('/analyses', async (req) => {
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
    app.get('/analyses/:id/changes', async (req) => {
      const { id } = idParams.parse(req.params);
      return whatChangedSinceLast(db, await analysisOwnerFor(ctx, req.user!.id, id), id);
    });
  };
}
