import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { clientNoteSchema } from '@nairalens/core/api/workspace-console.ts';
import {
  clientDetailSchema,
  clientFiltersSchema,
  clientListSchema,
  newClientSchema,
  newWorkspaceSchema,
  noteAddedSchema,
  overviewSchema,
  workspaceCreatedSchema,
  workspaceMeSchema,
} from '@nairalens/core/api/workspace.ts';
import { statementOutcomeSchema } from '@nairalens/core/api/workspace-batch.ts';
import type { AppContext } from '../../context.ts';
import { requireUser } from '../../http/require-user.ts';
import type { ZodTypeProvider } from '../../http/zod-schema.ts';
import { registerUserRateLimit } from '../../http/rate-limit.ts';
import { ANALYSIS_JOB_OPTIONS, ANALYSIS_QUEUE } from '../../jobs/queue-names.ts';
import { requirePermission } from './access.ts';
import { createClient } from './create-client.ts';
import { createWorkspace } from './create-workspace.ts';
import { sendExport } from './export-analyses.ts';
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

/**
 * /api/workspace: the signed-in member's workspace, its clients and exports (team, batches and console below).
 * Answers are typed and shaped by the shared contract (core/api/workspace*.ts); downloads are files, not JSON.
 */
export default function workspaceRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    const app = plain.withTypeProvider<ZodTypeProvider>();
    await ctx.queue.createQueue(ANALYSIS_QUEUE, { ...ANALYSIS_JOB_OPTIONS });
    await registerStatementMultipart(plain);
    await registerUserRateLimit(plain, ctx);
    app.addHook('preHandler', requireUser(ctx));
    const actor = (req: FastifyRequest) => actorForUser(ctx, req.user!);

    app.get('/me', { schema: { response: { 200: workspaceMeSchema } } }, async (req) => {
      const m = await findMembership(ctx.database.db, req.user!.id);
      return { workspace: m ? workspaceJson(await actor(req)) : null };
    });
    app.post('/', { schema: { response: { 201: workspaceCreatedSchema } } }, async (req, reply) => {
      const { name } = newWorkspaceSchema.parse(req.body ?? {});
      reply.status(201);
      return { workspace: await createWorkspace(ctx, req.user!, name) };
    });
    app.get('/overview', { schema: { response: { 200: overviewSchema } } }, async (req) =>
      getOverview(ctx, await actor(req)),
    );

    app.get('/clients', { schema: { response: { 200: clientListSchema } } }, async (req) => ({
      clients: await listClients(ctx, await actor(req), clientFiltersSchema.parse(req.query)),
    }));
    app.post('/clients', { schema: { response: { 201: clientDetailSchema } } }, async (req, reply) => {
      const clientId = await createClient(ctx, await actor(req), newClientSchema.parse(req.body ?? {}));
      reply.status(201);
      return getClient(ctx, await actor(req), clientId);
    });
    app.get('/clients/:id', { schema: { response: { 200: clientDetailSchema } } }, async (req) =>
      getClient(ctx, await actor(req), id.parse(req.params).id),
    );
    app.post('/clients/:id/notes', { schema: { response: { 201: noteAddedSchema } } }, async (req, reply) => {
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
      {
        config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
        logLevel: uploadLogLevel(ctx.config.logLevel),
        schema: { response: { 202: statementOutcomeSchema } },
      },
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

    // Downloads (files, not JSON answers): one client's analyses, or the whole workspace's.
    for (const format of ['csv', 'xlsx'] as const) {
      app.get(`/clients/:id/export.${format}`, async (req, reply) =>
        sendExport(reply, ctx, await actor(req), { clientId: id.parse(req.params).id }, format, 'client-analyses'),
      );
      app.get(`/export.${format}`, async (req, reply) =>
        sendExport(reply, ctx, await actor(req), {}, format, 'workspace-analyses'),
      );
    }

    await app.register(batchRoutes(ctx, actor), { prefix: '/batches' });
    await app.register(teamRoutes(ctx, actor));
    await app.register(consoleRoutes(ctx, actor));
  };
}
