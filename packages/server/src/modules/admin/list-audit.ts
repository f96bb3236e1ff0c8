import type { DbOrTx } from '../../db/client.ts';
import { listAudit as listAuditRows, type AuditFilter, type AuditRow } from './repository.ts';
import { toCsv } from './csv.ts';

export function presentAudit(row: AuditRow) {
  return {
    id: row.id,
    action: row.action,
    actorId: row.actorId,
    userId: row.userId,
    target: row.target,
    details: row.details as Record<string, unknown> | null,
    ip: row.ip,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listAudit(db: DbOrTx, filter: AuditFilter, limit: number, offset: number) {
  const { rows, total } = await listAuditRows(db, filter, limit, offset);
  return { entries: rows.map(presentAudit), total };
}

/** The CSV export reads at most this many rows: a filter narrows a larger log. */
export const AUDIT_CSV_MAX_ROWS = 50_000;

export async function exportAuditCsv(db: DbOrTx, filter: AuditFilter): Promise<string> {
  const { rows } = await listAuditRows(db, filter, AUDIT_CSV_MAX_ROWS, 0);
  return toCsv(
    ['time', 'action', 'actor', 'subject', 'target', 'ip', 'details'],
    rows.map((r) => [
      r.createdAt.toISOString(),
      r.action,
      r.actorId ?? '',
      r.userId ?? '',
      r.target ?? '',
      r.ip ?? '',
      r.details ? JSON.stringify(r.details) : '',
    ]),
  );
}
