import type { z } from 'zod';
import { AppError } from '../errors.ts';

/** Parses with a sentence for a person (the first problem), not zod's path-prefixed text. */
export function parseOr400<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value ?? {});
  if (!result.success) {
    const first = result.error.issues[0];
    throw new AppError('VALIDATION', first?.message && !first.message.startsWith('Invalid') ? first.message : 'Please check the form and try again.', {
      details: result.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message })),
    });
  }
  return result.data;
}
