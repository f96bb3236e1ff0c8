import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useParams } from 'react-router';
import { toast } from 'sonner';
import { clientNoteSchema, type ClientNote } from '@nairalens/core/api/workspace-console.ts';
import { PageHeader } from '@/components/page-header.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Textarea } from '@/components/ui/input.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { errorMessage } from '@/lib/api.ts';
import { formatDate, formatDateTime, formatNaira } from '@/lib/format.ts';
import { useAddNote, useClient } from '../api/workspace.ts';
import type { ClientDetail, Workspace } from '../api/types.ts';
import { ClientCreditReports } from '../components/client-credit-reports.tsx';
import { ClientHistory } from '../components/client-history.tsx';
import { ClientUpload } from '../components/client-upload.tsx';
import { ExportButtons } from '../components/export-buttons.tsx';
import { DTI_LABEL, RiskBadge } from '../components/figures.tsx';
import { FileList } from '../components/file-list.tsx';
import { can, WorkspaceShell } from '../components/workspace-shell.tsx';

export default function ClientDetailPage() {
  return <WorkspaceShell>{(ws) => <Detail ws={ws} />}</WorkspaceShell>;
}

function Detail({ ws }: { ws: Workspace }) {
  const { id = '' } = useParams();
  const client = useClient(id);
  if (client.isPending) return <PageSpinner />;
  if (client.isError) return <p className="text-destructive">{errorMessage(client.error)}</p>;
  const d = client.data;
  return (
    <div className="grid gap-6">
      <PageHeader
        title={d.client.name}
        description={[d.client.reference, d.client.phone, d.client.email].filter(Boolean).join(' · ') || 'Client'}
        actions={can(ws, 'export') ? <ExportButtons base={`/api/workspace/clients/${d.client.id}`} /> : null}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <LatestCard d={d} />
        <ClientCreditReports reports={d.creditReports} canOpen={ws.role === 'owner'} />
      </div>
      <ClientHistory months={d.history} />
      {can(ws, 'upload') && (
        <Card>
          <CardHeader>
            <CardTitle className="text-base">Upload a statement</CardTitle>
          </CardHeader>
          <CardContent>
            <ClientUpload clientId={d.client.id} />
          </CardContent>
        </Card>
      )}
      <Card>
        <CardHeader>
          <CardTitle className="text-base">Statements</CardTitle>
        </CardHeader>
        <CardContent>
          <FileList files={d.statements} showClient={false} empty="No statements yet." />
        </CardContent>
      </Card>
      <Notes d={d} canWrite={can(ws, 'manage-clients')} />
      <p className="text-xs text-muted-foreground" data-testid="consent-record">
        Consent recorded by {d.client.consentBy} on {formatDateTime(d.client.consentAt)}: “{d.client.consentText}”
      </p>
    </div>
  );
}

function LatestCard({ d }: { d: ClientDetail }) {
  const l = d.latest;
  return (
    <Card>
      <CardHeader className="flex-row items-center justify-between gap-2">
        <CardTitle className="text-base">Latest figures</CardTitle>
        {l && <RiskBadge band={l.riskBand} />}
      </CardHeader>
      <CardContent>
        {!l ? (
          <p className="text-sm text-muted-foreground">No completed analysis yet.</p>
        ) : (
          <dl className="grid grid-cols-2 gap-3 text-sm" data-testid="latest-figures">
            <div>
              <dt className="text-muted-foreground">Health score</dt>
              <dd className="text-lg font-semibold">{l.healthScore}/10</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">DTI</dt>
              <dd className="text-lg font-semibold">
                {l.dti}% <span className="text-sm font-normal">({DTI_LABEL[l.dtiBand]})</span>
              </dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Monthly income</dt>
              <dd className="font-medium">{formatNaira(l.monthlyIncome, { whole: true })}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Monthly expenses</dt>
              <dd className="font-medium">{formatNaira(l.monthlyExpenses, { whole: true })}</dd>
            </div>
            <div className="col-span-2 text-muted-foreground">
              As of {formatDate(l.completedAt)} · savings rate {l.savingsRate}%
            </div>
          </dl>
        )}
      </CardContent>
    </Card>
  );
}

function Notes({ d, canWrite }: { d: ClientDetail; canWrite: boolean }) {
  const add = useAddNote(d.client.id);
  // The note box is named by aria-label (no visible label), so it takes the error ids by hand, not through FormField.
  const errorId = useId();
  const form = useForm<ClientNote>({ resolver: zodResolver(clientNoteSchema), defaultValues: { body: '' } });
  const body = form.watch('body');
  const error = form.formState.errors.body?.message;
  const submit = form.handleSubmit((note) =>
    add.mutate(note.body, {
      onSuccess: () => form.reset(),
      onError: (err) => toast.error('Could not save the note', { description: errorMessage(err) }),
    }),
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Notes</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {canWrite && (
          <form onSubmit={(e) => void submit(e)} className="grid gap-2">
            <Textarea
              aria-label="New note"
              {...form.register('body')}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              maxLength={2000}
              placeholder="What you discussed, what to check next…"
            />
            {error && (
              <p id={errorId} role="alert" className="text-sm text-destructive">
                {error}
              </p>
            )}
            <Button
              type="submit"
              variant="outline"
              className="justify-self-start"
              disabled={!body.trim() || add.isPending}
            >
              Add note
            </Button>
          </form>
        )}
        {d.notes.length === 0 ? (
          <p className="text-sm text-muted-foreground">No notes yet.</p>
        ) : (
          <ul className="grid gap-3">
            {d.notes.map((n) => (
              <li key={n.id} className="rounded-lg border p-3 text-sm">
                <p className="break-words whitespace-pre-wrap">{n.body}</p>
                <p className="mt-1 text-xs text-muted-foreground">
                  {n.author ?? 'Someone'} · {formatDateTime(n.createdAt)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
