import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import { BUREAUS, type CreditReport } from '@nairalens/core/credit-reports/types.ts';
import {
  creditReportCardEnvelopeSchema,
  creditReportDetailEnvelopeSchema,
  creditReportListSchema,
  creditReportUnlockSchema,
  disputesSchema,
} from '@nairalens/core/api/credit-report.ts';
import { documentPasswordSchema } from '@nairalens/core/api/upload.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { requireUser } from '../../http/require-user.ts';
import type { ZodTypeProvider } from '../../http/zod-schema.ts';
import { audit } from '../../audit.ts';
import { confirmDisputes } from './confirm-disputes.ts';
import { createCreditReport } from './create-credit-report.ts';
import { renderDisputeLetter } from './dispute-letter-pdf.ts';
import { createDocumentQueues } from '../../documents/register-document-jobs.ts';
import { creditReportDocument } from './credit-report-document.ts';
import { MAX_REPORT_BYTES } from './queue.ts';
import { renderCreditReportPdf } from './report-pdf.ts';
import { unlockCreditReportExport } from './unlock-clean-export.ts';
import {
  cardJson,
  creditReportDetail,
  listCreditReports,
  ownReport,
  type CreditReportDetail,
  type DisputeItem,
} from './view-credit-report.ts';

const uploadFields = z.object({
  analysisFor: z.enum(['me', 'someone-else']).default('me'),
  clientName: z.string().max(200).optional(),
  consent: z.enum(['true', 'false', 'on']).optional(),
  profileId: z.string().uuid().optional().or(z.literal('')),
  password: documentPasswordSchema.optional(),
  idempotencyKey: z
    .string()
    .min(8)
    .max(100)
    .regex(/^[\w:-]+$/)
    .optional(),
});
const listQuery = z.object({ bureau: z.enum(BUREAUS).optional(), profileId: z.string().uuid().optional() });
const disputeBody = z.object({
  findingIds: z.array(z.string().max(300)).max(50).default([]),
  unrecognised: z
    .array(z.object({ lender: z.string().max(200), accountNumber: z.string().max(40).nullable() }))
    .max(50)
    .default([]),
});
const idOf = (req: FastifyRequest) => z.object({ id: z.string().max(64) }).parse(req.params).id;

