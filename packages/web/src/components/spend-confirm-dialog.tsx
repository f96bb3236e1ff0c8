import type { ReactNode } from 'react';
import { CoinsIcon } from 'lucide-react';
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
import { plural } from '@/lib/format.ts';

/**
 * The one confirmation every token spend goes through: what is being paid for, its cost, the balance after, and what
 * happens if it fails. Nothing is spent until the person confirms.
 */
export function SpendConfirmDialog({
  open,
  onOpenChange,
  title,
  what,
  cost,
  balance,
  onConfirm,
  refundNote = 'If it fails, the tokens are refunded in full.',
  testId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  what: ReactNode;
  cost: number;
  balance: number | undefined;
  onConfirm: () => void;
  refundNote?: string;
  testId?: string;
}) {
  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogContent data-testid={testId}>
        <AlertDialogHeader>
          <AlertDialogTitle className="flex items-center gap-2">
            <CoinsIcon className="size-5 text-primary" aria-hidden /> {title}
          </AlertDialogTitle>
          <AlertDialogDescription asChild>
            <div className="grid gap-2">
              <p>{what}</p>
              <p>
                Cost: <strong className="text-foreground">{plural(cost, 'token')}</strong>
                {balance !== undefined && (
                  <>
                    {' '}
                    · balance after: <strong className="text-foreground">{plural(Math.max(0, balance - cost), 'token')}</strong>
                  </>
                )}
              </p>
              <p>{refundNote}</p>
            </div>
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Cancel</AlertDialogCancel>
          <AlertDialogAction onClick={onConfirm}>Confirm · spend {plural(cost, 'token')}</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
