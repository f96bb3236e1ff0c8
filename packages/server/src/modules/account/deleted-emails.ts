import { createHmac } from 'node:crypto';
import type { DbOrTx } from '../../db/client.ts';
import { deletedEmailHashExists, insertDeletedEmailHash } from './throttle-repository.ts';

/**
 * The e-mails of deleted accounts, remembered only as keyed hashes so that deleting an account and signing up again
 * with the same address does not grant a second free trial token. The address itself is never stored.
 */
export function deletedEmailHash(secret: string, email: string): string {
  return createHmac('sha256', secret).update(`deleted-account:${email.trim().toLowerCase()}`).digest('hex');
}

export async function rememberDeletedEmail(db: DbOrTx, secret: string, email: string): Promise<void> {
  await insertDeletedEmailHash(db, deletedEmailHash(secret, email));
}

export async function belongedToDeletedAccount(db: DbOrTx, secret: string, email: string): Promise<boolean> {
  return deletedEmailHashExists(db, deletedEmailHash(secret, email));
}
