import { useRef, useState } from 'react';
import { Controller, useFieldArray, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCheckIcon, FileUpIcon } from 'lucide-react';
import { toast } from 'sonner';
import { PageHeader } from '@/components/page-header.tsx';
import { Alert, AlertDescription } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { FormField } from '@/components/ui/form-field.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { api, ApiError, errorMessage } from '@/lib/api.ts';
import { plural } from '@/lib/format.ts';
import { createBatch, readAccountName, sendStatement } from '../api/uploads.ts';
import { useClients, useOverview, workspaceKeys } from '../api/workspace.ts';
import { CONSENT_TEXT, type ClientDetail, type Workspace } from '../api/types.ts';
import { BatchStatus } from '../components/batch-status.tsx';
import {
  bulkProblems,
  bulkSchema,
  bulkTotal,
  MAX_BYTES,
  MAX_FILES,
  limiter,
  newClientsChosen,
  PARALLEL,
  READ_PARALLEL,
  type BulkValues,
} from '../components/bulk-form.ts';
import {
  BulkRow,
  NEW_PREFIX,
  proposalValue,
  rowCost,
  type BulkRowState,
  type NameRead,
} from '../components/bulk-row.tsx';
import { can, WorkspaceShell } from '../components/workspace-shell.tsx';

export default function BulkUploadPage() {
  return (
    <WorkspaceShell>
      {(ws) =>
        can(ws, 'upload') ? (
          <Bulk ws={ws} />
        ) : (
          <p className="text-muted-foreground">Your role can read the workspace but not upload.</p>
        )
      }
    </WorkspaceShell>
  );
}

