import { useState } from 'react';
import { toast } from 'sonner';
import { Trash2Icon } from 'lucide-react';
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
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { errorMessage } from '@/lib/api.ts';
import { formatDate } from '@/lib/format.ts';
import { useContracts, useDeleteContract, type LoanContract } from '../api/contracts.ts';
import { VerdictBadge } from './verdict-badges.tsx';

/** The person's past contract analyses (their own only: the server scopes the list), to open again or delete. */
export function PastContracts({ onOpen }: { onOpen: (id: string) => void }) {
  const contracts = useContracts();
  const remove = useDeleteContract();
  const [deleting, setDeleting] = useState<LoanContract | null>(null);
  const list = contracts.data ?? [];
  if (contracts.isLoading || list.length === 0) return null;

  return (
    <Card data-testid="past-contracts">
      <CardHeader>
        <CardTitle>Your contract analyses</CardTitle>
        <CardDescription>Open one to see its verdict again or change its figures; opening is free.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y">
          {list.map((c) => (
            <li key={c.id} className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0">
                <p className="font-medium break-words" data-testid="past-contract-name">
                  {c.fileName}
                </p>
                <p className="text-sm text-muted-foreground break-words">
                  {formatDate(c.createdAt)} ·{' '}
                  {c.terms?.lender ?? (c.status === 'failed' ? 'Could not be read' : 'Lender not found')}
                </p>
              </div>
              <div className="flex shrink-0 items-center gap-2">
                {c.status === 'completed' && <VerdictBadge verdict={c.analysis?.verdict} />}
                <Button variant="outline" size="sm" onClick={() => onOpen(c.id)} disabled={c.status === 'processing'}>
                  Open
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  aria-label={`Delete ${c.fileName}`}
                  disabled={c.status === 'processing'}
                  onClick={() => setDeleting(c)}
                >
                  <Trash2Icon />
                </Button>
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
      <AlertDialog open={deleting !== null} onOpenChange={(o) => !o && setDeleting(null)}>
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete this contract analysis?</AlertDialogTitle>
            <AlertDialogDescription>
              {deleting?.fileName}: its figures, corrections and verdict are removed. Tokens spent are not refunded.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel>Cancel</AlertDialogCancel>
            <AlertDialogAction
              onClick={() => {
                if (!deleting) return;
                remove.mutate(deleting.id, {
                  onSuccess: () => toast.success('Contract analysis deleted'),
                  onError: (err) => toast.error('Error', { description: errorMessage(err) }),
                });
                setDeleting(null);
              }}
            >
              Delete
            </AlertDialogAction>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </Card>
  );
}
