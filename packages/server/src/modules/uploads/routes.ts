import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { z } from 'zod';
import { MESSAGES } from '@nairalens/core/statements/messages.ts';
import type { AppContext } from '../../context.ts';
import { requireUser } from '../../http/require-user.ts';
import { AppError } from '../../errors.ts';
import { audit } from '../../audit.ts';
import { sqlRows } from '../analyses/sql.ts';
import { ANALYSIS_JOB_OPTIONS, ANALYSIS_QUEUE } from '../analyses/queue-names.ts';
import { createUpload, MAX_UPLOAD_BYTES } from './upload-service.ts';

const fields = z.object({
  analysisFor: z.enum(['me', 'someone-else']).default('me'),
  clientName: z.string().max(200).optional(),
  consent: z.enum(['true', 'false', 'on']).optional(),
  profileId: z.string().uuid().optional().or(z.literal('')),
  password: z.string().max(256).optional(),
  idempotencyKey: z.string().min(8).max(100).regex(/^[\w:-]+$/).optional(),
});

/** /api/uploads: the statement upload (multipart) and the person's own uploads. */
export default function uploadRoutes(ctx: AppContext) {
  return async (app: FastifyInstance) => {
    await ctx.queue.createQueue(ANALYSIS_QUEUE, { ...ANALYSIS_JOB_OPTIONS });
    await app.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, fieldSize: 4096, parts: 12 },
    });
    if (ctx.config.rateLimits) {
      await app.register(rateLimit, { global: false, hook: 'preHandler', keyGenerator: (req) => req.user?.id ?? req.ip });
    }
    app.addHook('preHandler', requireUser(ctx));

    app.post(
      '/',
      {
        config: { rateLimit: { max: 12, timeWindow: '1 minute' } },
        // The multipart parser logs request headers (cookies) at debug/trace; keep this route at info or quieter.
        logLevel: (['trace', 'debug'].includes(ctx.config.logLevel) ? 'info' : ctx.config.logLevel) as 'info',
      },
      async (req, reply) => {
        if (!req.isMultipart()) throw new AppError('VALIDATION', 'Send the statement as multipart/form-data with one "file".');
        const values: Record<string, string> = {};
        let file: { bytes: Buffer; name: string } | null = null;
        try {
          for await (const part of req.parts()) {
            if (part.type === 'file') {
              if (file) throw new AppError('VALIDATION', 'Upload one file at a time.');
              file = { bytes: await part.toBuffer(), name: part.filename };
            } else if (typeof part.value === 'string') {
              values[part.fieldname] = part.value;
            }
          }
        } catch (e) {
          if (e instanceof AppError) throw e;
          const code = (e as { code?: string }).code;
          if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('TOO_LARGE', MESSAGES.TOO_LARGE);
          if (code === 'FST_FILES_LIMIT') throw new AppError('VALIDATION', 'Upload one file at a time.');
          throw new AppError('VALIDATION', 'The upload could not be read. Please try again.');
        }
        if (!file) throw new AppError('VALIDATION', 'Choose a statement file to upload.');
        const input = fields.safeParse(values);
        if (!input.success) throw new AppError('VALIDATION', 'Some upload details are invalid. Please try again.');
        const headerKey = req.headers['idempotency-key'];
        const idempotencyKey = input.data.idempotencyKey ?? (typeof headerKey === 'string' ? headerKey : crypto.randomUUID());
        const outcome = await createUpload(ctx, {
          userId: req.user!.id,
          bytes: file.bytes,
          fileName: file.name,
          analysisFor: input.data.analysisFor,
          clientName: input.data.clientName ?? null,
          consent: input.data.consent === 'true' || input.data.consent === 'on',
          profileId: input.data.profileId || null,
          password: input.data.password || null,
          idempotencyKey,
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

    app.get('/', async (req) => {
      const rows = await sqlRows<UploadRow>(ctx.database.db, `${UPLOAD_SELECT} WHERE u.user_id = $1 ORDER BY u.created_at DESC LIMIT 100`, [req.user!.id]);
      return { uploads: rows.map(uploadJson) };
    });

    app.get('/:id', async (req) => {
      const { id } = z.object({ id: z.string() }).parse(req.params);
      if (!z.string().uuid().safeParse(id).success) throw new AppError('NOT_FOUND', 'Upload not found.');
      const [row] = await sqlRows<UploadRow>(ctx.database.db, `${UPLOAD_SELECT} WHERE u.user_id = $1 AND u.id = $2`, [req.user!.id, id]);
      if (!row) throw new AppError('NOT_FOUND', 'Upload not found.');
      return { upload: uploadJson(row) };
    });
  };
}

interface UploadRow {
  id: string;
  file_name: string | null;
  file_size: number;
  file_type: string;
  analysis_for: string;
  client_name: string | null;
  profile_light_id: string | null;
  lines: number;
  pages: number;
  token_cost: number;
  raw_deleted: boolean;
  created_at: Date;
  analysis_id: string | null;
  status: string | null;
}

const UPLOAD_SELECT = `SELECT u.id, u.file_name, u.file_size, u.file_type, u.analysis_for, u.client_name, u.profile_light_id, u.lines, u.pages,
  u.token_cost, (u.storage_key IS NULL) AS raw_deleted, u.created_at, a.id AS analysis_id, a.status
  FROM uploads u LEFT JOIN analyses a ON a.upload_id = u.id`;

function uploadJson(r: UploadRow) {
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
    status: r.status ?? 'pending',
  };
}
