import { randomUUID } from 'node:crypto';
import type { DbOrTx } from './db/client.ts';
import { auditLog } from './db/schema/index.ts';
import type { AuditEntry } from './audit.ts';

export async function insertAuditEntry(db: DbOrTx, entry: AuditEntry): Promise<void> {
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
