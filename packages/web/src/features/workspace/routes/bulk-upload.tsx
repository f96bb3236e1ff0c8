import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCheckIcon, FileUpIcon } from 'lucide-react';
import { toast } from 'sonner';
import { PageHeader } from '@/components/page-header.tsx';
import { Alert, AlertDescription } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { Checkbox } from '@/components/ui/checkbox.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { api, ApiError, errorMessage } from '@/lib/api.ts';
import { plural } from '@/lib/format.ts';
import { createBatch, readAccountName, sendStatement } from '../api/uploads.ts';
import { useClients, useOverview, workspaceKeys } from '../api/workspace.ts';
import { CONSENT_TEXT, type ClientDetail, type Workspace } from '../api/types.ts';
import { BatchStatus } from '../components/batch-status.tsx';
import { BulkRow, NEW_PREFIX, proposalValue, rowCost, type BulkRowState } from '../components/bulk-row.tsx';
import { can, WorkspaceShell } from '../components/workspace-shell.tsx';

const MAX_FILES = 50;
const MAX_BYTES = 10 * 1024 * 1024;
/** Files sent at once: enough to keep the queue busy without flooding the connection. */
const PARALLEL = 3;

/** Name reads at once: each is a quick text read on the server, but a batch may hold 50 files. */
const READ_PARALLEL = 2;

type Row = BulkRowState;

/** Runs at most `n` of the given tasks at a time. */
function limiter(n: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  return async <T,>(task: () => Promise<T>): Promise<T> => {
    if (active >= n) await new Promise<void>((r) => waiting.push(r));
    active++;
    try {
      return await task();
    } finally {
      active--;
      waiting.shift()?.();
    }
  };
}

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
  const [rows, setRows] = useState<Row[]>([]);
  const [batchId, setBatchId] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sendErrors, setSendErrors] = useState<string[]>([]);
  const [newConsent, setNewConsent] = useState(false);
  const readSlots = useRef(limiter(READ_PARALLEL));
  const qc = useQueryClient();
  const newChosen = [
    ...new Set(rows.filter((r) => r.clientId.startsWith(NEW_PREFIX)).map((r) => r.clientId.slice(NEW_PREFIX.length))),
  ];
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

  // The real cost of each file (its pages or rows) as soon as it is read; the server refuses a file whose cost changed.
  const total = rows.reduce((s, r) => s + rowCost(r).tokens, 0);
  const balance = overview.data?.tokenPool.balance;
  const tooBig = rows.filter((r) => r.file.size > MAX_BYTES);
  const problems = [
    rows.length > MAX_FILES ? `A batch holds at most ${MAX_FILES} files.` : null,
    tooBig.length ? `${tooBig.map((r) => r.file.name).join(', ')}: larger than 10 MB.` : null,
    rows.some((r) => !r.clientId) ? 'Confirm or choose a client for every file.' : null,
    rows.some((r) => r.read?.state === 'reading') ? 'Reading the files to price them…' : null,
    newChosen.length > 0 && !newConsent ? 'Confirm the consent of the new clients.' : null,
    balance !== undefined && total > balance
      ? `The pool has ${plural(balance, 'token', 'tokens')}; this batch needs ${total}.`
      : null,
  ].filter(Boolean) as string[];

  const update = (key: string, patch: Partial<Row>) =>
    setRows((r) => r.map((x) => (x.key === key ? { ...x, ...patch } : x)));
  /** Reads the name printed on the statement (free) and keeps the proposal for the analyst to confirm or change. */
  const readName = (key: string, file: File, password: string) => {
    update(key, { read: { state: 'reading' } });
    void readSlots.current(async () => {
      try {
        const got = await readAccountName(file, password);
        update(key, { read: { state: 'read', ...got } });
      } catch (e) {
        const needsPassword = e instanceof ApiError && ['PASSWORD_REQUIRED', 'PASSWORD_INCORRECT'].includes(e.code);
        update(key, { read: { state: needsPassword ? 'password' : 'failed', message: errorMessage(e) } });
      }
    });
  };
  const add = (list: FileList | null) => {
    // Copy now: the input is cleared right after, which empties the live FileList before React runs the updater.
    const added: Row[] = [...(list ?? [])].map((file) => ({
      key: crypto.randomUUID(),
      file,
      clientId: '',
      password: '',
      read: null,
    }));
    setRows((r) => [...r, ...added]);
    for (const r of added) if (r.file.size <= MAX_BYTES) readName(r.key, r.file, '');
  };
  const confirmAll = () =>
    setRows((list) =>
      list.map((r) =>
        !r.clientId && r.read?.state === 'read' ? { ...r, clientId: proposalValue(r.read.proposal) } : r,
      ),
    );
  /** New clients confirmed for some files are created first (with the consent record), then the files point to them. */
  const createNewClients = async (list: Row[]): Promise<Row[]> => {
    const ids = new Map<string, string>();
    for (const name of newChosen) {
      const made = await api.post<ClientDetail>('/api/workspace/clients', { name, consent: true });
      ids.set(`${NEW_PREFIX}${name}`, made.client.id);
    }
    if (ids.size === 0) return list;
    await qc.invalidateQueries({ queryKey: workspaceKeys.all });
    const next = list.map((r) => (ids.has(r.clientId) ? { ...r, clientId: ids.get(r.clientId)! } : r));
    setRows(next);
    return next;
  };

  const start = async () => {
    setSending(true);
    setSendErrors([]);
    try {
      const ready = await createNewClients(rows);
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
      setRows([]);
    } catch (e) {
      toast.error('Could not start the batch', { description: errorMessage(e) });
    } finally {
      setSending(false);
    }
  };

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
          <div className="grid gap-1.5">
            <Label htmlFor="bulk-files">Statements</Label>
            <Input
              id="bulk-files"
              type="file"
              multiple
              accept=".pdf,.png,.jpg,.jpeg,.csv,.xls,.xlsx"
              onChange={(e) => {
                add(e.target.files);
                e.target.value = '';
              }}
            />
          </div>
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
            {rows.map((r, i) => (
              <BulkRow
                key={r.key}
                row={r}
                index={i}
                clients={clients.data ?? []}
                newNames={newNames}
                onChange={(patch) => update(r.key, patch)}
                onReadName={() => readName(r.key, r.file, r.password)}
                onRemove={() => setRows((x) => x.filter((y) => y.key !== r.key))}
              />
            ))}
          </ul>
          {newChosen.length > 0 && (
            <div className="flex items-start gap-2 rounded-lg border p-3" data-testid="new-clients-consent">
              <Checkbox
                id="new-clients-consent"
                checked={newConsent}
                onCheckedChange={(v) => setNewConsent(v === true)}
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
              <Button onClick={() => void start()} disabled={sending || problems.length > 0}>
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
