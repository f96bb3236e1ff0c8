import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { SearchIcon } from 'lucide-react';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { formatDate, formatNumber } from '@/lib/format.ts';
import { useUserSearch } from '../api/admin-api.ts';
import { AdminError, AdminPage } from '../components/admin-page.tsx';

const PAGE = 25;

/** Find a person by e-mail or name; each row opens their page. */
export default function AdminUsersPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const offset = Number(params.get('offset') ?? 0) || 0;
  const [draft, setDraft] = useState(q);
  const { data, error } = useUserSearch(q, offset);
  const go = (next: { q?: string; offset?: number }) => {
    const s = new URLSearchParams();
    const nq = next.q ?? q;
    if (nq) s.set('q', nq);
    if (next.offset) s.set('offset', String(next.offset));
    setParams(s, { replace: true });
  };

  return (
    <AdminPage title="User Management" description="Search people by e-mail or name.">
      <form
        role="search"
        className="relative mb-4 max-w-md"
        onSubmit={(e) => {
          e.preventDefault();
          go({ q: draft.trim(), offset: 0 });
        }}
      >
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
        <Input aria-label="Search users" placeholder="E-mail or name" className="pl-9" value={draft} onChange={(e) => setDraft(e.target.value)} />
      </form>
      {error ? (
        <AdminError error={error} />
      ) : !data ? (
        <Skeleton className="h-40" />
      ) : (
        <>
          <p className="mb-2 text-sm text-muted-foreground">{formatNumber(data.total)} found</p>
          <Card className="gap-0 overflow-hidden py-0">
            {data.users.length === 0 ? (
              <p className="p-6 text-center text-sm text-muted-foreground">Nobody matches “{q}”.</p>
            ) : (
              <ul className="divide-y" aria-label="Users">
                {data.users.map((u) => (
                  <li key={u.id}>
                    <Link to={`/admin/users/${u.id}`} className="flex flex-col gap-1 p-3 hover:bg-accent sm:flex-row sm:items-center sm:gap-4">
                      <span className="min-w-0 flex-1">
                        <span className="block truncate font-medium">{u.name || '—'}</span>
                        <span className="block truncate text-sm text-muted-foreground">{u.email}</span>
                      </span>
                      <span className="flex flex-wrap items-center gap-1.5 text-xs">
                        {u.role === 'admin' ? <Badge>Admin</Badge> : null}
                        {u.suspended ? <Badge variant="destructive">Suspended</Badge> : null}
                        {u.twoFactorEnabled ? <Badge variant="success">2FA</Badge> : null}
                        <span className="text-muted-foreground tabular-nums">{formatNumber(u.tokensBalance)} tokens</span>
                        <span className="text-muted-foreground">· joined {formatDate(u.createdAt)}</span>
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </Card>
          {data.total > PAGE ? (
            <div className="mt-3 flex gap-2">
              <Button variant="outline" size="sm" disabled={offset === 0} onClick={() => go({ offset: Math.max(0, offset - PAGE) })}>
                Previous
              </Button>
              <Button variant="outline" size="sm" disabled={offset + PAGE >= data.total} onClick={() => go({ offset: offset + PAGE })}>
                Next
              </Button>
            </div>
          ) : null}
        </>
      )}
    </AdminPage>
  );
}
