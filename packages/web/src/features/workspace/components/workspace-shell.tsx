import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { RotateCwIcon } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent } from '@/components/ui/card.tsx';
import { PageSpinner } from '@/components/ui/spinner.tsx';
import { cn } from '@/lib/utils.ts';
import { useWorkspaceMe } from '../api/workspace.ts';
import type { Permission, Workspace } from '../api/types.ts';
import { CreateWorkspaceCard } from './create-workspace-card.tsx';

const LINKS: { to: string; label: string; needs?: Permission }[] = [
  { to: '/workspace', label: 'Overview' },
  { to: '/workspace/clients', label: 'Clients' },
  { to: '/workspace/bulk', label: 'Bulk upload', needs: 'upload' },
  { to: '/workspace/team', label: 'Team' },
  { to: '/workspace/console', label: 'Console', needs: 'console' },
];

/** Loads the member's workspace (or offers to create one) and shows the workspace's section links. */
export function WorkspaceShell({ children }: { children: (ws: Workspace) => ReactNode }) {
  const me = useWorkspaceMe();
  if (me.isPending) return <PageSpinner />;
  if (me.isError) {
    return (
      <Card className="border-dashed">
        <CardContent className="flex flex-col items-center gap-4 py-12 text-center">
          <p className="text-muted-foreground">We couldn&apos;t load your workspace.</p>
          <Button variant="outline" onClick={() => void me.refetch()}>
            <RotateCwIcon /> Try again
          </Button>
        </CardContent>
      </Card>
    );
  }
  if (!me.data) return <CreateWorkspaceCard />;
  const ws = me.data;
  return (
    <div className="min-w-0">
      <nav aria-label="Workspace" className="-mx-1 mb-6 flex gap-1 overflow-x-auto border-b pb-px">
        {LINKS.filter((l) => !l.needs || ws.permissions.includes(l.needs)).map((l) => (
          <NavLink
            key={l.to}
            to={l.to}
            end={l.to === '/workspace'}
            className={({ isActive }) =>
              cn(
                'shrink-0 rounded-t-md border-b-2 px-3 py-2 text-sm font-medium transition-colors',
                isActive
                  ? 'border-primary text-foreground'
                  : 'border-transparent text-muted-foreground hover:text-foreground',
              )
            }
          >
            {l.label}
          </NavLink>
        ))}
      </nav>
      {children(ws)}
    </div>
  );
}

export function can(ws: Workspace, p: Permission): boolean {
  return ws.permissions.includes(p);
}
