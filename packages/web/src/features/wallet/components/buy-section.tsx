import { ShoppingCartIcon, SparklesIcon } from 'lucide-react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge.tsx';
import { Button } from '@/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { ApiError } from '@/lib/api.ts';
import { formatNaira, plural } from '@/lib/format.ts';
import { useCatalog, useCheckout, type Quote } from '../api/wallet.ts';

export function PriceLines({ q }: { q: Quote }) {
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-0.5 text-sm">
      <dt className="text-muted-foreground">Price</dt>
      <dd className="text-right tabular-nums">{formatNaira(q.priceKobo)}</dd>
      <dt className="text-muted-foreground">Processing fee</dt>
      <dd className="text-right tabular-nums">{formatNaira(q.feeKobo)}</dd>
      <dt className="font-medium">Total</dt>
      <dd className="text-right font-medium tabular-nums">{formatNaira(q.totalKobo)}</dd>
    </dl>
  );
}

/** Bundles and plans with the processing fee shown before payment; Buy goes to the payment partner. */
export function BuySection({ currentPlanId }: { currentPlanId?: string | null }) {
  const catalog = useCatalog();
  const checkout = useCheckout();
  const start = (kind: 'bundle' | 'plan', id: string) =>
    checkout.mutate(
      { kind, id },
      {
        onError: (err) =>
          toast.error('Payment could not start', {
            description: err instanceof ApiError ? err.message : 'Something went wrong. Please try again.',
          }),
      },
    );
  if (catalog.isPending) return <Skeleton className="h-48 w-full" />;
  if (!catalog.data) return null;
  const busy = checkout.isPending ? checkout.variables : null;
  return (
    <section id="buy" aria-labelledby="buy-heading" className="scroll-mt-20 space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="buy-heading" className="text-xl font-semibold">
          Buy tokens
        </h2>
        {catalog.data.testMode && (
          <Badge variant="outline" className="border-warning text-warning-foreground dark:text-warning">
            Test mode: no real payments
          </Badge>
        )}
      </div>
      <p className="text-sm text-muted-foreground">
        Most monthly statements cost 1-3 tokens. No monthly commitment for bundles.
      </p>
      <div className="grid gap-4 sm:grid-cols-3">
        {catalog.data.bundles.map((b) => (
          <Card key={b.id} data-testid={`bundle-${b.id}`}>
            <CardHeader>
              <CardTitle>{plural(b.tokens, 'token', 'tokens')}</CardTitle>
              <CardDescription>{formatNaira(Math.round(b.priceKobo / b.tokens), { whole: true })} each</CardDescription>
            </CardHeader>
            <CardContent>
              <PriceLines q={b} />
            </CardContent>
            <CardFooter>
              <Button className="w-full" onClick={() => start('bundle', b.id)} disabled={checkout.isPending}>
                <ShoppingCartIcon />{' '}
                {busy?.id === b.id ? 'Opening checkout…' : `Buy ${plural(b.tokens, 'token', 'tokens')}`}
              </Button>
            </CardFooter>
          </Card>
        ))}
      </div>
      <h3 className="pt-2 text-lg font-semibold">Plans</h3>
      <div className="grid gap-4 sm:grid-cols-3">
        {catalog.data.plans.map((p) => (
          <Card key={p.id} data-testid={`plan-${p.id}`} className={p.badge ? 'border-primary' : undefined}>
            <CardHeader>
              <div className="flex items-center justify-between gap-2">
                <CardTitle>{p.name}</CardTitle>
                {p.badge && (
                  <Badge>
                    <SparklesIcon className="size-3" aria-hidden /> {p.badge}
                  </Badge>
                )}
              </div>
              <CardDescription>
                {formatNaira(p.priceKobo, { whole: true })} per month · {p.tokens} monthly
                {p.dailyTokens ? ` plus ${p.dailyTokens} daily tokens at 1 am` : ', no daily tokens'}
              </CardDescription>
            </CardHeader>
            <CardContent>
              <PriceLines q={p} />
              <p className="mt-2 text-xs text-muted-foreground">
                Unused monthly tokens roll over, up to 20. Daily tokens do not roll over.
              </p>
            </CardContent>
            <CardFooter>
              <Button
                className="w-full"
                variant={p.id === currentPlanId ? 'outline' : 'default'}
                disabled={checkout.isPending || p.id === currentPlanId}
                onClick={() => start('plan', p.id)}
              >
                {p.id === currentPlanId ? 'Current plan' : busy?.id === p.id ? 'Opening checkout…' : `Choose ${p.name}`}
              </Button>
            </CardFooter>
          </Card>
        ))}
      </div>
    </section>
  );
}
