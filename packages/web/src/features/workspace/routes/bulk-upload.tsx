import { useState } from 'react';
import { Link } from 'react-router';
import { FileUpIcon, XIcon } from 'lucide-react';
import { toast } from 'sonner';
import { statementTokenCost } from '@nairalens/core/tokens/costs.ts';
import { PageHeader } from '@/components/page-header.tsx';
import { Alert, AlertDescription } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { Input } from '@/components/ui/input.tsx';
import { Label } from '@/components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select.tsx';
import { errorMessage } from '@/lib/api.ts';
import { plural } from '@/lib/format.ts';
import { createBatch, sendStatement } from '../api/uploads.ts';
import { useClients, useOverview } from '../api/workspace.ts';
import type { Workspace } from '../api/types.ts';
import { BatchStatus } from '../components/batch-status.tsx';
import { can, WorkspaceShell } from '../components/workspace-shell.tsx';

const MAX_FILES = 50;
const MAX_BYTES = 10 * 1024 * 1024;
/** Files sent at once: enough to keep the queue busy without flooding the connection. */
const PARALLEL = 3;

type Row = { key: string; file: File; clientId: string; password: string };

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

  const total = rows.reduce((s, r) => s + statementTokenCost(r.file.size), 0);
  const balance = overview.data?.tokenPool.balance;
  const tooBig = rows.filter((r) => r.file.size > MAX_BYTES);
  const problems = [
    rows.length > MAX_FILES ? `A batch holds at most ${MAX_FILES} files.` : null,
    tooBig.length ? `${tooBig.map((r) => r.file.name).join(', ')}: larger than 10 MB.` : null,
    rows.some((r) => !r.clientId) ? 'Choose a client for every file.' : null,
    balance !== undefined && total > balance
      ? `The pool has ${plural(balance, 'token', 'tokens')}; this batch needs ${total}.`
      : null,
  ].filter(Boolean) as string[];

  const add = (list: FileList | null) => {
    // Copy now: the input is cleared right after, which empties the live FileList before React runs the updater.
    const added = [...(list ?? [])].map((file) => ({ key: crypto.randomUUID(), file, clientId: '', password: '' }));
    setRows((r) => [...r, ...added]);
  };
  const update = (key: string, patch: Partial<Row>) =>
    setRows((r) => r.map((x) => (x.key === key ? { ...x, ...patch } : x)));

  const start = async () => {
    setSending(true);
    setSendErrors([]);
    try {
      const { batch } = await createBatch(
        rows.map((r) => ({ fileName: r.file.name, size: r.file.size, clientId: r.clientId })),
      );
      setBatchId(batch.id);
      const queue = [...rows];
      const worker = async () => {
        for (let r = queue.shift(); r; r = queue.shift()) {
          try {
            await sendStatement(`/api/workspace/batches/${batch.id}/files`, r.file, {
              clientId: r.clientId,
              password: r.password,
              idempotencyKey: r.key,
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
          <ul className="grid gap-3" data-testid="bulk-rows">
            {rows.map((r, i) => (
              <li
                key={r.key}
                className="grid gap-2 rounded-lg border p-3 sm:grid-cols-[minmax(0,1fr)_12rem_10rem_auto] sm:items-end"
                data-testid="bulk-row"
              >
                <div className="min-w-0">
                  <p className="truncate text-sm font-medium" title={r.file.name}>
                    {r.file.name}
                  </p>
                  <p className="text-xs text-muted-foreground">
                    {(r.file.size / 1024).toFixed(0)} KB · {plural(statementTokenCost(r.file.size), 'token', 'tokens')}
                  </p>
                </div>
                <div className="grid gap-1">
                  <Label htmlFor={`client-${i}`} className="text-xs">
                    Client
                  </Label>
                  <Select value={r.clientId} onValueChange={(v) => update(r.key, { clientId: v })}>
                    <SelectTrigger id={`client-${i}`} className="w-full" aria-label={`Client for ${r.file.name}`}>
                      <SelectValue placeholder="Choose client" />
                    </SelectTrigger>
                    <SelectContent>
                      {(clients.data ?? []).map((c) => (
                        <SelectItem key={c.id} value={c.id}>
                          {c.name}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                </div>
                <div className="grid gap-1">
                  <Label htmlFor={`password-${i}`} className="text-xs">
                    PDF password
                  </Label>
                  <Input
                    id={`password-${i}`}
                    type="password"
                    autoComplete="off"
                    aria-label={`Password for ${r.file.name}`}
                    value={r.password}
                    onChange={(e) => update(r.key, { password: e.target.value })}
                  />
                </div>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Remove ${r.file.name}`}
                  onClick={() => setRows((x) => x.filter((y) => y.key !== r.key))}
                >
                  <XIcon />
                </Button>
              </li>
            ))}
          </ul>
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
