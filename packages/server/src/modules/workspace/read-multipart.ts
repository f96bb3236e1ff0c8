import type { FastifyRequest } from 'fastify';
import { MESSAGES } from '@nairalens/core/statements/messages.ts';
import { AppError } from '../../errors.ts';

/** Reads a multipart request with exactly one `file` part and text fields. */
export async function readMultipart(
  req: FastifyRequest,
): Promise<{ file: { bytes: Buffer; name: string }; fields: Record<string, string> }> {
  if (!req.isMultipart())
    throw new AppError('VALIDATION', 'Send the statement as multipart/form-data with one "file".');
  const fields: Record<string, string> = {};
  let file: { bytes: Buffer; name: string } | null = null;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        if (file) throw new AppError('VALIDATION', 'Send one file per request.');
        file = { bytes: await part.toBuffer(), name: part.filename };
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (e) {
    if (e instanceof AppError) throw e;
    const code = (e as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new AppError('TOO_LARGE', MESSAGES.TOO_LARGE);
    if (code === 'FST_FILES_LIMIT') throw new AppError('VALIDATION', 'Send one file per request.');
    throw new AppError('VALIDATION', 'The upload could not be read. Please try again.');
  }
  if (!file) throw new AppError('VALIDATION', 'Choose a statement file to upload.');
  return { file, fields };
}

/** Multipart limits for statement uploads: one file of at most 10 MB and a few small fields. */
export const MULTIPART_LIMITS = { fileSize: 10 * 1024 * 1024, files: 1, fields: 10, fieldSize: 4096, parts: 12 };

/** The multipart parser logs request headers (cookies, keys) at debug/trace: keep upload routes at info or quieter. */
export function uploadLogLevel(configured: string): 'info' {
  return (['trace', 'debug'].includes(configured) ? 'info' : configured) as 'info';
}