function Bulk({ ws }: { ws: Workspace }) {
  const clients = useClients({ sort: 'name' });
  const overview = useOverview(true);
  const form = useForm<BulkValues>({
    resolver: zodResolver(bulkSchema),
    defaultValues: { rows: [], newConsent: false },
  });
  const { fields, append, remove, replace } = useFieldArray({ control: form.control, name: 'rows' });
  const rows = useWatch({ control: form.control, name: 'rows' });
  const newConsent = useWatch({ control: form.control, name: 'newConsent' });
  const [batchId, setBatchId] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sendErrors, setSendErrors] = useState<string[]>([]);
  const readSlots = useRef(limiter(READ_PARALLEL));
  const qc = useQueryClient();
  const newChosen = newClientsChosen(rows);
  const newNames = [
    ...new Set([
      ...newChosen,
      ...rows.flatMap((r) =>
        r.read?.state === 'read' && r.read.proposal.kind === 'new' ? [r.read.proposal.name] : [],
      ),
    ]),
  ];
  const unconfirmed = rows.filter(
    (r) => !r.clientId && r.read?.state === 'read' && proposalValue(r.read.proposal) !== '',
  );

  const total = bulkTotal(rows);
  const balance = overview.data?.tokenPool.balance;
  const problems = bulkProblems({ rows, newConsent }, total, balance);

  /** The row's place in the form now: reads finish after files were added or removed. */
  const indexOf = (key: string) => form.getValues('rows').findIndex((r) => r.key === key);
  const setRead = (key: string, read: NameRead) => {
    const i = indexOf(key);
    if (i >= 0) form.setValue(`rows.${i}.read`, read);
  };
  /** Reads the name printed on the statement (free) and keeps the proposal for the analyst to confirm or change. */
  const readName = (key: string, file: File, password: string) => {
    setRead(key, { state: 'reading' });
    void readSlots.current(async () => {
      try {
        const got = await readAccountName(file, password);
        setRead(key, { state: 'read', ...got });
      } catch (e) {
        const needsPassword = e instanceof ApiError && ['PASSWORD_REQUIRED', 'PASSWORD_INCORRECT'].includes(e.code);
        setRead(key, { state: needsPassword ? 'password' : 'failed', message: errorMessage(e) });
      }
    });
  };
  const add = (list: FileList | null) => {
    // Copy now: the input is cleared right after, which empties the live FileList.
    const added: BulkRowState[] = [...(list ?? [])].map((file) => ({
      key: crypto.randomUUID(),
      file,
      clientId: '',
      password: '',
      read: null,
    }));
    append(added);
    for (const r of added) if (r.file.size <= MAX_BYTES) readName(r.key, r.file, '');
  };
  const confirmAll = () =>
    form.getValues('rows').forEach((r, i) => {
      if (!r.clientId && r.read?.state === 'read') form.setValue(`rows.${i}.clientId`, proposalValue(r.read.proposal));
    });
  /** New clients confirmed for some files are created first (with the consent record), then the files point to them. */
  const createNewClients = async (list: BulkRowState[]): Promise<BulkRowState[]> => {
    const ids = new Map<string, string>();
    for (const name of newClientsChosen(list)) {
      const made = await api.post<ClientDetail>('/api/workspace/clients', { name, consent: true });
      ids.set(`${NEW_PREFIX}${name}`, made.client.id);
    }
    if (ids.size === 0) return list;
    await qc.invalidateQueries({ queryKey: workspaceKeys.all });
    const next = list.map((r) => (ids.has(r.clientId) ? { ...r, clientId: ids.get(r.clientId)! } : r));
    replace(next);
    return next;
  };

  const start = async (values: BulkValues) => {
    setSending(true);
    setSendErrors([]);
    try {
      const ready = await createNewClients(values.rows);
      const { batch } = await createBatch(
        ready.map((r) => ({
          fileName: r.file.name,
          size: r.file.size,
          clientId: r.clientId,
          tokenCost: rowCost(r).tokens,
        })),
      );
      setBatchId(batch.id);
      const queue = [...ready];
      const worker = async () => {
        for (let r = queue.shift(); r; r = queue.shift()) {
          try {
            await sendStatement(`/api/workspace/batches/${batch.id}/files`, r.file, {
              clientId: r.clientId,
              password: r.password,
              idempotencyKey: r.key,
              // Charged only at the cost shown; a different real cost is refused (409) with nothing spent.
              expectedCost: String(rowCost(r).tokens),
            });
          } catch (e) {
            setSendErrors((list) => [...list, `${r.file.name}: ${errorMessage(e)}`]);
          }
        }
      };
      await Promise.all(Array.from({ length: PARALLEL }, worker));
      form.reset({ rows: [], newConsent: false });
    } catch (e) {
      toast.error('Could not start the batch', { description: errorMessage(e) });
    } finally {
      setSending(false);
    }
  };

  const submit = form.handleSubmit(start, (errors) => {
    const first = errors.rows?.message ?? errors.rows?.root?.message ?? errors.newConsent?.message;
    toast.error('Check the batch first', { description: first ?? 'Some files are not ready.' });
  });

  if (batchId) {
    return (
      <div className="grid gap-4">
        <PageHeader
          title="Bulk upload"
          description={sending ? 'Sending files…' : 'All files sent. Each one is analysed on its own.'}
        />
        {sendErrors.length > 0 && (
          <Alert variant="destructive">
            <AlertDescription>{sendErrors.join(' · ')}</AlertDescription>
          </Alert>
        )}
        <BatchStatus id={batchId} canExport={can(ws, 'export')} />
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setBatchId(null)} disabled={sending}>
            Upload another batch
          </Button>
          <Button asChild variant="ghost">
            <Link to={`/workspace/batches/${batchId}`}>Open batch page</Link>
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="grid gap-4">
      <PageHeader
        title="Bulk upload"
        description={`Up to ${MAX_FILES} statements at once, each up to 10 MB, each assigned to a client. Passwords are per file.`}
      />
      <Card>
        <CardContent className="grid gap-4 py-5">
          <FormField label="Statements" className="gap-1.5">
            {(field) => (
              <Input
                {...field}
                type="file"
                multiple
                accept=".pdf,.png,.jpg,.jpeg,.csv,.xls,.xlsx"
                onChange={(e) => {
                  add(e.target.files);
                  e.target.value = '';
                }}
              />
            )}
          </FormField>
          {clients.data?.length === 0 && (
            <p className="text-sm text-muted-foreground">
              Add a client first:{' '}
              <Link className="text-primary underline" to="/workspace/clients/new">
                New client
              </Link>
              .
            </p>
          )}
          {unconfirmed.length > 1 && (
            <Button variant="outline" className="justify-self-start" onClick={confirmAll}>
              <CheckCheckIcon /> Confirm all {unconfirmed.length} proposals
            </Button>
          )}
          <ul className="grid gap-3" data-testid="bulk-rows">
            {fields.map((f, i) => {
              const r = rows[i];
              return r ? (
                <BulkRow
                  key={f.id}
                  control={form.control}
                  row={r}
                  index={i}
                  clients={clients.data ?? []}
                  newNames={newNames}
                  onConfirm={(clientId) => form.setValue(`rows.${i}.clientId`, clientId)}
                  onReadName={() => readName(r.key, r.file, r.password)}
                  onRemove={() => remove(i)}
                />
              ) : null;
            })}
          </ul>
          {newChosen.length > 0 && (
            <div className="flex items-start gap-2 rounded-lg border p-3" data-testid="new-clients-consent">
              <Controller
                control={form.control}
                name="newConsent"
                render={({ field }) => (
                  <Checkbox
                    id="new-clients-consent"
                    ref={field.ref}
                    checked={field.value}
                    onCheckedChange={(v) => field.onChange(v === true)}
                  />
                )}
              />
              <Label htmlFor="new-clients-consent" className="leading-snug font-normal">
                New {newChosen.length === 1 ? 'client' : 'clients'}: {newChosen.join(', ')}. {CONSENT_TEXT}
              </Label>
            </div>
          )}
          {rows.length > 0 && (
            <div className="flex flex-col gap-3 border-t pt-4 sm:flex-row sm:items-center sm:justify-between">
              <p className="text-sm" data-testid="bulk-total">
                {plural(rows.length, 'file', 'files')} · total <strong>{plural(total, 'token', 'tokens')}</strong>
                {balance !== undefined && ` · pool balance ${plural(balance, 'token', 'tokens')}`}
              </p>
              <Button onClick={() => void submit()} disabled={sending || problems.length > 0}>
                <FileUpIcon /> Analyse {plural(rows.length, 'file', 'files')} for {plural(total, 'token', 'tokens')}
              </Button>
            </div>
          )}
          {rows.length > 0 && problems.length > 0 && (
            <ul className="text-sm text-destructive">
              {problems.map((p) => (
                <li key={p}>{p}</li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
