import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { requireAdmin } from '../../http/require-user.ts';
import { contentForAdmin, parseKind, publishDraft, publishedContent, restoreRevision, saveContentDraft } from './manage-content.ts';

const kindParams = z.object({ kind: z.string().max(40) });
const revisionParams = kindParams.extend({ id: z.uuid() });

/** /api/content/:kind — what the public pages show (published admin content, or the built-in default). */
export function contentRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.get('/:kind', async (req) => publishedContent(ctx.database.db, parseKind(kindParams.parse(req.params).kind)));
  };
}

/** /api/admin/cms/:kind — drafts, publish and restore, for admins only. */
export function contentAdminRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    app.addHook('preHandler', requireAdmin(ctx));
    app.get('/:kind', async (req) => contentForAdmin(ctx.database.db, parseKind(kindParams.parse(req.params).kind)));
    app.put('/:kind/draft', async (req) =>
      saveContentDraft(ctx.database.db, parseKind(kindParams.parse(req.params).kind), (req.body as { content?: unknown })?.content, req.user!.id),
    );
    app.post('/:kind/publish', async (req) =>
      publishDraft(ctx.database.db, parseKind(kindParams.parse(req.params).kind), { id: req.user!.id, ip: req.ip }),
    );
    app.post('/:kind/revisions/:id/restore', async (req) => {
      const p = revisionParams.parse(req.params);
      return restoreRevision(ctx.database.db, parseKind(p.kind), p.id, { id: req.user!.id, ip: req.ip });
    });
  };
}
