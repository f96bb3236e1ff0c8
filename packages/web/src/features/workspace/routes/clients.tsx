import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { SearchIcon, UserPlusIcon } from 'lucide-react';
import { PageHeader } from '@/components/page-header.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { Input } from '@/components/ui/input.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { formatDate, formatNaira } from '@/lib/format.ts';
import { clientFiltersSchema, type ClientFilters } from '@nairalens/core/api/workspace.ts';
import { useClients } from '../api/workspace.ts';
import type { Workspace } from '../api/types.ts';
import { DTI_LABEL, RiskBadge } from '../components/figures.tsx';
import { can, WorkspaceShell } from '../components/workspace-shell.tsx';

export default function ClientsPage() {
  return <WorkspaceShell>{(ws) => <Clients ws={ws} />}</WorkspaceShell>;
}

const ANY = 'any';
type FilterName = Exclude<keyof ClientFilters, 'search'>;

/** One dropdown of the filter bar; "any" clears the filter. */
function FilterSelect({
  control,
  name,
  label,
  options,
}: {
  control: Control<ClientFilters>;
  name: FilterName;
  label: string;
  options: [string, string][];
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: filter }) => (
        <FormField label={label} className="gap-1.5">
          {(field) => (
            <Select value={filter.value ?? ANY} onValueChange={(v) => filter.onChange(v === ANY ? undefined : v)}>
              <SelectTrigger {...field} className="w-full">
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
          )}
        </FormField>
      )}
    />
  );
}

function Clients({ ws }: { ws: Workspace }) {
  // The server's own query schema: the list follows the filters as they change (no submit).
  const form = useForm<ClientFilters>({
    resolver: zodResolver(clientFiltersSchema),
    defaultValues: { sort: 'recent' },
  });
  const { search, ...chosen } = useWatch({ control: form.control });
  const clients = useClients({ ...chosen, search: search || undefined });
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
        <CardContent>
          <form
            role="search"
            onSubmit={(e) => e.preventDefault()}
            className="grid gap-3 py-4 sm:grid-cols-2 lg:grid-cols-5"
          >
            <FormField label="Search" className="gap-1.5 sm:col-span-2 lg:col-span-1">
              {(field) => (
                <div className="relative">
                  <SearchIcon
                    className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
                    aria-hidden
                  />
                  <Input
                    {...field}
                    {...form.register('search')}
                    className="pl-9"
                    placeholder="Name or reference"
                    maxLength={100}
                  />
                </div>
              )}
            </FormField>
            <FilterSelect
              control={form.control}
              name="risk"
              label="Risk band"
              options={[
                [ANY, 'Any'],
                ['low', 'Low'],
                ['medium', 'Medium'],
                ['high', 'High'],
              ]}
            />
            <FilterSelect
              control={form.control}
              name="dtiBand"
              label="DTI band"
              options={[[ANY, 'Any'], ...Object.entries(DTI_LABEL)]}
            />
            <FilterSelect
              control={form.control}
              name="lastAnalysed"
              label="Last analysed"
              options={[
                [ANY, 'Any time'],
                ['7', 'Last 7 days'],
                ['30', 'Last 30 days'],
                ['90', 'Last 90 days'],
                ['never', 'Never'],
              ]}
            />
            <FilterSelect
              control={form.control}
              name="sort"
              label="Sort by"
              options={[
                ['recent', 'Newest'],
                ['name', 'Name'],
                ['last-analysed', 'Last analysed'],
                ['health', 'Health score'],
                ['dti', 'DTI (highest first)'],
              ]}
            />
          </form>
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
