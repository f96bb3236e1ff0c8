import type { FastifyInstance, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { z } from 'zod';
import {
  publicAnalysisSchema,
  publicClientCreatedSchema,
  publicClientDetailSchema,
  publicClientListSchema,
  publicNewClientSchema,
  publicStatementAcceptedSchema,
} from '@nairalens/core/api/public-api.ts';
import type { AppContext } from '../../context.ts';
import { AppError, type ErrorCode } from '../../errors.ts';
import type { ZodTypeProvider } from '../../http/zod-schema.ts';
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
/** The routes this plugin registered ("GET /api/v1/clients/:id"), per app: the OpenAPI test compares them with the document. */
export const ROUTE_TABLES = new WeakMap<AppContext, Set<string>>();

/**
 * /api/v1: the workspace's public API, authenticated by `Authorization: Bearer <key>`, rate limited per key. Answers
 * are typed and shaped by core/api/public-api.ts, the schemas the OpenAPI document is generated from.
 */
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

    await app.register(async (plain) => {
      const secured = plain.withTypeProvider<ZodTypeProvider>();
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

      secured.get('/clients', { schema: { response: { 200: publicClientListSchema } } }, async (req) => ({
        data: await listClients(ctx, actor(req)),
      }));
      secured.post('/clients', { schema: { response: { 201: publicClientCreatedSchema } } }, async (req, reply) => {
        const clientId = await createClient(ctx, actor(req), publicNewClientSchema.parse(req.body ?? {}));
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
      secured.get('/clients/:id', { schema: { response: { 200: publicClientDetailSchema } } }, async (req) => {
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
      const accepted = { response: { 202: publicStatementAcceptedSchema } };
      const upload = { logLevel: uploadLogLevel(ctx.config.logLevel), schema: accepted };
      secured.post('/clients/:id/statements', upload, async (req, reply) => {
        requirePermission(actor(req), 'upload');
        const { file, fields } = await readMultipart(req);
        const out = await uploadStatement(ctx, actor(req), {
          clientId: id.parse(req.params).id,
          bytes: file.bytes,
          fileName: file.name,
          password: fields.password || null,
          idempotencyKey: fields.idempotencyKey,
        });
        if (!out.accepted) throw new AppError(out.code as ErrorCode, out.message);
        reply.status(202);
        return { analysisId: out.analysisId, status: out.status, tokenCost: out.tokenCost };
      });
      secured.get('/analyses/:id', { schema: { response: { 200: publicAnalysisSchema } } }, async (req) =>
        getAnalysis(ctx, actor(req), id.parse(req.params).id),
      );
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
