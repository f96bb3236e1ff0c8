import { CheckCircle2Icon, HelpCircleIcon, TriangleAlertIcon } from 'lucide-react';
import type { InterestType, Verdict } from '@nairalens/core/loans/analyse-contract.ts';
import { cn } from '@/lib/utils.ts';

/** Spec §4: proceed green with a check, adjust orange with a warning, avoid red with a warning, anything else grey. */
export function VerdictBadge({ verdict }: { verdict: Verdict | null | undefined }) {
  const style =
    verdict === 'proceed'
      ? { cls: 'bg-green-600 text-white', Icon: CheckCircle2Icon, label: 'Proceed' }
      : verdict === 'adjust'
        ? { cls: 'bg-orange-500 text-white', Icon: TriangleAlertIcon, label: 'Adjust' }
        : verdict === 'avoid'
          ? { cls: 'bg-red-600 text-white', Icon: TriangleAlertIcon, label: 'Avoid' }
          : { cls: 'bg-gray-500 text-white', Icon: HelpCircleIcon, label: 'Incomplete' };
  return (
    <span
      data-testid="verdict-badge"
      data-verdict={verdict ?? 'unknown'}
      className={cn('inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold', style.cls)}
    >
      <style.Icon className="size-4" aria-hidden />
      {style.label}
    </span>
  );
}

const INTEREST_LABEL: Record<InterestType, string> = {
  reducing: 'Reducing Balance',
  flat: 'Flat Rate',
  mixed: 'Mixed/Ambiguous',
};

export function InterestTypeBadge({ type }: { type: InterestType | null }) {
  return (
    <span
      data-testid="interest-type"
      className="inline-flex items-center rounded-full border px-3 py-1 text-sm font-medium"
    >
      {type ? INTEREST_LABEL[type] : 'Mixed/Ambiguous'}
    </span>
  );
}
