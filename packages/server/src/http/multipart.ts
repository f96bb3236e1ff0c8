import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { AppError } from '../errors.ts';

export interface UploadedFile {
  bytes: Buffer;
  name: string;
}

/** Registers the multipart parser on a plugin with limits sized for one document and a few text fields. */
export async function registerMultipart(
  app: FastifyInstance,
  limits: { fileSize: number; fields: number; fieldSize: number },
): Promise<void> {
  await app.register(multipart, { limits: { ...limits, files: 1, parts: limits.fields + 2 } });
}

/**
 * Reads a multipart upload of exactly one file plus text fields. Parser errors become the API's errors: a file
 * over the limit is TOO_LARGE with `messages.tooLarge`; anything else unreadable is VALIDATION.
 */
export async function readSingleFile(
  req: FastifyRequest,
  messages: { notMultipart: string; missing: string; tooLarge: string },
): Promise<{ file: UploadedFile; values: Record<string, string> }> {
  if (!req.isMultipart()) throw new AppError('VALIDATION', messages.notMultipart);
  const values: Record<string, string> = {};
  let file: UploadedFile | null = null;
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
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('TOO_LARGE', messages.tooLarge);
    if (code === 'FST_FILES_LIMIT') throw new AppError('VALIDATION', 'Upload one file at a time.');
    throw new AppError('VALIDATION', 'The upload could not be read. Please try again.');
  }
  if (!file) throw new AppError('VALIDATION', messages.missing);
  return { file, values };
}

const KEY = /^[\w:-]{8,100}$/;

/** The idempotency key of an upload: the form field, else the Idempotency-Key header, else a fresh one. */
export function idempotencyKeyOf(req: FastifyRequest, field: string | undefined): string {
  if (field !== undefined && KEY.test(field)) return field;
  const header = req.headers['idempotency-key'];
  return typeof header === 'string' && KEY.test(header) ? header : crypto.randomUUID();
}
