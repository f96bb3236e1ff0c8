/** One error type for the API: a stable code, a sentence for a person, and the status the code implies. */
const STATUS: Record<string, number> = {
  VALIDATION: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INSUFFICIENT_TOKENS: 402,
  PASSWORD_REQUIRED: 422,
  PASSWORD_INCORRECT: 422,
  UNSUPPORTED_FORMAT: 415,
  UNREADABLE: 422,
  NO_TRANSACTIONS: 422,
  TOO_LARGE: 413,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

export class AppError extends Error {
  readonly code: string;
  readonly status: number;
  readonly details: unknown;
  constructor(code: string, message: string, options: { status?: number; details?: unknown } = {}) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.status = options.status ?? STATUS[code] ?? 400;
    this.details = options.details;
  }
}

export const notFound = (what = 'Not found.') => new AppError('NOT_FOUND', what);
