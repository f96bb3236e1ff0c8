import type { z } from 'zod';
import type { DocumentUploadParts } from '@nairalens/core/api/upload.ts';
import { AppError } from '../errors.ts';

/**
 * A document upload's multipart fields checked with the shared rule (core's documentUploadPartsSchema, or a route's
 * extension of it), and what the upload services take from them: who it is for, the password and the idempotency key
 * (the field, else the Idempotency-Key header, else a fresh one).
 */
export function readUploadParts<T extends DocumentUploadParts>(
  schema: z.ZodType<T>,
  values: Record<string, unknown>,
  header: string | string[] | undefined,
) {
  const parsed = schema.safeParse(values);
  if (!parsed.success) throw new AppError('VALIDATION', 'Some upload details are invalid. Please try again.');
  const parts = parsed.data;
  const document = {
    analysisFor: parts.analysisFor,
    clientName: parts.clientName ?? null,
    consent: parts.consent === 'true' || parts.consent === 'on',
    profileId: parts.profileId || null,
    password: parts.password || null,
    idempotencyKey: parts.idempotencyKey ?? (typeof header === 'string' ? header : crypto.randomUUID()),
  };
  return { parts, document };
}
