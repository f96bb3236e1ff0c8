import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { ANALYSIS_JOB_OPTIONS, ANALYSIS_QUEUE } from '../../jobs/queue-names.ts';
import {
  createClient,
  exportCsv,
  getClient,
  listClients,
  readMultipart,
  registerStatementMultipart,
  requirePermission,
  uploadLogLevel,
  uploadStatement,
  type Actor,
} from '../workspace/index.ts';
import { authenticateKey, keyRateLimitId } from './authenticate.ts';
import { getAnalysis } from './get-analysis.ts';
import { API_RATE_LIMIT } from './limits.ts';
import { openApiDocument } from './openapi.ts';
import { referencePage } from './reference-page.ts';

declare module 'fastify' {
  interface FastifyRequest {
    apiActor: Actor | null;
  }
}

const id = z.object({ id: z.string().max(64) });
const clientBody = z.object({
  name: z.string().trim().min(1, 'name is required.').max(120),
  reference: z.string().trim().max(80).optional().nullable(),
  phone: z.string().trim().max(30).optional().nullable(),
  email: z.string().trim().email().max(200).optional().nullable(),
  consent: z.literal(true, { message: "consent must be true: you confirm you have the client's consent." }),
});

/** The routes this plugin registered ("GET /api/v1/clients/:id"), per app: the OpenAPI test compares them with the document. */
export const ROUTE_TABLES = new WeakMap<AppContext, Set<string>>();

/** /api/v1: the workspace's public API, authenticated by `Authorization: Bearer <key>`, rate limited per key. */
export default function apiV1Routes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    await ctx.queue.createQueue(ANALYSIS_QUEUE, { ...ANALYSIS_JOB_OPTIONS });
    app.decorateRequest('apiActor', null);
    const table = new Set<string>();
    ROUTE_TABLES.set(ctx, table);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) if (method !== 'HEAD') table.add(`${method} ${route.url}`);
    });
    await registerStatementMultipart(app);

    app.get('/openapi.json', async () => openApiDocument(ctx.config.appUrl));
    app.get('/docs', async (_req, reply) =>
      reply.type('text/html; charset=utf-8').send(referencePage(openApiDocument(ctx.config.appUrl))),
    );

    await app.register(async (secured) => {
      secured.addHook('onRequest', async (req) => {
        req.apiActor = await authenticateKey(ctx, req);
      });
      // Always on (not only when RATE_LIMITS is on): one key cannot starve the others.
      await secured.register(rateLimit, {
        max: API_RATE_LIMIT,
        timeWindow: '1 minute',
        hook: 'preHandler',
        keyGenerator: keyRateLimitId,
      });
      const actor = (req: FastifyRequest) => req.apiActor!;

      secured.get('/clients', async (req) => ({ data: (await listClients(ctx, actor(req))).map(publicClient) }));
      secured.post('/clients', async (req, reply) => {
        const clientId = await createClient(ctx, actor(req), clientBody.parse(req.body ?? {}));
        const detail = await getClient(ctx, actor(req), clientId);
        reply.status(201);
        return {
          id: clientId,
          name: detail.client.name,
          reference: detail.client.reference,
          createdAt: detail.client.createdAt,
          consent: { by: detail.client.consentBy, at: detail.client.consentAt, text: detail.client.consentText },
        };
      });
      secured.get('/clients/:id', async (req) => {
        const d = await getClient(ctx, actor(req), id.parse(req.params).id);
        return {
          id: d.client.id,
          name: d.client.name,
          reference: d.client.reference,
          createdAt: d.client.createdAt,
          latest: d.latest,
          analyses: d.statements.map((s) => ({
            id: s.analysisId,
            status: s.status,
            fileName: s.fileName,
            createdAt: s.createdAt,
            completedAt: s.completedAt,
          })),
        };
      });
      secured.post('/clients/:id/statements', { logLevel: uploadLogLevel(ctx.config.logLevel) }, async (req, reply) => {
        requirePermission(actor(req), 'upload');
        const { file, fields } = await readMultipart(req);
        const out = await uploadStatement(ctx, actor(req), {
          clientId: id.parse(req.params).id,
          bytes: file.bytes,
          fileName: file.name,
          password: fields.password || null,
          idempotencyKey: fields.idempotencyKey,
        });
        if (!out.accepted) throw new AppError(out.code, out.message);
        reply.status(202);
        return { analysisId: out.analysisId, status: out.status, tokenCost: out.tokenCost };
      });
      secured.get('/analyses/:id', async (req) => getAnalysis(ctx, actor(req), id.parse(req.params).id));
      secured.get('/clients/:id/export.csv', async (req, reply) => {
        const csv = await exportCsv(ctx, actor(req), { clientId: id.parse(req.params).id });
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', 'attachment; filename="client-analyses.csv"')
          .send(csv);
      });
    });
  };
}

function publicClient(c: Awaited<ReturnType<typeof listClients>>[number]) {
  return {
    id: c.id,
    name: c.name,
    reference: c.reference,
    createdAt: c.createdAt,
    analysisCount: c.analysisCount,
    latest: c.latest,
  };
}
