import { symmetricDecrypt } from 'better-auth/crypto';
import * as OTPAuth from 'otpauth';
import type { Database } from '../../db/client.ts';
import { claimTotpStep } from './throttle-repository.ts';

/**
 * Single-use TOTP codes (ASVS V6). better-auth accepts a code for the previous, current or next 30-second step and
 * does not remember which were used; before it checks a code we find the step the code belongs to and claim it
 * atomically (only if it is later than the last step accepted for that person). A replayed code — or an older one —
 * is then handed to better-auth as a value that cannot match, so it fails and counts as a failed attempt.
 */
const PERIOD_S = 30;
const DIGITS = 6;
export const REPLAYED = 'replayed';

export async function matchingStep(
  secretConfig: unknown,
  encryptedSecret: string,
  code: string,
  now = Date.now(),
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const secret = await symmetricDecrypt({ key: secretConfig as never, data: encryptedSecret });
  if (secret.startsWith('base32:')) return null; // imported secrets are not produced here
  // better-auth uses the secret's UTF-8 bytes as the HMAC-SHA1 key (the QR code carries them in base32).
  const key = new OTPAuth.Secret({ buffer: new Uint8Array(Buffer.from(secret, 'utf8')).buffer });
  const current = Math.floor(now / 1000 / PERIOD_S);
  let matched: number | null = null;
  for (const step of [current - 1, current, current + 1]) {
    if (OTPAuth.HOTP.generate({ secret: key, counter: step, digits: DIGITS, algorithm: 'SHA1' }) === code)
      matched = step;
  }
  return matched;
}

/** True when this step is newer than every step accepted before for the person (and is now the latest). */
export async function claimStep(database: Database, userId: string, step: number): Promise<boolean> {
  return claimTotpStep(database, userId, step);
}
