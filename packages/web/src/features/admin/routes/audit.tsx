import { useSearchParams } from 'react-router';
import { useForm } from 'react-hook-form';
import { DownloadIcon } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { formatNumber } from '@/lib/format.ts';
import { queryString, useAudit, type AuditFilter } from '../api/admin-api.ts';
import { AdminError, AdminPage } from '../components/admin-page.tsx';
import { AuditList } from '../components/audit-list.tsx';

const FIELDS = [
  { name: 'actor', label: 'Actor (user id)', type: 'text' },
  { name: 'action', label: 'Action starts with', type: 'text' },
  { name: 'subject', label: 'Subject (user id)', type: 'text' },
  { name: 'from', label: 'From', type: 'date' },
  { name: 'to', label: 'To', type: 'date' },
] as const;
const PAGE = 50;

/** Every audited action, filtered by actor, action, subject and date; the same filter exports CSV. */
export default function AdminAuditPage() {
  const [params, setParams] = useSearchParams();
  const filter: AuditFilter = Object.fromEntries(FIELDS.map((f) => [f.name, params.get(f.name) ?? ''])) as AuditFilter;
  const offset = Number(params.get('offset') ?? 0) || 0;
  const { data, error } = useAudit(filter, offset);
  const form = useForm<AuditFilter>({ values: filter });
  const apply = (next: AuditFilter, nextOffset = 0) => {
    const s = new URLSearchParams();
    for (const [k, v] of Object.entries(next)) if (v) s.set(k, String(v).trim());
    if (nextOffset) s.set('offset', String(nextOffset));
    setParams(s, { replace: true });
  };

  return (
    <AdminPage
      title="Security & Audit"
      description="Every sensitive action: who did it, to whom, when and why."
      actions={
        <Button asChild variant="outline">
          <a href={`/api/admin/audit.csv${queryString({ ...filter })}`} download>
            <DownloadIcon aria-hidden /> Export CSV
          </a>
        </Button>
      }
    >
      <Card className="mb-4">
        <CardContent>
          <form onSubmit={form.handleSubmit((v) => apply(v))} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-6">
            {FIELDS.map((f) => (
              <div key={f.name} className="min-w-0 space-y-1">
                <Label htmlFor={`audit-${f.name}`}>{f.label}</Label>
                <Input id={`audit-${f.name}`} type={f.type} {...form.register(f.name)} />
              </div>
            ))}
            <div className="flex items-end gap-2">
              <Button type="submit">Filter</Button>
              <Button type="button" variant="ghost" onClick={() => apply({})}>
                Clear
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
      {error ? (
        <AdminError error={error} />
      ) : !data ? (
        <Skeleton className="h-64" />
      ) : (
        <Card>
          <CardContent>
            <p className="mb-2 text-sm text-muted-foreground">{formatNumber(data.total)} entries</p>
            <AuditList entries={data.entries} empty="No entries match this filter." />
            {data.total > PAGE ? (
              <div className="mt-3 flex gap-2">
                <Button variant="outline" size="sm" disabled={offset === 0} onClick={() => apply(filter, Math.max(0, offset - PAGE))}>
                  Newer
                </Button>
                <Button variant="outline" size="sm" disabled={offset + PAGE >= data.total} onClick={() => apply(filter, offset + PAGE)}>
                  Older
                </Button>
              </div>
            ) : null}
          </CardContent>
        </Card>
      )}
    </AdminPage>
  );
}
