import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DownloadIcon, FileArchiveIcon, Trash2Icon } from 'lucide-react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Spinner } from '@/components/ui/spinner.tsx';
import { ApiError, errorMessage } from '@/lib/api.ts';
import { useAuth } from '@/lib/auth.tsx';
import { formatDateTime } from '@/lib/format.ts';
import { cn } from '@/lib/utils.ts';
import { PasswordPromptDialog } from './password-prompt-dialog.tsx';
import { deleteAccount, exportsQuery, requestDataExport, useExports, type DataExport } from '../api/account.ts';

export function PrivacyTab() {
  return (
    <div className="grid gap-6">
      <ExportCard />
      <DeleteCard />
    </div>
  );
}

function size(bytes: number | null): string {
  if (!bytes) return '';
  return bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

const STATUS_TEXT: Record<DataExport['status'], string> = {
  pending: 'Preparing…',
  ready: 'Ready',
  failed: 'Failed',
  expired: 'Expired',
};

function ExportCard() {
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const highlighted = params.get('export');
  const exports = useExports();

  const request = useMutation({
    mutationFn: requestDataExport,
    onSuccess: () => {
      toast.success('Data Export', {
        description:
          "Your data export is being prepared. We'll email you when it's ready, and you can download it here.",
      });
      void queryClient.invalidateQueries({ queryKey: exportsQuery.queryKey });
    },
    onError: (error) => toast.error('Error', { description: errorMessage(error) }),
  });
  const pending = exports.data?.some((e) => e.status === 'pending') ?? false;

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <FileArchiveIcon className="size-5 text-primary" aria-hidden /> Export Your Data
        </CardTitle>
        <CardDescription>
          Download a copy of everything we hold about you — profile, uploads, analyses, transactions, goals, wallet
          history and support messages — as JSON and CSV files in a ZIP.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <Button className="w-fit" onClick={() => request.mutate()} disabled={request.isPending || pending}>
          {request.isPending || pending ? (
            <Spinner className="size-4 text-current" label="Preparing" />
          ) : (
            <DownloadIcon />
          )}
          Request Data Export
        </Button>
        {exports.data && exports.data.length > 0 && (
          <ul className="divide-y rounded-lg border" aria-label="Your data exports">
            {exports.data.map((e) => (
              <li
                key={e.id}
                className={cn(
                  'flex flex-col gap-2 p-4 text-sm sm:flex-row sm:items-center sm:justify-between',
                  highlighted === e.id && 'bg-primary/5',
                )}
              >
                <div className="grid gap-0.5">
                  <p className="flex items-center gap-2 font-medium">
                    Requested {formatDateTime(e.createdAt)}
                    <Badge
                      variant={e.status === 'ready' ? 'default' : e.status === 'failed' ? 'destructive' : 'secondary'}
                    >
                      {STATUS_TEXT[e.status]}
                    </Badge>
                  </p>
                  <p className="text-muted-foreground">
                    {e.status === 'ready' && e.expiresAt
                      ? `${size(e.sizeBytes)} · Available until ${formatDateTime(e.expiresAt)}`
                      : e.status === 'pending'
                        ? 'This usually takes a few seconds. We will also email you.'
                        : e.status === 'failed'
                          ? 'The export could not be prepared. Please try again.'
                          : 'This file has been deleted. Request a new export.'}
                  </p>
                </div>
                {e.status === 'ready' && e.downloadUrl && (
                  <Button asChild variant="outline" size="sm" className="w-fit">
                    <a href={e.downloadUrl} download>
                      <DownloadIcon /> Download
                    </a>
                  </Button>
                )}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function DeleteCard() {
  const navigate = useNavigate();
  const { signOut } = useAuth();
  const [open, setOpen] = useState(false);

  const confirmDeletion = async (password: string) => {
    await deleteAccount(password);
    setOpen(false);
    toast.success('Account Deleted', { description: 'Your account and your data have been erased.' });
    // Leave the guarded page first, so the guard does not send the signed-out person to /auth.
    await navigate('/', { replace: true });
    await signOut();
  };

  return (
    <Card className="border-destructive/40">
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-destructive">
          <Trash2Icon className="size-5" aria-hidden /> Delete Account
        </CardTitle>
        <CardDescription>
          Permanently erase your account, your uploaded documents, analyses and personal data, and sign out on every
          device. Wallet records are kept for accounting without your name or email. This cannot be undone.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button variant="destructive" onClick={() => setOpen(true)}>
          <Trash2Icon /> Delete Account
        </Button>
      </CardContent>
      <PasswordPromptDialog
        open={open}
        onOpenChange={setOpen}
        destructive
        title="Are you absolutely sure?"
        description="This permanently deletes your account and erases your data. Enter your password to confirm."
        confirmLabel="Delete Account"
        onConfirm={confirmDeletion}
        errorMessage={(err) =>
          err instanceof ApiError && err.code === 'INVALID_PASSWORD'
            ? 'That password is not correct.'
            : errorMessage(err)
        }
      />
    </Card>
  );
}
