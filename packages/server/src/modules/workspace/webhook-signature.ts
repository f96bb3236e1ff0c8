import { createHmac, timingSafeEqual } from 'node:crypto';

/** Headers of every webhook request (documented in docs/WORKSPACE.md). */
export const SIGNATURE_HEADER = 'x-nairalens-signature';
export const TIMESTAMP_HEADER = 'x-nairalens-timestamp';
/** A receiver refuses a request whose timestamp is further than this from its clock (a replay). */
export const TOLERANCE_SECONDS = 300;

/** `v1=` + hex HMAC-SHA256 of `${timestamp}.${body}` with the endpoint's signing secret. */
export function sign(secret: string, timestamp: number, body: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/**
 * The receiver's check: the timestamp is within the tolerance of now (so a captured request cannot be replayed later)
 * and the signature matches the exact body (so a changed body or timestamp fails). Constant-time comparison.
 */
export function verifySignature(
  secret: string,
  headers: { timestamp: string | undefined; signature: string | undefined },
  body: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): boolean {
  const ts = Number(headers.timestamp);
  if (!headers.signature || !Number.isInteger(ts) || Math.abs(nowSeconds - ts) > TOLERANCE_SECONDS) return false;
  const expected = Buffer.from(sign(secret, ts, body));
  const given = Buffer.from(headers.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
