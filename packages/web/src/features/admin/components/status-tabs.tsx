import { cn } from '@/lib/utils.ts';

/** A row of filter pills with counts; scrolls inside itself on a narrow screen instead of widening the page. */
export function StatusTabs<T extends string>({
  value,
  options,
  onChange,
  label,
}: {
  value: T;
  options: { value: T; label: string; count?: number }[];
  onChange: (v: T) => void;
  label: string;
}) {
  return (
    <div role="tablist" aria-label={label} className="flex max-w-full gap-1 overflow-x-auto rounded-lg bg-muted p-1">
      {options.map((o) => (
        <button
          key={o.value}
          type="button"
          role="tab"
          aria-selected={o.value === value}
          onClick={() => onChange(o.value)}
          className={cn(
            'shrink-0 rounded-md px-3 py-1.5 text-sm font-medium text-muted-foreground transition-colors',
            o.value === value ? 'bg-background text-foreground shadow-sm' : 'hover:text-foreground',
          )}
        >
          {o.label}
          {o.count !== undefined ? <span className="ml-1.5 tabular-nums opacity-70">{o.count}</span> : null}
        </button>
      ))}
    </div>
  );
}
