import { ActivityIcon, CheckCircle2Icon, AlertTriangleIcon, XCircleIcon } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { cn } from '@/lib/utils.ts';
import { useHealth } from '../api/get-health.ts';

const PARTS = [
  { key: 'database', label: 'Accounts and results' },
  { key: 'jobs', label: 'Statement analysis' },
  { key: 'storage', label: 'Secure file storage' },
] as const;

/** The real state of the service, from GET /api/health (re-checked every minute). */
export function StatusCard() {
  const health = useHealth();
  const data = health.data;
  const reachable = !health.isError && data;
  const ok = reachable && data.status === 'ok';

  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="flex items-center gap-2 text-base">
          <ActivityIcon className="size-4 text-primary" aria-hidden /> Service status
        </CardTitle>
        <CardDescription>Checked live from our servers.</CardDescription>
      </CardHeader>
      <CardContent aria-live="polite">
        {health.isPending ? (
          <div className="space-y-2">
            <span className="sr-only">Checking service status...</span>
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-4 w-56" />
          </div>
        ) : !reachable ? (
          <p className="flex items-center gap-2 font-medium text-destructive">
            <XCircleIcon className="size-5" aria-hidden /> We can&apos;t reach the service right now
          </p>
        ) : (
          <>
            <p className={cn('flex items-center gap-2 font-medium', ok ? 'text-primary' : 'text-warning-foreground dark:text-warning')}>
              {ok ? <CheckCircle2Icon className="size-5" aria-hidden /> : <AlertTriangleIcon className="size-5" aria-hidden />}
              {ok ? 'All systems operational' : 'Some services are degraded'}
            </p>
            <ul className="mt-3 space-y-1.5 text-sm">
              {PARTS.map((p) => {
                const up = data[p.key].ok;
                return (
                  <li key={p.key} className="flex items-center justify-between gap-3">
                    <span className="text-muted-foreground">{p.label}</span>
                    <span className={cn('inline-flex items-center gap-1.5 font-medium', up ? 'text-primary' : 'text-destructive')}>
                      <span aria-hidden className={cn('size-2 rounded-full', up ? 'bg-success' : 'bg-destructive')} />
                      {up ? 'Operational' : 'Down'}
                    </span>
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </CardContent>
    </Card>
  );
}
