/**
 * The e-mail rule shared by the web forms and the server (newsletter, contact): a plausible address,
 * something@domain.tld, no spaces, at most 254 characters. Plain code without zod, so the public pages that check it
 * in the browser stay light; `emailSchema` in `credentials.ts` wraps it for the server's zod schemas.
 */
export const MAX_EMAIL_LENGTH = 254;
export const EMAIL_INVALID_MESSAGE = 'Please enter a valid email address.';

export function isEmail(value: string): boolean {
  const v = value.trim();
  return v.length <= MAX_EMAIL_LENGTH && /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(v);
}
