import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CONTENT_KINDS, CONTENT_VIEWS } from '@nairalens/core/api/content.ts';
import type { AppContext } from '../../context.ts';
import { requireAdmin } from '../../http/require-user.ts';
import {
  contentForAdmin,
  parseKind,
  publishDraft,
  publishedContent,
  restoreRevision,
  saveContentDraft,
} from './manage-content.ts';

const kindParams = z.object({ kind: z.string().max(40) });
const revisionParams = z.object({ id: z.uuid() });
const answer = <T>(schema: T) => ({ schema: { response: { 200: schema } } });

/** /api/content/:kind — what the public pages show (published admin content, or the built-in default). */
export function contentRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    // One route per kind, so each answers through its own schema (core/api/content.ts); any other kind is a 404. The
    // handlers' types come from the same schemas (manage-content.ts), by kind: a loop over kinds cannot check them here.
    for (const kind of CONTENT_KINDS) {
      app.get(`/${kind}`, answer(CONTENT_VIEWS[kind].published), async () => publishedContent(ctx.database.db, kind));
    }
    app.get('/:kind', async (req) => parseKind(kindParams.parse(req.params).kind));
  };
}

/** /api/admin/cms/:kind — drafts, publish and restore, for admins only. */
export function contentAdminRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    const db = ctx.database.db;
    app.addHook('preHandler', requireAdmin(ctx));
    for (const kind of CONTENT_KINDS) {
      const { admin, revision } = CONTENT_VIEWS[kind];
      app.get(`/${kind}`, answer(admin), async () => contentForAdmin(db, kind));
      app.put(`/${kind}/draft`, answer(revision), async (req) =>
        saveContentDraft(db, kind, (req.body as { content?: unknown })?.content, req.user!.id),
      );
      app.post(`/${kind}/publish`, answer(revision), async (req) =>
        publishDraft(db, kind, { id: req.user!.id, ip: req.ip }),
      );
      app.post(`/${kind}/revisions/:id/restore`, answer(revision), async (req) => {
        const { id } = revisionParams.parse(req.params);
        return restoreRevision(db, kind, id, { id: req.user!.id, ip: req.ip });
      });
    }
    // Any other kind: the same 404 as before the kinds were listed.
    app.all('/:kind', async (req) => parseKind(kindParams.parse(req.params).kind));
    app.all('/:kind/*', async (req) => parseKind(kindParams.parse(req.params).kind));
  };
}
