/** One labelled figure of the calculator's results. */
export function Figure({
  label,
  value,
  testId,
  hint,
  big,
}: {
  label: string;
  value: string;
  testId: string;
  hint?: string;
  big?: boolean;
}) {
  return (
    <div className={big ? 'col-span-2' : undefined}>
      <p className="text-sm text-muted-foreground">{label}</p>
      <p
        className={big ? 'text-3xl font-bold tabular-nums' : 'text-lg font-semibold tabular-nums'}
        data-testid={testId}
      >
        {value}
      </p>
      {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
    </div>
  );
}
