import { randomBytes, randomInt, scrypt, timingSafeEqual } from 'node:crypto';

/**
 * Two-factor backup codes, stored HASHED (ASVS V6: lookup secrets under 112 bits of entropy are stored with an
 * approved password-hashing function and a random salt). better-auth's two-factor plugin keeps the list in
 * two_factor.backup_codes and only lets us supply encrypt/decrypt, so:
 *  - `encodeForStorage` (its "encrypt") turns every plain code into `s1:<salt>:<scrypt hash>` and keeps entries that
 *    are already hashed (it is called again with the remaining entries after one is used);
 *  - `decodeFromStorage` (its "decrypt") returns the stored hash list unchanged;
 *  - a before-hook on /two-factor/verify-backup-code replaces the submitted code by the stored entry it matches
 *    (`matchStoredEntry`), or by a value that matches nothing, so better-auth's own single-use removal, attempt
 *    counting and lockout work as they are. The plain codes exist only in the one response that shows them.
 */
const PREFIX = 's1:';
// Crockford-style alphabet without look-alikes (no i, l, o, u): 10 characters ≈ 50 bits, shown as xxxxx-xxxxx.
const ALPHABET = 'abcdefghjkmnpqrstvwxyz0123456789';
const SCRYPT = { N: 1 << 14, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

export function generateBackupCodes(amount = 10): string[] {
  return Array.from({ length: amount }, () => {
    let s = '';
    for (let i = 0; i < 10; i++) s += ALPHABET[randomInt(ALPHABET.length)];
    return `${s.slice(0, 5)}-${s.slice(5)}`;
  });
}

/** What a person types, tolerant of case, spaces and a missing hyphen. */
export function normaliseBackupCode(input: string): string {
  const s = input.toLowerCase().replace(/[^a-z0-9]/g, '');
  return s.length === 10 ? `${s.slice(0, 5)}-${s.slice(5)}` : s;
}

function scryptAsync(code: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(code, salt, 32, SCRYPT, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

export async function hashBackupCode(code: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(normaliseBackupCode(code), salt);
  return `${PREFIX}${salt.toString('base64url')}:${hash.toString('base64url')}`;
}

export const isHashedEntry = (entry: string) => entry.startsWith(PREFIX);

/** better-auth storeBackupCodes.encrypt: JSON list of plain codes and/or hashed entries → JSON list of hashed entries. */
export async function encodeForStorage(json: string): Promise<string> {
  const list = JSON.parse(json) as unknown;
  if (!Array.isArray(list)) throw new Error('Backup codes must be a list.');
  const hashed = await Promise.all(list.map((c) => (isHashedEntry(String(c)) ? String(c) : hashBackupCode(String(c)))));
  return JSON.stringify(hashed);
}

/** better-auth storeBackupCodes.decrypt: the stored list is already the comparable form. */
export async function decodeFromStorage(stored: string): Promise<string> {
  return stored;
}

async function entryMatches(entry: string, code: string): Promise<boolean> {
  if (!isHashedEntry(entry)) return false;
  const [saltB64, hashB64] = entry.slice(PREFIX.length).split(':');
  if (!saltB64 || !hashB64) return false;
  const expected = Buffer.from(hashB64, 'base64url');
  const actual = await scryptAsync(code, Buffer.from(saltB64, 'base64url'));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

/** A value that can never equal a stored entry (stored entries always start with the prefix). */
export const NO_MATCH = 'no-match';

/** The stored entry the submitted code matches, or NO_MATCH. Every entry is checked (no early exit on timing). */
export async function matchStoredEntry(storedJson: string, submitted: string): Promise<string> {
  let entries: unknown;
  try {
    entries = JSON.parse(storedJson);
  } catch {
    return NO_MATCH;
  }
  if (!Array.isArray(entries)) return NO_MATCH;
  const code = normaliseBackupCode(submitted);
  if (code.length < 10 || code.length > 11) return NO_MATCH;
  const results = await Promise.all(entries.map((e) => entryMatches(String(e), code)));
  const index = results.indexOf(true);
  return index >= 0 ? String(entries[index]) : NO_MATCH;
}
