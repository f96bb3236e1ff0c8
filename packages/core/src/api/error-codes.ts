/**
 * Every error code the API answers with, and the one HTTP status each implies. Errors travel as
 * `{ error: { code, message } }`; the message is a sentence for a person, the code is for programs. A call site
 * never chooses a status: it chooses a code. The list is documented in docs/API.md.
 */
export const ERROR_STATUS = {
  VALIDATION: 400,
  BAD_REQUEST: 400,
  /** A password given to confirm a sensitive action (delete account, export, 2FA changes) is wrong. */
  INVALID_PASSWORD: 400,
  UNAUTHENTICATED: 401,
  INSUFFICIENT_TOKENS: 402,
  FORBIDDEN: 403,
  TWO_FACTOR_REQUIRED: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** Something that existed and has expired (a data-export download). */
  EXPIRED: 410,
  /** A body or file over its size limit. */
  TOO_LARGE: 413,
  UNSUPPORTED_FORMAT: 415,
  UNSUPPORTED_MEDIA_TYPE: 415,
  PASSWORD_REQUIRED: 422,
  PASSWORD_INCORRECT: 422,
  UNREADABLE: 422,
  NO_TRANSACTIONS: 422,
  /** A statement of an account in another currency (a domiciliary account): the coach works in naira. */
  FOREIGN_CURRENCY: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as ErrorCode[];

export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(ERROR_STATUS, code);
}

/** The error body of every API answer that is not a success. */
export interface ApiErrorBody {
  error: { code: ErrorCode; message: string; details?: unknown };
}
