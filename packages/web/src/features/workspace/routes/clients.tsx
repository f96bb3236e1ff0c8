import { useState } from 'react';
import { Link } from 'react-router';
import { SearchIcon, UserPlusIcon } from 'lucide-react';
import { PageHeader } from '@/components/page-header.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { formatDate, formatNaira } from '@/lib/format.ts';
import { useClients, type ClientFilters } from '../api/workspace.ts';
import type { Workspace } from '../api/types.ts';
import { DTI_LABEL, RiskBadge } from '../components/figures.tsx';
import { can, WorkspaceShell } from '../components/workspace-shell.tsx';

export default function ClientsPage() {
  return <WorkspaceShell>{(ws) => <Clients ws={ws} />}</WorkspaceShell>;
}

const ANY = 'any';

function FilterSelect({
  id,
  label,
  value,
  onChange,
  options,
}: {
  id: string;
  label: string;
  value: string | undefined;
  onChange: (v: string | undefined) => void;
  options: [string, string][];
}) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value ?? ANY} onValueChange={(v) => onChange(v === ANY ? undefined : v)}>
        <SelectTrigger id={id} className="w-full">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {options.map(([v, l]) => (
            <SelectItem key={v} value={v}>
              {l}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
    </div>
  );
}

function Clients({ ws }: { ws: Workspace }) {
  const [filters, setFilters] = useState<ClientFilters>({ sort: 'recent' });
  const clients = useClients(filters);
  const set = (k: keyof ClientFilters) => (v: string | undefined) => setFilters((f) => ({ ...f, [k]: v }));
  return (
    <div>
      <PageHeader
        title="Clients"
        description="Search, sort and filter the people whose statements you analyse."
        actions={
          can(ws, 'manage-clients') ? (
            <Button asChild>
              <Link to="/workspace/clients/new">
                <UserPlusIcon /> New client
              </Link>
            </Button>
          ) : null
        }
      />
      <Card className="mb-4">
        <CardContent className="grid gap-3 py-4 sm:grid-cols-2 lg:grid-cols-5">
          <div className="grid gap-1.5 sm:col-span-2 lg:col-span-1">
            <Label htmlFor="client-search">Search</Label>
            <div className="relative">
              <SearchIcon
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
                aria-hidden
              />
              <Input
                id="client-search"
                className="pl-9"
                placeholder="Name or reference"
                value={filters.search ?? ''}
                onChange={(e) => set('search')(e.target.value || undefined)}
              />
            </div>
          </div>
          <FilterSelect
            id="f-risk"
            label="Risk band"
            value={filters.risk}
            onChange={set('risk')}
            options={[
              [ANY, 'Any'],
              ['low', 'Low'],
              ['medium', 'Medium'],
              ['high', 'High'],
            ]}
          />
          <FilterSelect
            id="f-dti"
            label="DTI band"
            value={filters.dtiBand}
            onChange={set('dtiBand')}
            options={[[ANY, 'Any'], ...Object.entries(DTI_LABEL)]}
          />
          <FilterSelect
            id="f-last"
            label="Last analysed"
            value={filters.lastAnalysed}
            onChange={set('lastAnalysed')}
            options={[
              [ANY, 'Any time'],
              ['7', 'Last 7 days'],
              ['30', 'Last 30 days'],
              ['90', 'Last 90 days'],
              ['never', 'Never'],
            ]}
          />
          <FilterSelect
            id="f-sort"
            label="Sort by"
            value={filters.sort}
            onChange={set('sort')}
            options={[
              ['recent', 'Newest'],
              ['name', 'Name'],
              ['last-analysed', 'Last analysed'],
              ['health', 'Health score'],
              ['dti', 'DTI (highest first)'],
            ]}
          />
        </CardContent>
      </Card>
      {clients.isPending ? (
        <Skeleton className="h-40" />
      ) : clients.isError ? (
        <p className="text-destructive">We couldn&apos;t load your clients.</p>
      ) : clients.data.length === 0 ? (
        <Card className="border-dashed">
          <CardContent className="py-12 text-center text-muted-foreground">
            No clients match. Add a client to get started.
          </CardContent>
        </Card>
      ) : (
        <ul className="grid gap-3" data-testid="client-list">
          {clients.data.map((c) => (
            <li key={c.id}>
              <Link
                to={`/workspace/clients/${c.id}`}
                className="block rounded-xl border bg-card p-4 transition-shadow hover:shadow-md"
              >
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="truncate font-semibold" title={c.name}>
                      {c.name}
                    </p>
                    <p className="text-sm text-muted-foreground">
                      {c.reference ? `${c.reference} · ` : ''}
                      {c.analysisCount} {c.analysisCount === 1 ? 'analysis' : 'analyses'}
                      {c.latest ? ` · last analysed ${formatDate(c.latest.completedAt)}` : ' · not analysed yet'}
                    </p>
                  </div>
                  {c.latest && <RiskBadge band={c.latest.riskBand} />}
                </div>
                {c.latest && (
                  <p className="mt-2 text-sm">
                    Health {c.latest.healthScore}/10 · DTI {c.latest.dti}% ({DTI_LABEL[c.latest.dtiBand]}) · income{' '}
                    {formatNaira(c.latest.monthlyIncome, { whole: true })}/month
                  </p>
                )}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
