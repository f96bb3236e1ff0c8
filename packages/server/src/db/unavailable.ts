/**
 * Errors that mean "the database cannot be reached right now" rather than "this query is wrong": the request is
 * answered 503 with a retry hint, and the process stays up. SQLSTATE class 08 (connection exception) and 57P0x
 * (operator intervention: admin shutdown, crash shutdown, cannot connect now), plus the socket-level errors the
 * node-postgres driver raises when a connection drops or cannot be opened.
 */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EAI_AGAIN']);
const MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error',
  'Cannot use a pool after calling end',
];

export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (code.startsWith('08') || /^57P0[1-3]$/.test(code) || SOCKET_CODES.has(code))) return true;
    if (typeof message === 'string' && MESSAGES.some((m) => message.includes(m))) return true;
  }
  return false;
}
