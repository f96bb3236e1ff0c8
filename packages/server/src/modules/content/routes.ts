import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CONTENT_KINDS, CONTENT_VIEWS, type ContentKind } from '@nairalens/core/api/content.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { requireAdmin } from '../../http/require-user.ts';
import {
  contentForAdmin,
  publishDraft,
  publishedContent,
  restoreRevision,
  saveContentDraft,
} from './manage-content.ts';

/** Every known kind has its own routes: whatever else reaches the area is not there. */
const noSuchContent = async () => {
  throw new AppError('NOT_FOUND', 'No such content.');
};
const revisionParams = z.object({ id: z.uuid() });
const answer = <T>(schema: T) => ({ schema: { response: { 200: schema } } });

// A loop over kinds cannot type each handler against its kind's schema, so each kind is checked here: a field changed
// in core/api/content.ts and not in manage-content.ts (or the other way round) fails the typecheck.
type Fits<A, S extends z.ZodType> = [Awaited<A>] extends [z.input<S>] ? true : false;
type Checked<K extends ContentKind> = [
  Fits<ReturnType<typeof publishedContent<K>>, (typeof CONTENT_VIEWS)[K]['published']>,
  Fits<ReturnType<typeof contentForAdmin<K>>, (typeof CONTENT_VIEWS)[K]['admin']>,
  Fits<ReturnType<typeof saveContentDraft<K>>, (typeof CONTENT_VIEWS)[K]['revision']>,
  Fits<ReturnType<typeof publishDraft<K>>, (typeof CONTENT_VIEWS)[K]['revision']>,
  Fits<ReturnType<typeof restoreRevision<K>>, (typeof CONTENT_VIEWS)[K]['revision']>,
];
const everyKindFits: { [K in ContentKind]: Checked<K> } = {
  faq: [true, true, true, true, true],
  announcement: [true, true, true, true, true],
  'help-answers': [true, true, true, true, true],
  testimonials: [true, true, true, true, true],
};
void everyKindFits;

/** /api/content/:kind — what the public pages show (published admin content, or the built-in default). */
export function contentRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    // One route per kind, so each answers through its own schema (checked per kind above); any other kind is a 404.
    for (const kind of CONTENT_KINDS) {
      app.get(`/${kind}`, answer(CONTENT_VIEWS[kind].published), async () => publishedContent(ctx.database.db, kind));
    }
    app.get('/:kind', noSuchContent);
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
    app.all('/:kind', noSuchContent);
    app.all('/:kind/*', noSuchContent);
  };
}
