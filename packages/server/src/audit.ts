import { randomUUID } from 'node:crypto';
import type { DbOrTx } from './db/client.ts';
import { auditLog } from './db/schema/index.ts';

export interface AuditEntry {
  action: string;
  userId?: string | null;
  actorId?: string | null;
  target?: string | null;
  /** Never secrets: no passwords, codes, tokens or statement contents. */
  details?: Record<string, unknown>;
  ip?: string | null;
}

export async function audit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    id: randomUUID(),
    action: entry.action,
    userId: entry.userId ?? null,
    actorId: entry.actorId ?? entry.userId ?? null,
    target: entry.target ?? null,
    details: entry.details ?? null,
    ip: entry.ip ?? null,
  });
}
