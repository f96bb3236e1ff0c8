import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { PencilIcon, SearchIcon } from 'lucide-react';
import { transactionFiltersSchema, type TransactionFilters } from '@nairalens/core/api/analysis.ts';
import { CATEGORY_LABELS, type Category } from '@nairalens/core/contract.ts';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select.tsx';
import { formatDate, formatNaira, formatNumber } from '@/lib/format.ts';
import { cn } from '@/lib/utils.ts';
import { useTransactions, type TransactionRow } from '../api/analysis.ts';
import { RecategoriseDialog } from './recategorise-dialog.tsx';

const ALL = 'all';

/**
 * Money that came back: a reversed or refunded payment is not spending, a credit sent back is not income, and the
 * row that brought it back is neither. The badge says which, so the figures above can be checked row by row.
 */
function CameBack({ row }: { row: TransactionRow }) {
  const label = row.passedOn
    ? row.returnOf !== undefined
      ? 'Passed on for someone · not spending'
      : row.returned !== undefined && row.returned < row.amount
        ? `${formatNaira(row.returned)} passed on for someone`
        : 'Held for someone · not income'
    : row.returnOf !== undefined
      ? row.amount > 0
        ? 'Money back · not income'
        : 'Returns a credit · not spending'
      : !row.returned
        ? null
        : row.returned < Math.abs(row.amount)
          ? `${formatNaira(row.returned)} ${row.amount < 0 ? 'came back' : 'sent back'}`
          : row.amount < 0
            ? 'Came back · not spending'
            : 'Sent back · not income';
  if (!label) return null;
  return (
    <Badge variant="outline" className="max-w-full whitespace-normal">
      {label}
    </Badge>
  );
}

const PAGE_SIZE = 25;

/**
 * Transactions with search, a category filter and recategorisation ("apply to similar" becomes a rule). A workspace
 * member reads without the edit buttons: re-categorising writes the owner's rules, so the server refuses it.
 */
