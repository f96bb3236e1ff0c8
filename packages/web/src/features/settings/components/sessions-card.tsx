import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { LaptopIcon, LogOutIcon, SmartphoneIcon } from 'lucide-react';
import { toast } from 'sonner';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { errorMessage } from '@/lib/api.ts';
import { useAuth } from '@/lib/auth.tsx';
import { formatDateTime } from '@/lib/format.ts';
import { revokeAllSessions, revokeSession, sessionsQuery, type ActiveSession } from '../api/account.ts';

function timeAgo(iso: string, now = Date.now()): string {
  const minutes = Math.round((now - new Date(iso).getTime()) / 60_000);
  if (minutes < 2) return 'Active now';
  if (minutes < 60) return `Active ${minutes} minutes ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `Active ${hours} hour${hours === 1 ? '' : 's'} ago`;
  return `Last active ${formatDateTime(iso)}`;
}

/** Settings › Security: the signed-in devices, each revocable, and "sign out everywhere else". */
export function SessionsCard() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { signOut } = useAuth();
  const sessions = useQuery(sessionsQuery);
  const [confirmAll, setConfirmAll] = useState(false);

  const revoke = useMutation({
    mutationFn: (s: ActiveSession) => revokeSession(s.id),
    onSuccess: () => {
      toast.success('Signed out', { description: 'That device has been signed out.' });
      void queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey });
    },
    onError: (error) => toast.error('Error', { description: errorMessage(error) }),
  });

  const everywhere = useMutation({
    mutationFn: revokeAllSessions,
    onSuccess: async () => {
      toast.success('Signed out everywhere', { description: 'Every device, including this one, has been signed out.' });
      // Leave the guarded page first (as the header's sign-out does), then forget the session here.
      await navigate('/', { replace: true });
      await signOut();
    },
    onError: (error) => toast.error('Error', { description: errorMessage(error) }),
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <LaptopIcon className="size-5 text-primary" aria-hidden /> Active Sessions
        </CardTitle>
        <CardDescription>
          Devices signed in to your account. The place is the network address the sign-in came from; we do not look up
          locations.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {sessions.isPending ? (
          <div className="grid gap-3">
            <Skeleton className="h-16 w-full" />
            <Skeleton className="h-16 w-full" />
          </div>
        ) : sessions.isError ? (
          <p className="text-sm text-destructive">{errorMessage(sessions.error)}</p>
        ) : (
          <ul className="divide-y rounded-lg border" aria-label="Active sessions">
            {sessions.data.map((s) => {
              const Icon = s.mobile ? SmartphoneIcon : LaptopIcon;
              return (
                <li key={s.id} className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
                  <div className="flex min-w-0 items-start gap-3">
                    <div className="flex size-9 shrink-0 items-center justify-center rounded-full bg-muted text-muted-foreground">
                      <Icon className="size-4" aria-hidden />
                    </div>
                    <div className="min-w-0 text-sm">
                      <p className="flex flex-wrap items-center gap-2 font-medium">
                        {s.device}
                        {s.current && <Badge variant="outline">This device</Badge>}
                      </p>
                      <p className="truncate text-muted-foreground">{s.place}</p>
                      <p className="text-xs text-muted-foreground">
                        {s.current ? 'Active now' : timeAgo(s.lastSeenAt)} · Signed in {formatDateTime(s.signedInAt)}
                      </p>
                    </div>
                  </div>
                  {!s.current && (
                    <Button
                      variant="outline"
                      size="sm"
                      className="w-fit"
                      onClick={() => revoke.mutate(s)}
                      disabled={revoke.isPending}
                      aria-label={`Sign out ${s.device}, ${s.place}`}
                    >
                      <LogOutIcon /> Sign out
                    </Button>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </CardContent>
      <CardFooter className="justify-end border-t pt-6">
        <Button variant="outline" onClick={() => setConfirmAll(true)} disabled={everywhere.isPending}>
          <LogOutIcon /> Sign out everywhere
        </Button>
      </CardFooter>
      <AlertDialog open={confirmAll} onOpenChange={setConfirmAll}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Sign out everywhere?</AlertDialogTitle>
            <AlertDialogDescription>
              Every device signed in to your account will be signed out, including this one. You will need your password
              to sign in again.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction onClick={() => everywhere.mutate()}>Sign out everywhere</AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  );
}
