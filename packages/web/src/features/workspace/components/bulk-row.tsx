import { Controller, type Control } from 'react-hook-form';
import { CheckIcon, XIcon } from 'lucide-react';
import { statementTokenCost } from '@nairalens/core/tokens/costs.ts';
import { Button } from '@/components/ui/button.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select.tsx';
import { formatBytes, plural } from '@/lib/format.ts';
import type { AccountNameRead, NameProposal } from '../api/uploads.ts';
import type { BulkValues } from './bulk-form.ts';

type StatementPrice = NonNullable<AccountNameRead['quote']>;

/** What reading the statement's account name gave, before any spending. */
export type NameRead =
  | { state: 'reading' }
  | { state: 'password'; message: string }
  | { state: 'read'; accountName: string | null; proposal: NameProposal; note?: string; quote: StatementPrice | null }
  | { state: 'failed'; message: string };

/** One file of a bulk upload. `clientId` is the confirmed choice: a client's id or `new:<name>` (created on submit). */
export type BulkRowState = {
  key: string;
  file: File;
  clientId: string;
  password: string;
  read: NameRead | null;
};

export const NEW_PREFIX = 'new:';

/**
 * What a file costs: its real pages or rows once read (as the spend counts them); until then, or while a locked PDF
 * waits for its password, the size estimate, marked as such.
 */
export function rowCost(row: BulkRowState): { tokens: number; estimated: boolean } {
  if (row.read?.state === 'read' && row.read.quote)
    return { tokens: row.read.quote.tokenCost, estimated: !row.read.quote.counted };
  return { tokens: statementTokenCost(Math.max(1, row.file.size)), estimated: true };
}

/** The value a proposal stands for in the client choice. */
export function proposalValue(p: NameProposal): string {
  return p.kind === 'client' ? p.clientId : p.kind === 'new' ? `${NEW_PREFIX}${p.name}` : '';
}

/** One file of the bulk upload form (`rows.<index>`): its client and PDF password are fields of that form. */
export function BulkRow({
  control,
  row,
  index,
  clients,
  newNames,
  onConfirm,
  onReadName,
  onRemove,
}: {
  control: Control<BulkValues>;
  row: BulkRowState;
  index: number;
  clients: { id: string; name: string }[];
  /** New clients proposed or chosen anywhere in the batch, so each can be picked for any file. */
  newNames: string[];
  onConfirm: (clientId: string) => void;
  onReadName: () => void;
  onRemove: () => void;
}) {
  const r = row.read;
  const proposed = r?.state === 'read' ? proposalValue(r.proposal) : '';
  const proposedLabel =
    r?.state === 'read' && r.proposal.kind === 'client'
      ? r.proposal.clientName
      : r?.state === 'read' && r.proposal.kind === 'new'
        ? `new client: ${r.proposal.name}`
        : '';
  return (
    <li
      className="grid gap-2 rounded-lg border p-3 sm:grid-cols-[minmax(0,1fr)_12rem_10rem_auto] sm:items-end"
      data-testid="bulk-row"
      data-file={row.file.name}
    >
      <div className="min-w-0">
        <p className="truncate text-sm font-medium" title={row.file.name}>
          {row.file.name}
        </p>
        <p className="text-xs text-muted-foreground">
          {formatBytes(row.file.size)} · <span data-testid="bulk-row-cost">{costLabel(row)}</span>
        </p>
      </div>
      <Controller
        control={control}
        name={`rows.${index}.clientId`}
        render={({ field: client }) => (
          <FormField label="Client" className="gap-1">
            {(field) => (
              <Select value={client.value} onValueChange={client.onChange}>
                <SelectTrigger {...field} className="w-full" aria-label={`Client for ${row.file.name}`}>
                  <SelectValue placeholder="Choose client" />
                </SelectTrigger>
                <SelectContent>
                  {clients.map((c) => (
                    <SelectItem key={c.id} value={c.id}>
                      {c.name}
                    </SelectItem>
                  ))}
                  {newNames.map((n) => (
                    <SelectItem key={n} value={`${NEW_PREFIX}${n}`}>
                      New client: {n}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </FormField>
        )}
      />
      <Controller
        control={control}
        name={`rows.${index}.password`}
        render={({ field: password }) => (
          <FormField label="PDF password" className="gap-1">
            {(field) => (
              <Input
                {...field}
                {...password}
                type="password"
                autoComplete="off"
                maxLength={256}
                aria-label={`Password for ${row.file.name}`}
              />
            )}
          </FormField>
        )}
      />
      <Button variant="ghost" size="icon" aria-label={`Remove ${row.file.name}`} onClick={onRemove}>
        <XIcon />
      </Button>
      <div className="text-sm sm:col-span-4" data-testid="name-read" aria-live="polite">
        {r?.state === 'reading' && <p className="text-muted-foreground">Reading the name on the statement…</p>}
        {r?.state === 'password' && (
          <p className="flex flex-wrap items-center gap-2 text-muted-foreground">
            {r.message}
            <Button
              variant="outline"
              size="sm"
              disabled={!row.password}
              onClick={onReadName}
              aria-label={`Read the name on ${row.file.name}`}
            >
              Read the name
            </Button>
          </p>
        )}
        {r?.state === 'failed' && <p className="text-muted-foreground">{r.message} Choose the client.</p>}
        {r?.state === 'read' && (
          <div className="flex flex-wrap items-center gap-2">
            <span className="text-muted-foreground">
              {r.accountName
                ? `Name on statement: ${r.accountName}`
                : `${r.note ?? 'No name read.'} Choose the client.`}
            </span>
            {proposed && row.clientId !== proposed && (
              <>
                <span data-testid="proposal">
                  Proposed: <strong>{proposedLabel}</strong>
                </span>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => onConfirm(proposed)}
                  aria-label={`Confirm ${proposedLabel} for ${row.file.name}`}
                >
                  <CheckIcon /> Confirm
                </Button>
              </>
            )}
            {proposed && row.clientId === proposed && (
              <span className="text-success" data-testid="confirmed">
                Confirmed: {proposedLabel}
              </span>
            )}
            {r.accountName && r.proposal.kind === 'none' && !row.clientId && (
              <span>It matches more than one client: choose one.</span>
            )}
          </div>
        )}
      </div>
    </li>
  );
}

/** "1 page · 1 token", "1,300 rows · 2 tokens", or the estimate of a file not counted yet. */
function costLabel(row: BulkRowState): string {
  const { tokens, estimated } = rowCost(row);
  const q = row.read?.state === 'read' ? row.read.quote : null;
  if (q && !estimated) {
    const what = q.pages !== null ? plural(q.pages, 'page', 'pages') : plural(q.lines ?? 0, 'row', 'rows');
    return `${what} · ${plural(tokens, 'token', 'tokens')}`;
  }
  const why =
    row.read?.state === 'password'
      ? ' until its password is given'
      : row.read?.state === 'reading'
        ? ' while it is read'
        : '';
  return `about ${plural(tokens, 'token', 'tokens')} (estimated${why})`;
}
