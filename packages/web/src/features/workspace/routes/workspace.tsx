import { Link } from 'react-router';
import { CoinsIcon, FileUpIcon, UserPlusIcon, UsersIcon } from 'lucide-react';
import { PageHeader } from '@/components/page-header.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { formatDateTime, formatNumber, plural } from '@/lib/format.ts';
import { useOverview } from '../api/workspace.ts';
import type { Workspace } from '../api/types.ts';
import { ExportButtons } from '../components/export-buttons.tsx';
import { FileList } from '../components/file-list.tsx';
import { can, WorkspaceShell } from '../components/workspace-shell.tsx';

export default function WorkspacePage() {
  return <WorkspaceShell>{(ws) => <Overview ws={ws} />}</WorkspaceShell>;
}

function Stat({ label, value, icon: Icon }: { label: string; value: string; icon: typeof UsersIcon }) {
  return (
    <Card>
      <CardContent className="flex items-center gap-3 py-5">
        <div className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
          <Icon className="size-5" aria-hidden />
        </div>
        <div className="min-w-0">
          <p className="text-sm text-muted-foreground">{label}</p>
          <p className="text-xl font-semibold">{value}</p>
        </div>
      </CardContent>
    </Card>
  );
}

function Overview({ ws }: { ws: Workspace }) {
  const overview = useOverview(true);
  const d = overview.data;
  return (
    <div>
      <PageHeader
        title={ws.name}
        description={`Manage your clients and their financial analyses · you are ${ws.role === 'owner' ? 'the owner' : `${ws.role === 'admin' ? 'an admin' : ws.role === 'analyst' ? 'an analyst' : 'a viewer'}`}`}
        actions={
          can(ws, 'upload') ? (
            <>
              <Button asChild variant="outline">
                <Link to="/workspace/clients/new">
                  <UserPlusIcon /> New client
                </Link>
              </Button>
              <Button asChild>
                <Link to="/workspace/bulk">
                  <FileUpIcon /> Bulk upload
                </Link>
              </Button>
            </>
          ) : null
        }
      />
      {!d ? (
        <div className="grid gap-4 sm:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-20" />
          ))}
        </div>
      ) : (
        <div className="grid gap-6">
          <div className="grid gap-4 sm:grid-cols-3">
            <Stat label="Clients" value={formatNumber(d.clientCount)} icon={UsersIcon} />
            <Stat label="Token pool" value={plural(d.tokenPool.balance, 'token', 'tokens')} icon={CoinsIcon} />
            <Stat
              label="Used this month"
              value={`${plural(d.usageThisMonth.tokens, 'token', 'tokens')} · ${plural(d.usageThisMonth.analyses, 'analysis', 'analyses')}`}
              icon={FileUpIcon}
            />
          </div>
          {d.batchesInProgress.length > 0 && (
            <Card>
              <CardHeader>
                <CardTitle className="text-base">Batches in progress</CardTitle>
              </CardHeader>
              <CardContent>
                <ul className="divide-y">
                  {d.batchesInProgress.map((b) => (
                    <li key={b.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                      <span>
                        {plural(b.fileCount, 'file', 'files')} · started {formatDateTime(b.createdAt)} · {b.processing}{' '}
                        processing
                      </span>
                      <Link
                        className="font-medium text-primary underline-offset-4 hover:underline"
                        to={`/workspace/batches/${b.id}`}
                      >
                        View status
                      </Link>
                    </li>
                  ))}
                </ul>
              </CardContent>
            </Card>
          )}
          <Card>
            <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
              <CardTitle className="text-base">Recent analyses</CardTitle>
              {can(ws, 'export') && <ExportButtons base="/api/workspace" label="All" />}
            </CardHeader>
            <CardContent>
              <FileList files={d.recentAnalyses} empty="No statements yet. Add a client and upload their statement." />
            </CardContent>
          </Card>
        </div>
      )}
    </div>
  );
}
