import { formatNaira } from '@/lib/format.ts';

// An illustrative result, labelled as such: the shape of what a person gets, not anyone's real figures.
const CATEGORIES = [
  { name: 'Food & groceries', kobo: 8_450_000, pct: 28 },
  { name: 'Transport', kobo: 5_120_000, pct: 17 },
  { name: 'Loan repayments', kobo: 4_800_000, pct: 16 },
  { name: 'Airtime & data', kobo: 1_850_000, pct: 6 },
];

function Stat({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="rounded-lg border bg-background/60 p-3">
      <p className="text-xs text-muted-foreground">{label}</p>
      <p className="mt-1 text-lg font-bold tracking-tight">{value}</p>
      {hint && <p className="text-xs font-medium text-primary">{hint}</p>}
    </div>
  );
}

export function SampleAnalysis() {
  return (
    <figure className="relative mx-auto w-full max-w-md lg:max-w-none" aria-label="Example of an analysis result">
      <div aria-hidden className="absolute -inset-4 -z-10 rounded-3xl bg-gradient-to-br from-primary/15 via-transparent to-highlight/20 blur-2xl" />
      <div className="rounded-2xl border bg-card p-5 shadow-xl shadow-primary/5 sm:p-6">
        <div className="flex items-start justify-between gap-3">
          <div>
            <p className="text-sm font-semibold">Statement analysis</p>
            <p className="text-xs text-muted-foreground">Example · 1 month · 142 transactions</p>
          </div>
          <span className="rounded-full bg-success/15 px-2.5 py-0.5 text-xs font-medium text-primary">Completed</span>
        </div>
        <div className="mt-5 grid grid-cols-2 gap-3">
          <Stat label="Monthly income" value={formatNaira(42_000_000, { whole: true })} />
          <Stat label="Monthly expenses" value={formatNaira(30_150_000, { whole: true })} />
          <Stat label="Savings rate" value="28%" hint="Above your target" />
          <Stat label="Debt-to-income" value="11%" hint="Excellent" />
        </div>
        <div className="mt-5">
          <p className="text-xs font-medium text-muted-foreground">Top spending categories</p>
          <ul className="mt-3 space-y-3">
            {CATEGORIES.map((c) => (
              <li key={c.name}>
                <div className="flex justify-between text-sm">
                  <span>{c.name}</span>
                  <span className="font-medium tabular-nums">{formatNaira(c.kobo, { whole: true })}</span>
                </div>
                <div className="mt-1 h-2 rounded-full bg-muted" aria-hidden>
                  <div className="h-2 rounded-full bg-primary" style={{ width: `${c.pct * 2.5}%` }} />
                </div>
              </li>
            ))}
          </ul>
        </div>
        <div className="mt-5 flex items-center gap-4 rounded-lg bg-primary/10 p-3">
          <p className="text-3xl font-extrabold text-primary tabular-nums">
            7.4<span className="text-base font-semibold text-muted-foreground">/10</span>
          </p>
          <p className="text-sm">
            <span className="font-semibold">Health score.</span> Cutting transport by ₦15,000 a month lifts your savings
            rate to 32%.
          </p>
        </div>
      </div>
      <figcaption className="mt-3 text-center text-xs text-muted-foreground">Illustrative example, not real customer data</figcaption>
    </figure>
  );
}
