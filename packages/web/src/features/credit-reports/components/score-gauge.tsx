import { BUREAU_SCALES } from '@nairalens/core/credit-reports/scale.ts';
import type { Bureau, ReportScore } from '@nairalens/core/credit-reports/types.ts';

export const BAND_COLOURS: Record<string, string> = {
  poor: 'var(--color-destructive)',
  fair: 'var(--color-warning)',
  good: 'oklch(0.75 0.15 130)',
  very_good: 'var(--color-success)',
  excellent: 'oklch(0.55 0.14 160)',
};

/** A half-circle gauge on the bureau's own range, its bands drawn at the bureau's own boundaries. */
export function ScoreGauge({ bureau, score }: { bureau: Bureau; score: ReportScore }) {
  const scale = BUREAU_SCALES[bureau];
  const span = score.max - score.min;
  const base = scale.max - scale.min;
  const bands = scale.bands.map((b, i) => {
    const from = score.min + ((b.from - scale.min) / base) * span;
    const to = i + 1 < scale.bands.length ? score.min + ((scale.bands[i + 1].from - scale.min) / base) * span : score.max;
    return { ...b, from, to };
  });
  const angle = (v: number) => Math.PI * (1 - (v - score.min) / span);
  const point = (v: number, r: number) => [100 + r * Math.cos(angle(v)), 100 - r * Math.sin(angle(v))];
  const arc = (from: number, to: number) => {
    const [x1, y1] = point(from, 80);
    const [x2, y2] = point(to, 80);
    return `M ${x1} ${y1} A 80 80 0 0 1 ${x2} ${y2}`;
  };
  const [nx, ny] = point(score.value, 62);
  const current = bands.find((b) => b.band === score.band);
  return (
    <figure className="mx-auto w-full max-w-xs" aria-label={`Score ${score.value} of ${score.min} to ${score.max}, ${current?.name ?? score.band}`}>
      <svg viewBox="0 0 200 115" className="w-full" role="img" aria-hidden>
        {bands.map((b) => (
          <path key={b.band} d={arc(b.from, b.to)} stroke={BAND_COLOURS[b.band]} strokeWidth={b.band === score.band ? 16 : 10} fill="none" opacity={b.band === score.band ? 1 : 0.45} />
        ))}
        <line x1="100" y1="100" x2={nx} y2={ny} stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
        <circle cx="100" cy="100" r="5" fill="currentColor" />
        <text x="18" y="113" fontSize="9" fill="currentColor" opacity="0.7">{score.min}</text>
        <text x="170" y="113" fontSize="9" fill="currentColor" opacity="0.7">{score.max}</text>
      </svg>
      <figcaption className="-mt-2 text-center">
        <span className="block text-4xl font-bold tabular-nums" data-testid="score-value">{score.value}</span>
        <span className="text-sm font-medium" style={{ color: BAND_COLOURS[score.band] }}>{current?.name ?? score.band}</span>
        {score.label && score.label.toLowerCase() !== current?.name.toLowerCase() && <span className="block text-xs text-muted-foreground">Printed rating: {score.label}</span>}
      </figcaption>
      <ul className="mt-3 flex flex-wrap justify-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
        {bands.map((b) => (
          <li key={b.band} className="flex items-center gap-1">
            <span className="inline-block size-2 rounded-full" style={{ background: BAND_COLOURS[b.band] }} aria-hidden />
            {b.name} {Math.round(b.from)}–{Math.round(b.to)}
          </li>
        ))}
      </ul>
    </figure>
  );
}
