import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { SearchIcon } from 'lucide-react';
import { Card } from '@/components/ui/card.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { cn } from '@/lib/utils.ts';
import { formatDateTime } from '@/lib/format.ts';
import { useSupportList, type SupportStatus } from '../api/admin-api.ts';
import { AdminError, AdminPage } from '../components/admin-page.tsx';
import { StatusTabs } from '../components/status-tabs.tsx';
import { STATUS_LABEL, SupportThread } from '../components/support-thread.tsx';

type Filter = SupportStatus | 'all';

/** The support inbox: contact-form and signed-in messages alike, by status, searchable; a thread opens beside it. */
export default function AdminSupportPage() {
  const [params, setParams] = useSearchParams();
  const status = (params.get('status') as Filter | null) ?? 'open';
  const selected = params.get('id');
  const [q, setQ] = useState(params.get('q') ?? '');
  const list = useSupportList(status, params.get('q') ?? '');

  const set = (patch: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) if (v) next.set(k, v); else next.delete(k);
    setParams(next, { replace: true });
  };
  const counts = list.data?.counts;

  return (
    <AdminPage title="Support" description="Messages from the contact form and from signed-in people.">
      <div className="mb-4 flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <StatusTabs<Filter>
          label="Message status"
          value={status}
          onChange={(v) => set({ status: v, id: null })}
          options={[
            { value: 'open', label: 'Open', count: counts?.open },
            { value: 'answered', label: 'Answered', count: counts?.answered },
            { value: 'closed', label: 'Closed', count: counts?.closed },
            { value: 'all', label: 'All' },
          ]}
        />
        <form
          role="search"
          className="relative w-full lg:w-72"
          onSubmit={(e) => {
            e.preventDefault();
            set({ q: q.trim() || null, id: null });
          }}
        >
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
          <Input
            aria-label="Search messages"
            placeholder="Search name, e-mail or text"
            className="pl-9"
            value={q}
            onChange={(e) => setQ(e.target.value)}
          />
        </form>
      </div>
      {list.error ? (
        <AdminError error={list.error} />
      ) : (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <Card className="gap-0 overflow-hidden py-0">
            {!list.data ? (
              <div className="space-y-2 p-4">
                <Skeleton className="h-12" />
                <Skeleton className="h-12" />
              </div>
            ) : list.data.messages.length === 0 ? (
              <p className="p-6 text-center text-sm text-muted-foreground">No messages here.</p>
            ) : (
              <ul className="divide-y" aria-label="Messages">
                {list.data.messages.map((m) => (
                  <li key={m.id}>
                    <button
                      type="button"
                      onClick={() => set({ id: m.id })}
                      aria-current={m.id === selected ? 'true' : undefined}
                      className={cn('w-full p-3 text-left hover:bg-accent', m.id === selected && 'bg-accent')}
                    >
                      <span className="flex items-baseline justify-between gap-2">
                        <span className="truncate font-medium">{m.subject}</span>
                        <span className="shrink-0 text-xs text-muted-foreground">{STATUS_LABEL[m.status]}</span>
                      </span>
                      <span className="block truncate text-sm text-muted-foreground">
                        {m.name} · {m.email}
                      </span>
                      <span className="block truncate text-xs text-muted-foreground">
                        {formatDateTime(m.createdAt)} — {m.preview}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </Card>
          <div>
            {selected ? (
              <SupportThread key={selected} id={selected} />
            ) : (
              <p className="hidden rounded-xl border border-dashed p-8 lg:block text-center text-sm text-muted-foreground">
                Choose a message to read and answer it.
              </p>
            )}
          </div>
        </div>
      )}
    </AdminPage>
  );
}
