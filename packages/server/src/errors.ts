import { ERROR_STATUS, type ErrorCode } from '@nairalens/core/api/error-codes.ts';

export type { ErrorCode };

/** One error type for the API: a stable code, a sentence for a person; the code alone decides the status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly details: unknown;
  constructor(code: ErrorCode, message: string, options: { details?: unknown } = {}) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = ERROR_STATUS[code];
    this.details = options.details;
  }
}

export const notFound = (what = 'Not found.') => new AppError('NOT_FOUND', what);
