import { PageHeader } from '@/components/page-header.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { formatDateTime } from '@/lib/format.ts';
import { useAudit } from '../api/console.ts';
import { ApiKeysCard } from '../components/api-keys-card.tsx';
import { WebhooksCard } from '../components/webhooks-card.tsx';
import { can, WorkspaceShell } from '../components/workspace-shell.tsx';

/** The workspace admin console: API keys, webhooks and the audit log of every member action. */
export default function ConsolePage() {
  return (
    <WorkspaceShell>
      {(ws) =>
        can(ws, 'console') ? (
          <div className="grid gap-6">
            <PageHeader title="Console" description="API keys, webhooks and the audit log of every member action." />
            <ApiKeysCard />
            <WebhooksCard />
            <AuditCard />
          </div>
        ) : (
          <p className="text-muted-foreground">The console is for the workspace's owner and admins.</p>
        )
      }
    </WorkspaceShell>
  );
}

function AuditCard() {
  const audit = useAudit(true);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Audit log</CardTitle>
      </CardHeader>
      <CardContent>
        {!audit.data ? (
          <Skeleton className="h-24" />
        ) : (
          <ul className="divide-y text-sm" data-testid="audit-log">
            {audit.data.map((e) => (
              <li key={e.id} className="flex flex-col gap-0.5 py-2 sm:flex-row sm:justify-between">
                <span className="min-w-0 break-words">
                  <code>{e.action}</code> by {e.actor ?? 'system'}
                </span>
                <span className="shrink-0 text-muted-foreground">{formatDateTime(e.createdAt)}</span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
