import type { DbOrTx } from './db/client.ts';
import { insertAuditEntry } from './audit-repository.ts';

export interface AuditEntry {
  action: string;
  userId?: string | null;
  actorId?: string | null;
  target?: string | null;
  /** Never secrets: no passwords, codes, tokens or statement contents. */
  details?: Record<string, unknown>;
  ip?: string | null;
}

/** Records who did what; the row is written on the caller's handle, so it commits or rolls back with the change. */
export async function audit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await insertAuditEntry(db, entry);
}
