import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES } from '@nairalens/core/statements/messages.ts';
import { readSingleFile, registerMultipart } from '../../http/multipart.ts';
import { MAX_UPLOAD_BYTES } from '../uploads/index.ts';

const UPLOAD_MESSAGES = {
  notMultipart: 'Send the statement as multipart/form-data with one "file".',
  missing: 'Choose a statement file to upload.',
  tooLarge: MESSAGES.TOO_LARGE,
};

/** The multipart parser for statement uploads: one file of at most 10 MB and a few small fields. */
export function registerStatementMultipart(app: FastifyInstance): Promise<void> {
  return registerMultipart(app, { fileSize: MAX_UPLOAD_BYTES, fields: 10, fieldSize: 4096 });
}

/** Reads a multipart request with exactly one `file` part and text fields. */
export async function readMultipart(req: FastifyRequest) {
  const { file, values } = await readSingleFile(req, UPLOAD_MESSAGES);
  return { file, fields: values };
}

/** The multipart parser logs request headers (cookies, keys) at debug/trace: keep upload routes at info or quieter. */
export function uploadLogLevel(configured: string): 'info' {
  return (['trace', 'debug'].includes(configured) ? 'info' : configured) as 'info';
}