export function TransactionsTable({ analysisId, canChange }: { analysisId: string; canChange: boolean }) {
  // The filters are checked as they change with the server's own rule; a search it would refuse is not sent.
  const filters = useForm<TransactionFilters>({
    resolver: zodResolver(transactionFiltersSchema),
    mode: 'onChange',
    defaultValues: { search: '', category: ALL },
  });
  const { search, category } = filters.watch();
  const searchError = filters.formState.errors.search?.message;
  const [debounced, setDebounced] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<TransactionRow | null>(null);
  useEffect(() => {
    if (searchError) return;
    const t = window.setTimeout(() => {
      setDebounced(search);
      setPage(1);
    }, 250);
    return () => window.clearTimeout(t);
  }, [search, searchError]);
  const q = useTransactions(
    analysisId,
    { search: debounced, category: category === ALL ? '' : category, page, pageSize: PAGE_SIZE },
    true,
  );
  const data = q.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;
  const present = data
    ? (Object.keys(data.categoryCounts) as Category[]).sort((a, b) =>
        CATEGORY_LABELS[a].localeCompare(CATEGORY_LABELS[b]),
      )
    : [];

  return (
    <Card>
      <CardHeader>
        <CardTitle>Transactions</CardTitle>
        <CardDescription>
          {data ? `${formatNumber(data.total)} transactions` : 'Loading transactions…'} · correct a category and we
          remember it
        </CardDescription>
      </CardHeader>
      {/* One column no wider than the card: a narration with no space to break at ("NIP/FIRSTBANK/HAUWA") had widened
          the list past a phone's screen. */}
      <CardContent className="grid grid-cols-1 gap-4">
        <div className="flex flex-col gap-2 sm:flex-row">
          <FormField
            label={<span className="sr-only">Search transactions</span>}
            error={searchError}
            className="flex-1 gap-0 [&>[role=alert]]:mt-2"
          >
            {(field) => (
              <div className="relative">
                <SearchIcon
                  className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
                  aria-hidden
                />
                <Input
                  {...field}
                  {...filters.register('search')}
                  placeholder="Search descriptions"
                  className="pl-9"
                  aria-label="Search transactions"
                />
              </div>
            )}
          </FormField>
          <Select
            value={category}
            onValueChange={(v) => {
              filters.setValue('category', v);
              setPage(1);
            }}
          >
            <SelectTrigger className="w-full sm:w-60" aria-label="Filter by category">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL}>All categories</SelectItem>
              {present.map((c) => (
                <SelectItem key={c} value={c}>
                  {CATEGORY_LABELS[c]} ({data!.categoryCounts[c]})
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        {/* Phones: one stacked row per transaction, so the amount and category never leave the screen. */}
        {/* One column no wider than the list: a long category name wraps instead of pushing the row past the border. */}
        <ul className="grid grid-cols-1 divide-y rounded-lg border sm:hidden" aria-label="Transactions">
          {data?.transactions.map((t) => (
            <li key={t.id} className="flex items-start gap-2 p-3 text-sm">
              <div className="min-w-0 flex-1">
                <p className="wrap-anywhere">{t.description}</p>
                <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
                  <span>{formatDate(t.date)}</span>
                  <Badge variant={t.recategorised ? 'highlight' : 'secondary'} className="max-w-full whitespace-normal">
                    {CATEGORY_LABELS[t.category] ?? t.category}
                  </Badge>
                  <CameBack row={t} />
                </p>
              </div>
              <div className="shrink-0 text-right">
                <p className={cn('font-medium whitespace-nowrap tabular-nums', t.amount > 0 && 'text-success')}>
                  {formatNaira(t.amount)}
                </p>
                {t.balance !== null && (
                  <p className="text-xs whitespace-nowrap text-muted-foreground tabular-nums">
                    Bal. {formatNaira(t.balance)}
                  </p>
                )}
              </div>
              {canChange && (
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8 shrink-0"
                  aria-label={`Change category of ${t.description}`}
                  onClick={() => setEditing(t)}
                >
                  <PencilIcon />
                </Button>
              )}
            </li>
          ))}
          {data && data.transactions.length === 0 && (
            <li className="px-3 py-8 text-center text-sm text-muted-foreground">No transactions match.</li>
          )}
        </ul>
        <div className="hidden overflow-x-auto rounded-lg border sm:block">
          <table className="w-full min-w-[40rem] text-sm">
            <thead className="bg-muted/50 text-left text-xs text-muted-foreground">
              <tr>
                <th className="px-3 py-2 font-medium">Date</th>
                <th className="px-3 py-2 font-medium">Description</th>
                <th className="px-3 py-2 font-medium">Category</th>
                <th className="px-3 py-2 text-right font-medium">Amount</th>
                <th className="px-3 py-2 text-right font-medium">Balance</th>
                {canChange && (
                  <th className="w-10 px-1 py-2">
                    <span className="sr-only">Edit</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {data?.transactions.map((t) => (
                <tr key={t.id} className="border-t">
                  <td className="px-3 py-2 whitespace-nowrap text-muted-foreground">{formatDate(t.date)}</td>
                  <td className="max-w-[22rem] truncate px-3 py-2" title={t.description}>
                    {t.description}
                  </td>
                  <td className="px-3 py-2">
                    <span className="flex flex-wrap gap-1">
                      <Badge
                        variant={t.recategorised ? 'highlight' : 'secondary'}
                        className="max-w-full whitespace-normal"
                      >
                        {CATEGORY_LABELS[t.category] ?? t.category}
                      </Badge>
                      <CameBack row={t} />
                    </span>
                  </td>
                  <td
                    className={cn(
                      'px-3 py-2 text-right whitespace-nowrap tabular-nums',
                      t.amount > 0 && 'text-success',
                    )}
                  >
                    {formatNaira(t.amount)}
                  </td>
                  <td className="px-3 py-2 text-right whitespace-nowrap text-muted-foreground tabular-nums">
                    {t.balance === null ? '—' : formatNaira(t.balance)}
                  </td>
                  {canChange && (
                    <td className="px-1 py-1">
                      <Button
                        variant="ghost"
                        size="icon"
                        className="size-8"
                        aria-label={`Change category of ${t.description}`}
                        onClick={() => setEditing(t)}
                      >
                        <PencilIcon />
                      </Button>
                    </td>
                  )}
                </tr>
              ))}
              {data && data.transactions.length === 0 && (
                <tr>
                  <td colSpan={canChange ? 6 : 5} className="px-3 py-8 text-center text-muted-foreground">
                    No transactions match.
                  </td>
                </tr>
              )}
            </tbody>
          </table>
        </div>
        <div className="flex items-center justify-between text-sm">
          <span className="text-muted-foreground">
            Page {page} of {pages}
          </span>
          <div className="flex gap-2">
            <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
              Previous
            </Button>
            <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
              Next
            </Button>
          </div>
        </div>
      </CardContent>
      {editing && <RecategoriseDialog analysisId={analysisId} row={editing} onClose={() => setEditing(null)} />}
    </Card>
  );
}
