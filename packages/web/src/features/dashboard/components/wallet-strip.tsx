import { Link } from 'react-router';
import { CoinsIcon, PlusIcon, ShoppingCartIcon, UserPlusIcon } from 'lucide-react';
import { Button } from '@/components/ui/button.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { formatNumber } from '@/lib/format.ts';
import { tokenTone } from '@/components/token-badge.tsx';
import { cn } from '@/lib/utils.ts';

export function WalletStrip({ tokens, loading }: { tokens: number | undefined; loading: boolean }) {
  const tone = tokens === undefined ? null : tokenTone(tokens);
  return (
    <section
      aria-label="Wallet"
      className="relative overflow-hidden rounded-xl bg-gradient-to-r from-hero-from to-hero-to p-5 text-hero-foreground shadow-md sm:p-6"
    >
      <div
        aria-hidden
        className="pointer-events-none absolute -top-16 -right-10 size-56 rounded-full bg-white/10 blur-2xl"
      />
      <div className="relative flex flex-col gap-5 md:flex-row md:items-center md:justify-between">
        <div className="flex items-center gap-4">
          <div className="flex size-12 shrink-0 items-center justify-center rounded-full bg-white/15">
            <CoinsIcon className="size-6 text-highlight" aria-hidden />
          </div>
          <div>
            <p className="text-sm text-hero-foreground/80">Token balance</p>
            {loading ? (
              <Skeleton className="mt-1 h-8 w-24 bg-white/20" />
            ) : (
              <p className="text-2xl font-bold tabular-nums">
                {tokens === undefined ? '–' : formatNumber(tokens)}{' '}
                <span className="text-base font-medium">{tokens === 1 ? 'token' : 'tokens'}</span>
                {tone === 'danger' && (
                  <span className={cn('ml-2 rounded-full bg-white/20 px-2 py-0.5 align-middle text-xs font-medium')}>
                    Running low
                  </span>
                )}
              </p>
            )}
          </div>
        </div>
        <div className="grid grid-cols-1 gap-2 sm:grid-cols-3 md:flex">
          <Button
            asChild
            variant="secondary"
            className="bg-white text-primary hover:bg-white/90 dark:bg-white dark:text-[oklch(0.4_0.12_160)]"
          >
            <Link to="/app/upload">
              <PlusIcon /> New Analysis
            </Link>
          </Button>
          <Button asChild variant="accent">
            <Link to="/app/wallet#buy">
              <ShoppingCartIcon /> Buy Tokens
            </Link>
          </Button>
          <Button
            asChild
            variant="outline"
            className="border-white/40 bg-transparent text-hero-foreground hover:bg-white/10 hover:text-hero-foreground"
          >
            <Link to="/app/wallet">
              <UserPlusIcon /> Invite Friend
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
