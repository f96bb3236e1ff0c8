import { plural } from '@/lib/format.ts';

/**
 * Says where the prefilled income came from and, when that analysis made no loan estimate (a statement too short,
 * spending above income, an altered file…), why: the figure is still the person's, but it is not one to borrow on.
 */
export function IncomePrefillNote({ months, caveat }: { months: number | null; caveat: string | null }) {
  const span = months && months > 0 ? `, covering ${plural(months, 'month')}` : '';
  return (
    <div className="-mt-4 space-y-1 text-xs">
      <p className="text-muted-foreground" data-testid="income-prefilled">
        Prefilled from your latest statement analysis{span}.
      </p>
      {caveat && (
        <p className="text-amber-700 dark:text-amber-400" data-testid="income-caveat">
          That analysis made no loan estimate. {caveat.replace(/^No estimate, because /, 'Why: ')}
        </p>
      )}
    </div>
  );
}
