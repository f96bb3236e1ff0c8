import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  accountNameReadSchema,
  batchCreatedSchema,
  batchDetailSchema,
  batchPlanSchema,
  statementOutcomeSchema,
} from '@nairalens/core/api/workspace-batch.ts';
import { documentPasswordSchema, idempotencyKeySchema } from '@nairalens/core/api/upload.ts';
import type { AppContext } from '../../context.ts';
import type { ZodTypeProvider } from '../../http/zod-schema.ts';
import type { Actor } from './access.ts';
import { createBatch, getBatch } from './batches.ts';
import { sendExport } from './export-analyses.ts';
import { readMultipart, uploadLogLevel } from './read-multipart.ts';
import { uploadStatement } from './upload-statement.ts';
import { readAccountName } from './read-account-name.ts';
import { AppError } from '../../errors.ts';

const id = z.object({ id: z.string().max(64) });
const fileFields = z.object({
  clientId: z.string().uuid('Choose a client for this file.'),
  password: documentPasswordSchema.optional(),
  /** The cost shown for this file; a different real cost is refused with 409 before any spend. */
  expectedCost: z.coerce.number().int().min(0).max(100).optional(),
  idempotencyKey: idempotencyKeySchema.optional(),
});

/** /api/workspace/batches: open a batch (total cost first), send its files one by one, follow each file's status. */
export default function batchRoutes(ctx: AppContext, actor: (req: FastifyRequest) => Promise<Actor>) {
  return async (plain: FastifyInstance) => {
    // Answers typed and shaped by the shared contract (core/api/workspace-batch.ts).
    const app = plain.withTypeProvider<ZodTypeProvider>();
    app.post('/', { schema: { response: { 201: batchCreatedSchema } } }, async (req, reply) => {
      const body = batchPlanSchema.parse(req.body ?? {});
      reply.status(201);
      return { batch: await createBatch(ctx, await actor(req), body.files) };
    });
    // Before a batch: the account name printed on one file and the client it proposes (free; nothing is stored).
    app.post(
      '/account-name',
      {
        config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
        logLevel: uploadLogLevel(ctx.config.logLevel),
        schema: { response: { 200: accountNameReadSchema } },
      },
      async (req) => {
        const a = await actor(req);
        const { file, fields } = await readMultipart(req);
        const password = z.string().max(256).optional().parse(fields.password);
        return readAccountName(ctx, a, { bytes: file.bytes, fileName: file.name, password: password || null });
      },
    );
    app.get('/:id', { schema: { response: { 200: batchDetailSchema } } }, async (req) =>
      getBatch(ctx, await actor(req), id.parse(req.params).id),
    );
    app.post(
      '/:id/files',
      {
        config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
        logLevel: uploadLogLevel(ctx.config.logLevel),
        // Accepted (202) or refused before any spend (200): the same answer either way.
        schema: { response: { 200: statementOutcomeSchema, 202: statementOutcomeSchema } },
      },
      async (req, reply) => {
        const a = await actor(req);
        const batchId = id.parse(req.params).id;
        await getBatch(ctx, a, batchId);
        const { file, fields } = await readMultipart(req);
        const parsed = fileFields.safeParse(fields);
        if (!parsed.success)
          throw new AppError('VALIDATION', parsed.error.issues[0]?.message ?? 'Some file details are invalid.');
        const out = await uploadStatement(ctx, a, {
          clientId: parsed.data.clientId,
          bytes: file.bytes,
          fileName: file.name,
          password: parsed.data.password || null,
          idempotencyKey: parsed.data.idempotencyKey,
          expectedCost: parsed.data.expectedCost ?? null,
          batchId,
        });
        reply.status(out.accepted ? 202 : 200);
        return out;
      },
    );
    for (const format of ['csv', 'xlsx'] as const) {
      app.get(`/:id/export.${format}`, async (req, reply) => {
        const a = await actor(req);
        const batchId = id.parse(req.params).id;
        await getBatch(ctx, a, batchId);
        return sendExport(reply, ctx, a, { batchId }, format, 'batch-analyses');
      });
    }
  };
}