async function readUpload(
  req: FastifyRequest,
): Promise<{ file: { bytes: Buffer; name: string }; values: Record<string, string> }> {
  if (!req.isMultipart()) throw new AppError('VALIDATION', 'Send the report as multipart/form-data with one "file".');
  const values: Record<string, string> = {};
  let file: { bytes: Buffer; name: string } | null = null;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (file) throw new AppError('VALIDATION', 'Upload one file at a time.');
        file = { bytes: await part.toBuffer(), name: part.filename };
      } else if (typeof part.value === 'string') values[part.fieldname] = part.value;
    }
  } catch (e) {
    if (e instanceof AppError) throw e;
    if ((e as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('TOO_LARGE', 'This file is larger than 10 MB; upload the report as the bureau sent it.');
    throw new AppError('VALIDATION', 'The upload could not be read. Please try again.');
  }
  if (!file) throw new AppError('VALIDATION', 'Choose a credit report file to upload.');
  return { file, values };
}

/** /api/credit-reports: upload, list (bureau filter), detail, disputes, dispute letter, PDF report. */
export default function creditReportRoutes(ctx: AppContext) {
  return async (plain: FastifyInstance) => {
    // Answers typed and shaped by the shared contract (core/api/credit-report.ts).
    const app = plain.withTypeProvider<ZodTypeProvider>();
    const answer = <T>(schema: T) => ({ schema: { response: { 200: schema } } });
    await createDocumentQueues(ctx, [creditReportDocument]);
    await app.register(multipart, {
      limits: { fileSize: MAX_REPORT_BYTES, files: 1, fields: 10, fieldSize: 4096, parts: 12 },
    });
    app.addHook('preHandler', requireUser(ctx));
    const db = ctx.database.db;

    const logLevel = (['trace', 'debug'].includes(ctx.config.logLevel) ? 'info' : ctx.config.logLevel) as 'info';
    const uploaded = { response: { 200: creditReportCardEnvelopeSchema, 201: creditReportCardEnvelopeSchema } };
    app.post('/', { logLevel, schema: uploaded }, async (req, reply) => {
      const { file, values } = await readUpload(req);
      const input = uploadFields.safeParse(values);
      if (!input.success) throw new AppError('VALIDATION', 'Some upload details are invalid. Please try again.');
      const header = req.headers['idempotency-key'];
      const outcome = await createCreditReport(ctx, {
        userId: req.user!.id,
        bytes: file.bytes,
        fileName: file.name,
        analysisFor: input.data.analysisFor,
        clientName: input.data.clientName ?? null,
        consent: input.data.consent === 'true' || input.data.consent === 'on',
        profileId: input.data.profileId || null,
        password: input.data.password || null,
        idempotencyKey: input.data.idempotencyKey ?? (typeof header === 'string' ? header : crypto.randomUUID()),
      });
      if (!outcome.replayed)
        await audit(db, {
          action: 'credit_report.uploaded',
          userId: req.user!.id,
          target: outcome.report.id,
          details: { sizeBytes: file.bytes.length },
          ip: req.ip,
        });
      reply.status(outcome.replayed ? 200 : 201);
      return { report: cardJson(outcome.report) };
    });

    app.get('/', answer(creditReportListSchema), async (req) => {
      const q = listQuery.safeParse(req.query);
      if (!q.success) throw new AppError('VALIDATION', 'Unknown bureau filter.');
      return { reports: await listCreditReports(db, req.user!.id, q.data) };
    });

    app.get('/:id', answer(creditReportDetailEnvelopeSchema), async (req) => ({
      report: await creditReportDetail(db, req.user!.id, idOf(req)),
    }));

    app.put('/:id/disputes', answer(disputesSchema), async (req) => {
      const body = disputeBody.safeParse(req.body ?? {});
      if (!body.success) throw new AppError('VALIDATION', 'Choose the entries to dispute.');
      return { disputes: await confirmDisputes(db, req.user!.id, idOf(req), body.data) };
    });

    app.get('/:id/dispute-letter.pdf', async (req, reply) => {
      const row = await ownReport(db, req.user!.id, idOf(req));
      const items = (row.disputesJson as DisputeItem[]) ?? [];
      const report = (row.resultJson as { report?: CreditReport } | null)?.report;
      if (!report || items.length === 0) throw new AppError('CONFLICT', 'Confirm at least one entry to dispute first.');
      const pdf = await renderDisputeLetter({
        bureau: report.bureau,
        reference: report.reference,
        reportDate: report.reportDate,
        name: report.subject.name,
        bvn: report.subject.bvn,
        items,
        date: new Date(),
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="dispute-${report.bureau}.pdf"`)
        .send(pdf);
    });

    app.post('/:id/clean-export', answer(creditReportUnlockSchema), async (req) =>
      unlockCreditReportExport(ctx, req.user!.id, idOf(req)),
    );

    app.get('/:id/report.pdf', async (req, reply) => {
      const { variant } = z
        .object({ variant: z.enum(['watermarked', 'clean']).default('watermarked') })
        .parse(req.query);
      const detail = await creditReportDetail(db, req.user!.id, idOf(req));
      if (!detail.report) throw new AppError('CONFLICT', 'This report has not been read yet.');
      const d = detail as CreditReportDetail;
      if (variant === 'clean' && !d.cleanExportUnlocked)
        throw new AppError('INSUFFICIENT_TOKENS', 'You need 2 tokens to unlock clean exports.');
      const pdf = await renderCreditReportPdf(d, { watermarked: variant !== 'clean', generatedAt: new Date() });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="credit-report-${d.bureau}.pdf"`)
        .send(pdf);
    });
  };
}
