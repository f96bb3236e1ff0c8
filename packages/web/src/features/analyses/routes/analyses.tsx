import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { FileTextIcon, SearchIcon, Trash2Icon } from 'lucide-react';
import { PageHeader } from '@/components/page-header.tsx';
import { StatusBadge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { errorMessage } from '@/lib/api.ts';
import { formatDateTime, plural } from '@/lib/format.ts';
import { PAGE_SIZE, useAnalysisList, useClientProfiles, useDeleteAnalysis } from '../api/analyses.ts';
import { AccountsTogether } from '../components/accounts-together.tsx';

const selectClass =
  'h-10 rounded-md border border-input bg-background px-3 text-sm shadow-xs outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40';

export default function AnalysesPage() {
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get('search') ?? '');
  const filters = { search: params.get('search') ?? '', status: params.get('status') ?? '', profile: params.get('profile') ?? '', page: Math.max(1, Number(params.get('page')) || 1) };
  const list = useAnalysisList(filters);
  const profiles = useClientProfiles();
  const remove = useDeleteAnalysis();
  const set = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(changes)) if (v) next.set(k, v); else next.delete(k);
    if (!('page' in changes)) next.delete('page');
    setParams(next, { replace: true });
  };
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;

  return (
    <div>
      <PageHeader title="Analyses" description="Every statement you have analysed, newest first." actions={<Button asChild><Link to="/app/upload">New analysis</Link></Button>} />
      <AccountsTogether profileId={filters.profile && filters.profile !== 'me' ? filters.profile : null} />
      <form
        className="mb-4 flex flex-col gap-2 sm:flex-row"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          set({ search: search.trim() });
        }}
      >
        <div className="relative flex-1">
          <SearchIcon className="absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <Input aria-label="Search by file name" placeholder="Search by file name" className="pl-9" value={search} onChange={(e) => setSearch(e.target.value)} />
        </div>
        <select aria-label="Filter by status" className={selectClass} value={filters.status} onChange={(e) => set({ status: e.target.value })}>
          <option value="">All statuses</option>
          <option value="completed">Completed</option>
          <option value="processing">Processing</option>
          <option value="failed">Failed</option>
        </select>
        {(profiles.data?.profiles.length ?? 0) > 0 && (
          <select aria-label="Filter by profile" className={selectClass} value={filters.profile} onChange={(e) => set({ profile: e.target.value })}>
            <option value="">All profiles</option>
            <option value="me">Me</option>
            {profiles.data!.profiles.map((p) => (
              <option key={p.id} value={p.id}>
                {p.label}
              </option>
            ))}
          </select>
        )}
        <Button type="submit" variant="outline">Search</Button>
      </form>
      {list.isPending ? (
        <div className="grid gap-3">{Array.from({ length: 4 }, (_, i) => <Skeleton key={i} className="h-16" />)}</div>
      ) : list.error ? (
        <p className="text-destructive">{errorMessage(list.error)}</p>
      ) : data!.analyses.length === 0 ? (
        <Card>
          <CardContent className="py-10 text-center text-muted-foreground">
            {filters.search || filters.status || filters.profile ? 'No analyses match these filters.' : 'No analyses yet. Upload a statement to start.'}
          </CardContent>
        </Card>
      ) : (
        <>
          <p className="mb-2 text-sm text-muted-foreground">{plural(data!.total, 'analysis', 'analyses')}</p>
          <ul className="grid grid-cols-1 gap-2" aria-label="Analyses">
            {data!.analyses.map((a) => (
              <li key={a.id} className="flex min-w-0 items-center gap-3 rounded-lg border bg-card p-3">
                <div className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                  <FileTextIcon className="size-5" aria-hidden />
                </div>
                <div className="min-w-0 flex-1">
                  <Link to={`/app/analysis/${a.uploadId}`} className="block truncate font-medium hover:underline">
                    {a.fileName}
                  </Link>
                  <p className="truncate text-xs text-muted-foreground">
                    {formatDateTime(a.createdAt)}
                    {a.profile && ` · ${a.profile.label}`}
                    {a.healthScore !== null && ` · score ${a.healthScore}`}
                  </p>
                </div>
                <StatusBadge status={a.status} className="hidden sm:inline-flex" />
                <Button
                  size="icon"
                  variant="ghost"
                  aria-label={`Delete ${a.fileName}`}
                  disabled={remove.isPending || a.status === 'processing' || a.status === 'pending'}
                  onClick={() => {
                    if (window.confirm(`Delete “${a.fileName}” with its transactions and the uploaded file? This cannot be undone.`))
                      remove.mutate(a.id, { onSuccess: () => toast.success('Analysis deleted'), onError: (e) => toast.error(errorMessage(e)) });
                  }}
                >
                  <Trash2Icon />
                </Button>
              </li>
            ))}
          </ul>
          {pages > 1 && (
            <nav className="mt-4 flex items-center justify-between gap-2" aria-label="Pages">
              <Button variant="outline" size="sm" disabled={filters.page <= 1} onClick={() => set({ page: String(filters.page - 1) })}>
                Previous
              </Button>
              <span className="text-sm text-muted-foreground">
                Page {filters.page} of {pages}
              </span>
              <Button variant="outline" size="sm" disabled={filters.page >= pages} onClick={() => set({ page: String(filters.page + 1) })}>
                Next
              </Button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}
