import { z } from 'zod';
import { documentSubjectSchema } from '../uploads/subject-schema.ts';
import { analysisStatusSchema } from './analysis.ts';

/**
 * Statement uploads as the API returns them (`/api/uploads`). The server answers through these schemas and the web
 * reads them as its types. The request is multipart/form-data, read field by field by the route.
 */

/** A protected PDF's password, sent once to open the file and never stored; the server reads at most this much. */
export const documentPasswordSchema = z.string().max(256);

/**
 * What the person fills in to upload a document (statement or credit report): who it is for and, for a protected
 * PDF, its password. The upload forms validate with it; the servers apply the same two rules to the multipart fields.
 */
export const documentUploadFieldsSchema = documentSubjectSchema.and(z.object({ password: documentPasswordSchema }));
export type DocumentUploadFields = z.infer<typeof documentUploadFieldsSchema>;

/** A client's idempotency key for an upload (the Idempotency-Key header may carry it instead). */
export const idempotencyKeySchema = z
  .string()
  .min(8)
  .max(100)
  .regex(/^[\w:-]+$/);

/**
 * The same fields as the multipart request carries them (`POST /api/uploads`, `POST /api/credit-reports`): text, the
 * consent tick as 'true' or 'on', and an optional idempotency key (the Idempotency-Key header may carry it instead).
 */
export const documentUploadPartsSchema = z.object({
  analysisFor: z.enum(['me', 'someone-else']).default('me'),
  clientName: z.string().max(200).optional(),
  consent: z.enum(['true', 'false', 'on']).optional(),
  profileId: z.string().uuid().optional().or(z.literal('')),
  password: documentPasswordSchema.optional(),
  idempotencyKey: idempotencyKeySchema.optional(),
});
export type DocumentUploadParts = z.infer<typeof documentUploadPartsSchema>;

/** `POST /api/uploads` (201, or 200 when the idempotency key was seen before): the upload and its queued analysis. */
export const uploadCreatedSchema = z.object({
  upload: z.object({ id: z.string(), tokenCost: z.number().int() }),
  analysis: z.object({ id: z.string(), uploadId: z.string(), status: analysisStatusSchema }),
});
export type UploadCreated = z.infer<typeof uploadCreatedSchema>;

/** `POST /api/uploads/quote`: a file's real pages or rows and its cost, counted before anything is spent. */
export const statementQuoteSchema = z.object({
  pages: z.number().int().nullable(),
  lines: z.number().int().nullable(),
  /** False when the figures are the size estimate (a file that could not be counted, e.g. still locked). */
  counted: z.boolean(),
  tokenCost: z.number().int(),
});
export type StatementQuote = z.infer<typeof statementQuoteSchema>;
export const statementQuoteEnvelopeSchema = z.object({ quote: statementQuoteSchema });

/** One of the person's uploads with its analysis' status (`GET /api/uploads`, `GET /api/uploads/:id`). */
export const uploadSchema = z.object({
  id: z.string(),
  fileName: z.string(),
  fileSize: z.number(),
  fileType: z.string(),
  analysisFor: z.string(),
  clientName: z.string().nullable(),
  profileId: z.string().nullable(),
  lines: z.number().int().nullable(),
  pages: z.number().int().nullable(),
  tokenCost: z.number().int(),
  /** True once the stored file has been deleted (the analysis stays). */
  rawDeleted: z.boolean(),
  createdAt: z.string(),
  analysisId: z.string().nullable(),
  status: analysisStatusSchema,
});
export type Upload = z.infer<typeof uploadSchema>;
export const uploadListSchema = z.object({ uploads: z.array(uploadSchema) });
export const uploadEnvelopeSchema = z.object({ upload: uploadSchema });
