import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { clientNoteSchema } from '@nairalens/core/api/workspace-console.ts';
import type { AppContext } from '../../context.ts';
import { requireUser } from '../../http/require-user.ts';
import { registerUserRateLimit } from '../../http/rate-limit.ts';
import { ANALYSIS_JOB_OPTIONS, ANALYSIS_QUEUE } from '../../jobs/queue-names.ts';
import { requirePermission } from './access.ts';
import { createClient } from './create-client.ts';
import { createWorkspace } from './create-workspace.ts';
import { exportCsv, exportXlsx } from './export-analyses.ts';
import { getClient, requireClient } from './get-client.ts';
import { getOverview, workspaceJson } from './get-overview.ts';
import { listClients } from './list-clients.ts';
import { readMultipart, registerStatementMultipart, uploadLogLevel } from './read-multipart.ts';
import { findMembership, insertNote } from './repository.ts';
import { actorForUser, recordAction } from './resolve-actor.ts';
import { uploadStatement } from './upload-statement.ts';
import batchRoutes from './batch-routes.ts';
import teamRoutes from './team-routes.ts';
import consoleRoutes from './console-routes.ts';

const id = z.object({ id: z.string().max(64) });
export const clientBody = z.object({
  name: z.string().trim().min(1, 'Client name is required.').max(120),
  reference: z.string().trim().max(80).optional().nullable(),
  phone: z.string().trim().max(30).optional().nullable(),
  email: z
    .union([z.string().trim().email('Enter a valid e-mail address.').max(200), z.literal('')])
    .optional()
    .nullable(),
  consent: z.literal(true, { message: "Please confirm you have the client's consent." }),
});
const clientQuery = z.object({
  search: z.string().max(100).optional(),
  risk: z.enum(['low', 'medium', 'high']).optional(),
  dtiBand: z.enum(['excellent', 'good', 'fair', 'caution', 'danger']).optional(),
  lastAnalysed: z.enum(['7', '30', '90', 'never']).optional(),
  sort: z.enum(['recent', 'name', 'health', 'dti', 'last-analysed']).optional(),
});
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** /api/workspace: the signed-in member's workspace, its clients and exports (team, batches and console below). */
export default function workspaceRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    await ctx.queue.createQueue(ANALYSIS_QUEUE, { ...ANALYSIS_JOB_OPTIONS });
    await registerStatementMultipart(app);
    await registerUserRateLimit(app, ctx);
    app.addHook('preHandler', requireUser(ctx));
    const actor = (req: FastifyRequest) => actorForUser(ctx, req.user!);

    app.get('/me', async (req) => {
      const m = await findMembership(ctx.database.db, req.user!.id);
      return { workspace: m ? workspaceJson(await actor(req)) : null };
    });
    app.post('/', async (req, reply) => {
      const { name } = z
        .object({ name: z.string().trim().min(1, 'Workspace name is required.').max(80) })
        .parse(req.body ?? {});
      reply.status(201);
      return { workspace: await createWorkspace(ctx, req.user!, name) };
    });
    app.get('/overview', async (req) => getOverview(ctx, await actor(req)));

    app.get('/clients', async (req) => ({
      clients: await listClients(ctx, await actor(req), clientQuery.parse(req.query)),
    }));
    app.post('/clients', async (req, reply) => {
      const clientId = await createClient(ctx, await actor(req), clientBody.parse(req.body ?? {}));
      reply.status(201);
      return getClient(ctx, await actor(req), clientId);
    });
    app.get('/clients/:id', async (req) => getClient(ctx, await actor(req), id.parse(req.params).id));
    app.post('/clients/:id/notes', async (req, reply) => {
      const a = await actor(req);
      requirePermission(a, 'manage-clients');
      const client = await requireClient(ctx, a, id.parse(req.params).id);
      const { body } = clientNoteSchema.parse(req.body ?? {});
      const note = await insertNote(ctx.database.db, {
        workspaceId: a.workspaceId,
        clientId: client.id,
        authorId: a.userId!,
        body,
      });
      await recordAction(ctx.database.db, a, 'client.note_added', client.id);
      reply.status(201);
      return { note: { id: note.id, body: note.body, createdAt: note.createdAt.toISOString(), author: a.label } };
    });
    app.post(
      '/clients/:id/statements',
      { config: { rateLimit: { max: 60, timeWindow: '1 minute' } }, logLevel: uploadLogLevel(ctx.config.logLevel) },
      async (req, reply) => {
        const a = await actor(req);
        requirePermission(a, 'upload');
        const { file, fields } = await readMultipart(req);
        const out = await uploadStatement(ctx, a, {
          clientId: id.parse(req.params).id,
          bytes: file.bytes,
          fileName: file.name,
          password: fields.password || null,
          idempotencyKey: fields.idempotencyKey,
        });
        reply.status(202);
        return out;
      },
    );

    app.get('/clients/:id/export.csv', async (req, reply) => {
      const csv = await exportCsv(ctx, await actor(req), { clientId: id.parse(req.params).id });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="client-analyses.csv"')
        .send(csv);
    });
    app.get('/clients/:id/export.xlsx', async (req, reply) => {
      const xlsx = await exportXlsx(ctx, await actor(req), { clientId: id.parse(req.params).id });
      return reply
        .type(XLSX_TYPE)
        .header('content-disposition', 'attachment; filename="client-analyses.xlsx"')
        .send(xlsx);
    });
    app.get('/export.csv', async (req, reply) => {
      const csv = await exportCsv(ctx, await actor(req), {});
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="workspace-analyses.csv"')
        .send(csv);
    });
    app.get('/export.xlsx', async (req, reply) => {
      const xlsx = await exportXlsx(ctx, await actor(req), {});
      return reply
        .type(XLSX_TYPE)
        .header('content-disposition', 'attachment; filename="workspace-analyses.xlsx"')
        .send(xlsx);
    });

    await app.register(batchRoutes(ctx, actor), { prefix: '/batches' });
    await app.register(teamRoutes(ctx, actor));
    await app.register(consoleRoutes(ctx, actor));
  };
}
