import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MESSAGES } from '@nairalens/core/statements/messages.ts';
import {
  documentUploadPartsSchema,
  statementQuoteEnvelopeSchema,
  uploadCreatedSchema,
  uploadEnvelopeSchema,
  uploadListSchema,
  type Upload,
} from '@nairalens/core/api/upload.ts';
import type { AppContext } from '../../context.ts';
import { audit } from '../../audit.ts';
import { createDocumentQueues } from '../../documents/register-document-jobs.ts';
import { readUploadParts } from '../../documents/upload-parts.ts';
import { readSingleFile, registerMultipart } from '../../http/multipart.ts';
import { registerUserRateLimit } from '../../http/rate-limit.ts';
import { requireUser } from '../../http/require-user.ts';
import type { ZodTypeProvider } from '../../http/zod-schema.ts';
import { AppError } from '../../errors.ts';
import { statementDocument } from '../analyses/index.ts';
import { createUpload, MAX_UPLOAD_BYTES } from './create-upload.ts';
import { quoteStatement } from './quote-upload.ts';
import { findUpload, listUploads, type UploadRow } from './repository.ts';

// The cost the page showed: nothing is spent when the file turns out to cost something else.
const fields = documentUploadPartsSchema.extend({
  expectedCost: z.coerce.number().int().min(0).max(100).optional(),
});

/** /api/uploads: the statement upload (multipart) and the person's own uploads. */
export default function uploadRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    // Answers typed, validated and shaped by the shared contract (core/api/upload.ts).
    const app = plain.withTypeProvider<ZodTypeProvider>();
    await createDocumentQueues(ctx, [statementDocument]);
    await registerMultipart(plain, { fileSize: MAX_UPLOAD_BYTES, fields: 10, fieldSize: 4096 });
    await registerUserRateLimit(plain, ctx);
    app.addHook('preHandler', requireUser(ctx));

    app.post(
      '/',
      {
        config: { rateLimit: { max: 12, timeWindow: '1 minute' } },
        schema: { response: { 200: uploadCreatedSchema, 201: uploadCreatedSchema } },
        // The multipart parser logs request headers (cookies) at debug/trace; keep this route at info or quieter.
        logLevel: (['trace', 'debug'].includes(ctx.config.logLevel) ? 'info' : ctx.config.logLevel) as 'info',
      },
      async (req, reply) => {
        const { file, values } = await readSingleFile(req, {
          notMultipart: 'Send the statement as multipart/form-data with one "file".',
          missing: 'Choose a statement file to upload.',
          tooLarge: MESSAGES.TOO_LARGE,
        });
        const { parts, document } = readUploadParts(fields, values, req.headers['idempotency-key']);
        const outcome = await createUpload(ctx, {
          userId: req.user!.id,
          bytes: file.bytes,
          fileName: file.name,
          ...document,
          expectedCost: parts.expectedCost ?? null,
        });
        if (!outcome.replayed) {
          await audit(ctx.database.db, {
            action: 'upload.created',
            userId: req.user!.id,
            target: outcome.uploadId,
            details: { tokenCost: outcome.tokenCost, sizeBytes: file.bytes.length },
            ip: req.ip,
          });
        }
        reply.status(outcome.replayed ? 200 : 201);
        return {
          upload: { id: outcome.uploadId, tokenCost: outcome.tokenCost },
          analysis: { id: outcome.analysisId, uploadId: outcome.uploadId, status: outcome.status },
        };
      },
    );

    // The price of a file before anything is spent: its real pages or rows (nothing stored, nothing spent).
    const quote = {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { response: { 200: statementQuoteEnvelopeSchema } },
    };
    app.post('/quote', quote, async (req) => {
      const { file, values } = await readSingleFile(req, {
        notMultipart: 'Send the statement as multipart/form-data with one "file".',
        missing: 'Choose a statement file to upload.',
        tooLarge: MESSAGES.TOO_LARGE,
      });
      const password = typeof values.password === 'string' ? values.password.slice(0, 256) : null;
      const q = await quoteStatement(file.bytes, password);
      return { quote: { pages: q.pages, lines: q.lines, counted: q.counted, tokenCost: q.tokenCost } };
    });

    app.get('/', { schema: { response: { 200: uploadListSchema } } }, async (req) => ({
      uploads: (await listUploads(ctx.database.db, req.user!.id)).map(uploadJson),
    }));

    app.get('/:id', { schema: { response: { 200: uploadEnvelopeSchema } } }, async (req) => {
      const { id } = z.object({ id: z.string() }).parse(req.params);
      const row = z.string().uuid().safeParse(id).success ? await findUpload(ctx.database.db, req.user!.id, id) : null;
      if (!row) throw new AppError('NOT_FOUND', 'Upload not found.');
      return { upload: uploadJson(row) };
    });
  };
}

function uploadJson(r: UploadRow): Upload {
  return {
    id: r.id,
    fileName: r.file_name || 'Uploaded Statement',
    fileSize: r.file_size,
    fileType: r.file_type,
    analysisFor: r.analysis_for,
    clientName: r.client_name,
    profileId: r.profile_light_id,
    lines: r.lines,
    pages: r.pages,
    tokenCost: r.token_cost,
    rawDeleted: r.raw_deleted,
    createdAt: new Date(r.created_at).toISOString(),
    analysisId: r.analysis_id,
    status: (r.status ?? 'pending') as Upload['status'],
  };
}
