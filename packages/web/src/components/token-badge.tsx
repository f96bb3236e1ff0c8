import { Link } from 'react-router';
import { CoinsIcon } from 'lucide-react';
import { cn } from '@/lib/utils.ts';
import { formatNumber } from '@/lib/format.ts';

import { balanceTone } from '@nairalens/core/tokens/display.ts';

/** Token balance colour (docs/product-rules.md, thresholds in core): under 5 red and pulsing, 5 to 15 warning, above 15 success. */
export const tokenTone = balanceTone;

const TONE_CLASS = {
  danger: 'border-destructive/40 bg-destructive/10 text-destructive animate-pulse',
  warning: 'border-warning/50 bg-warning/15 text-warning-foreground dark:text-warning',
  success: 'border-success/40 bg-success/10 text-success',
} as const;

export function TokenBadge({
  balance,
  isLoading,
  isError,
  className,
}: {
  balance: number | undefined;
  isLoading?: boolean;
  isError?: boolean;
  className?: string;
}) {
  const known = typeof balance === 'number';
  const tone = known ? tokenTone(balance) : null;
  const title = isError
    ? 'Unable to fetch token balance'
    : known
      ? `${formatNumber(balance)} token${balance === 1 ? '' : 's'} available`
      : isLoading
        ? 'Loading token balance'
        : 'No token balance found';
  return (
    <Link
      to="/app/wallet"
      title={title}
      aria-label={title}
      data-tone={tone ?? 'unknown'}
      className={cn(
        'inline-flex h-8 items-center gap-1.5 rounded-full border px-3 text-sm font-semibold tabular-nums transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
        tone ? TONE_CLASS[tone] : 'border-border bg-muted text-muted-foreground',
        className,
      )}
    >
      <CoinsIcon className="size-4" aria-hidden />
      <span>{known ? formatNumber(balance) : isLoading ? '…' : '–'}</span>
      <span className="sr-only sm:not-sr-only sm:font-normal sm:opacity-80">
        {known && balance === 1 ? 'token' : 'tokens'}
      </span>
    </Link>
  );
}
