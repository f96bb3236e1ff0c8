import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card.tsx';
import { formatDate, formatNumber } from '@/lib/format.ts';
import type { HeldOutAccuracy } from '../api/admin-api.ts';

const pct = (x: number) => `${(x * 100).toFixed(2)}%`;

/**
 * The categoriser's measured accuracy on labelled narrations it was never tuned on. The newest set's first run is
 * the honest figure; later runs of a set only show regressions, since what they showed guided changes.
 */
export function AccuracyCard({ accuracy }: { accuracy: HeldOutAccuracy | null }) {
  const sets = accuracy?.sets ?? [];
  const current = sets[sets.length - 1];
  return (
    <Card>
      <CardHeader>
        <CardDescription>Held-out accuracy of the categoriser</CardDescription>
        {current ? (
          <CardTitle className="text-2xl tabular-nums" data-testid="held-out-accuracy">
            {pct(current.firstRun.accuracy)}
          </CardTitle>
        ) : (
          <CardTitle className="text-base">No measurement recorded</CardTitle>
        )}
      </CardHeader>
      <CardContent className="space-y-3 text-sm">
        {current ? (
          <p>
            Set <strong>{current.set}</strong>, first run on {formatDate(current.firstRun.date)}:{' '}
            {formatNumber(current.firstRun.correct)} of {formatNumber(current.firstRun.rows)} narrations categorised
            correctly. Latest run ({formatDate(current.latest.date)}): {pct(current.latest.accuracy)}.
          </p>
        ) : null}
        {sets.length > 1 ? (
          <ul className="space-y-1 text-muted-foreground">
            {sets.slice(0, -1).map((s) => (
              <li key={s.set}>
                {s.set}: first run {pct(s.firstRun.accuracy)} ({formatNumber(s.firstRun.rows)} rows,{' '}
                {formatDate(s.firstRun.date)}); latest {pct(s.latest.accuracy)} — a set that guided changes now only
                catches regressions.
              </li>
            ))}
          </ul>
        ) : null}
        <p className="text-xs text-muted-foreground">
          Recorded by <code>npm run eval:categories</code> in <code>packages/fixtures/held-out/accuracy.json</code>; a
          new held-out set&rsquo;s first run becomes the figure shown here.
        </p>
      </CardContent>
    </Card>
  );
}
