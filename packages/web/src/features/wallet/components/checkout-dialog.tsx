import { toast } from 'sonner';
import { Button } from '@/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog.tsx';
import { ApiError } from '@/lib/api.ts';
import { plural } from '@/lib/format.ts';
import { useCatalog, useCheckout } from '../api/wallet.ts';
import { PriceLines } from './buy-section.tsx';

/**
 * Arriving from a landing/pricing buy button (`/app/wallet?buy=<product id>`): confirm the product with its
 * processing fee, then go to the payment partner.
 */
export function CheckoutDialog({ productId, onClose }: { productId: string | null; onClose: () => void }) {
  const catalog = useCatalog();
  const checkout = useCheckout();
  const bundle = catalog.data?.bundles.find((b) => b.id === productId);
  const plan = catalog.data?.plans.find((p) => p.id === productId);
  const quote = bundle ?? plan;
  const open = Boolean(productId && quote);
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      {quote && (
        <DialogContent>
          <DialogHeader>
            <DialogTitle>
              {bundle ? `Buy ${plural(quote.tokens, 'token', 'tokens')}` : `Subscribe to ${quote.name}`}
            </DialogTitle>
            <DialogDescription>
              {plan
                ? `${quote.tokens} tokens every month${quote.dailyTokens ? ` plus ${quote.dailyTokens} daily tokens at 1 am` : ''}. Cancel any time from Settings.`
                : 'Purchased tokens never expire.'}
              {catalog.data?.testMode ? ' Test mode: no real money moves.' : ''}
            </DialogDescription>
          </DialogHeader>
          <PriceLines q={quote} />
          <DialogFooter>
            <Button variant="outline" onClick={onClose}>
              Not now
            </Button>
            <Button
              disabled={checkout.isPending}
              onClick={() =>
                checkout.mutate(
                  { kind: bundle ? 'bundle' : 'plan', id: quote.id },
                  {
                    onError: (e) =>
                      toast.error('Payment could not start', {
                        description: e instanceof ApiError ? e.message : 'Something went wrong. Please try again.',
                      }),
                  },
                )
              }
            >
              {checkout.isPending ? 'Opening checkout…' : 'Continue to payment'}
            </Button>
          </DialogFooter>
        </DialogContent>
      )}
    </Dialog>
  );
}
