import { formatDateTime } from '@/lib/format.ts';
import type { AuditEntry } from '../api/admin-api.ts';

/** Details as short "key: value" text; the log never holds secrets, so everything recorded can be shown. */
export function auditDetails(details: AuditEntry['details']): string {
  if (!details) return '';
  return Object.entries(details)
    .map(([k, v]) => `${k}: ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
    .join(' · ');
}

export function AuditList({ entries, empty = 'Nothing recorded yet.' }: { entries: AuditEntry[]; empty?: string }) {
  if (entries.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul className="divide-y text-sm" aria-label="Audit entries">
      {entries.map((e) => (
        <li key={e.id} className="flex flex-col gap-0.5 py-2 sm:flex-row sm:gap-4">
          <span className="shrink-0 text-xs text-muted-foreground tabular-nums sm:w-40">{formatDateTime(e.createdAt)}</span>
          <span className="min-w-0 flex-1">
            <span className="font-mono text-xs font-medium">{e.action}</span>
            <span className="block break-all text-xs text-muted-foreground">
              by {e.actorId ?? 'system'}
              {e.userId ? ` · subject ${e.userId}` : e.target ? ` · ${e.target}` : ''}
            </span>
            {e.details ? <span className="block text-xs [overflow-wrap:anywhere]">{auditDetails(e.details)}</span> : null}
          </span>
        </li>
      ))}
    </ul>
  );
}
