import { Link } from 'react-router';
import { CreditCardIcon, ShoppingCartIcon, SparklesIcon } from 'lucide-react';
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
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog.tsx';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { ApiError } from '@/lib/api.ts';
import { formatDate, formatNaira, plural } from '@/lib/format.ts';
import { findPlan } from '@nairalens/core/tokens/pricing.ts';
import { useCancelSubscription, useReceipts, useSubscription } from '@/hooks/use-billing.ts';

/** Settings → Billing: current plan, upgrade, cancel, receipts. */
export function BillingTab() {
  const sub = useSubscription();
  const receipts = useReceipts();
  const cancel = useCancelSubscription();
  const s = sub.data?.subscription ?? null;

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <CreditCardIcon className="size-5" aria-hidden /> Current plan
          </CardTitle>
          <CardDescription>Your plan, subscription and token purchases.</CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {sub.isPending ? (
            <Skeleton className="h-16 w-full" />
          ) : (
            <div className="flex flex-col gap-4 rounded-lg border p-4 sm:flex-row sm:items-center sm:justify-between">
              <div>
                <p className="flex items-center gap-2 font-semibold" data-testid="current-plan">
                  {sub.data?.plan.name ?? 'Free Plan'}
                  {s && (
                    <Badge variant={s.cancelAtPeriodEnd ? 'outline' : 'default'}>
                      {s.cancelAtPeriodEnd ? 'Ends soon' : 'Active'}
                    </Badge>
                  )}
                </p>
                <p className="text-sm text-muted-foreground">
                  {s
                    ? `${sub.data?.plan.description}. ${s.cancelAtPeriodEnd ? 'Ends' : 'Renews'} on ${formatDate(s.currentPeriodEnd)}.`
                    : 'Limited to basic features and token allowance'}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Button asChild>
                  <Link to="/app/wallet#buy">
                    <SparklesIcon /> {s ? 'Change plan' : 'Upgrade to Pro'}
                  </Link>
                </Button>
                <Button asChild variant="outline">
                  <Link to="/app/wallet#buy">
                    <ShoppingCartIcon /> Buy Tokens
                  </Link>
                </Button>
                {s && !s.cancelAtPeriodEnd && (
                  <AlertDialog>
                    <AlertDialogTrigger asChild>
                      <Button variant="ghost">Cancel plan</Button>
                    </AlertDialogTrigger>
                    <AlertDialogContent>
                      <AlertDialogHeader>
                        <AlertDialogTitle>Cancel your plan?</AlertDialogTitle>
                        <AlertDialogDescription>
                          Your plan stays active until {formatDate(s.currentPeriodEnd)} and will not renew. Tokens you
                          bought and subscription tokens you already have stay in your wallet.
                        </AlertDialogDescription>
                      </AlertDialogHeader>
                      <AlertDialogFooter>
                        <AlertDialogCancel>Keep plan</AlertDialogCancel>
                        <AlertDialogAction
                          onClick={() =>
                            cancel.mutate(undefined, {
                              onSuccess: (r) =>
                                toast.success('Plan cancelled', { description: `It ends on ${formatDate(r.endsAt)}.` }),
                              onError: (e) =>
                                toast.error('Error', {
                                  description:
                                    e instanceof ApiError ? e.message : 'Something went wrong. Please try again.',
                                }),
                            })
                          }
                        >
                          Cancel plan
                        </AlertDialogAction>
                      </AlertDialogFooter>
                    </AlertDialogContent>
                  </AlertDialog>
                )}
              </div>
            </div>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Receipts</CardTitle>
          <CardDescription>
            Payments made for tokens and plans. A receipt is also e-mailed when payment receipts are on.
          </CardDescription>
        </CardHeader>
        <CardContent>
          {receipts.isPending ? (
            <Skeleton className="h-12 w-full" />
          ) : !receipts.data?.receipts.length ? (
            <p className="text-sm text-muted-foreground">No payments yet.</p>
          ) : (
            <ul className="divide-y text-sm" aria-label="Receipts">
              {receipts.data.receipts.map((r) => (
                <li key={r.reference} className="flex items-center justify-between gap-4 py-2">
                  <div>
                    <p className="font-medium">
                      {r.productKind === 'bundle' ? plural(r.tokens, 'token') : `${findPlan(r.productId)?.name ?? r.productId} plan`}
                    </p>
                    <p className="text-xs text-muted-foreground">
                      {r.paidAt ? formatDate(r.paidAt) : ''} · {r.reference}
                    </p>
                  </div>
                  <span className="tabular-nums">{formatNaira(r.amountKobo)}</span>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
