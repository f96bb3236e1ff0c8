import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CheckIcon } from 'lucide-react';
import { BUNDLES, PLANS, TOKEN_PRICE_KOBO, type Plan } from '@nairalens/core/tokens/pricing.ts';
import { Button } from '@/components/ui/button.tsx';
import { useAuth } from '@/lib/auth.tsx';
import { formatNaira } from '@/lib/format.ts';
import { cn } from '@/lib/utils.ts';
import { buyTarget, type ProductId } from '@/lib/checkout.ts';
import { useCurrentPrice } from '@/hooks/use-current-price.ts';

const PLAN_FEATURES: Record<Plan['id'], string[]> = {
  pro_lite: ['Unused monthly tokens roll over (up to 20)', 'Daily tokens last until the next day', 'Cancel any time from Settings'],
  pro_plus: ['Unused monthly tokens roll over (up to 20)', 'Daily tokens last until the next day', 'Room for several statements and loan offers a month'],
  business: ['Client profiles and per-client analyses', 'Bulk uploads and priority parsing', 'CSV export and a workspace admin console'],
};

function BuyButton({
  id,
  children,
  variant = 'outline',
  signedIn,
  label,
}: {
  id: ProductId;
  children: ReactNode;
  variant?: 'outline' | 'hero' | 'default';
  signedIn: boolean;
  label?: string;
}) {
  const target = buyTarget(id, signedIn);
  return (
    <Button asChild variant={variant} size="lg" className="w-full">
      <Link to={target.to} state={target.state} aria-label={label} data-plan={id}>
        {children}
      </Link>
    </Button>
  );
}

function Feature({ children }: { children: ReactNode }) {
  return (
    <li className="flex items-start gap-2">
      <CheckIcon className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
      <span>{children}</span>
    </li>
  );
}

/** The four offers of docs/product-rules.md — pay as you go and three monthly plans — with buttons that lead to checkout. */
export function PlanCards({ headingLevel = 'h3' }: { headingLevel?: 'h2' | 'h3' }) {
  const { status } = useAuth();
  const signedIn = status === 'authenticated';
  const Heading = headingLevel;
  const [, ten, twentyFive] = BUNDLES;
  const price = useCurrentPrice();
  const tenPrice = ten ? price('bundle', ten.id, ten.priceKobo) : 0;
  const twentyFivePrice = twentyFive ? price('bundle', twentyFive.id, twentyFive.priceKobo) : 0;

  return (
    <div className="grid gap-5 md:grid-cols-2 xl:grid-cols-4">
      <article className="flex flex-col rounded-2xl border bg-card p-6 shadow-sm">
        <Heading className="text-lg font-semibold">Casual</Heading>
        <p className="text-sm text-muted-foreground">Pay as you go</p>
        <p className="mt-4">
          <span className="text-3xl font-bold tracking-tight">{formatNaira(price('bundle', 'tokens_1', TOKEN_PRICE_KOBO), { whole: true })}</span>{' '}
          <span className="text-sm text-muted-foreground">per token</span>
        </p>
        <ul className="mt-5 flex-1 space-y-2 text-sm">
          <Feature>No monthly commitment</Feature>
          <Feature>Most monthly statements cost 1-3 tokens</Feature>
          <Feature>Purchased tokens never expire</Feature>
          {ten && (
            <Feature>
              {ten.tokens} for {formatNaira(tenPrice, { whole: true })} ({formatNaira(tenPrice / ten.tokens, { whole: true })} each)
            </Feature>
          )}
          {twentyFive && (
            <Feature>
              {twentyFive.tokens} for {formatNaira(twentyFivePrice, { whole: true })} (
              {formatNaira(twentyFivePrice / twentyFive.tokens, { whole: true })} each)
            </Feature>
          )}
        </ul>
        <div className="mt-6 space-y-2">
          {ten && (
            <BuyButton id={ten.id} signedIn={signedIn}>
              Buy {ten.tokens} tokens
            </BuyButton>
          )}
          <div className="grid grid-cols-2 gap-2">
            {BUNDLES.filter((b) => b !== ten).map((b) => (
              <Button key={b.id} asChild variant="ghost" size="sm" className="w-full">
                <Link {...buyTarget(b.id, signedIn)} data-plan={b.id}>
                  Buy {b.tokens === 1 ? '1 token' : `${b.tokens} tokens`}
                </Link>
              </Button>
            ))}
          </div>
        </div>
      </article>

      {PLANS.map((plan) => {
        const popular = plan.badge === 'Most Popular';
        return (
          <article
            key={plan.id}
            className={cn(
              'relative flex flex-col rounded-2xl border bg-card p-6 shadow-sm',
              popular && 'border-primary shadow-lg shadow-primary/10 ring-1 ring-primary',
            )}
          >
            {plan.badge && (
              <span className="absolute -top-3 left-6 rounded-full bg-highlight px-2.5 py-0.5 text-xs font-medium text-highlight-foreground">
                {plan.badge}
              </span>
            )}
            <Heading className="text-lg font-semibold">{plan.name}</Heading>
            <p className="text-sm text-muted-foreground">{plan.id === 'business' ? 'For analysts and businesses' : 'Monthly plan'}</p>
            <p className="mt-4">
              <span className="text-3xl font-bold tracking-tight">
                {formatNaira(price('plan', plan.id, plan.priceKobo), { whole: true })}
              </span>{' '}
              <span className="text-sm text-muted-foreground">/ month</span>
            </p>
            <ul className="mt-5 flex-1 space-y-2 text-sm">
              <Feature>
                <strong className="font-semibold">{plan.monthlyTokens} tokens</strong> every month
              </Feature>
              <Feature>
                {plan.dailyTokens > 0 ? (
                  <>
                    <strong className="font-semibold">+{plan.dailyTokens} daily tokens</strong> at 1 am
                  </>
                ) : (
                  'No daily tokens'
                )}
              </Feature>
              {PLAN_FEATURES[plan.id].map((f) => (
                <Feature key={f}>{f}</Feature>
              ))}
            </ul>
            <div className="mt-6">
              <BuyButton id={plan.id} signedIn={signedIn} variant={popular ? 'hero' : 'outline'} label={`Choose ${plan.name}`}>
                Choose {plan.name}
              </BuyButton>
            </div>
          </article>
        );
      })}
    </div>
  );
}

export function PricingFootnote() {
  return (
    <p className="mt-6 text-center text-sm text-muted-foreground">
      Prices in naira. A card processing fee from our payment partner is added at checkout, and you see it before you
      pay. New accounts get 1 free trial token.
    </p>
  );
}
