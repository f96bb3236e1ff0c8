import { BUREAU_SCALES } from '@nairalens/core/credit-reports/scale.ts';
import { BUREAU_NAMES, BUREAUS, type Bureau } from '@nairalens/core/credit-reports/types.ts';
import { formatDate } from '@/lib/format.ts';
import { BAND_COLOURS } from './score-gauge.tsx';

export type ScorePoint = { id: string; bureau: Bureau; reportDate: string | null; score: number };

const W = 320;
const H = 170;
const PAD = { left: 34, right: 12, top: 10, bottom: 26 };

/**
 * The person's scores over time, one chart per bureau on that bureau's own range and bands (bureaus' scores are
 * not on one scale, so they are never drawn on one axis). Shown only for a bureau with two or more dated reports.
 */
export function ScoreHistoryCharts({ points, currentId }: { points: ScorePoint[]; currentId?: string }) {
  const groups = BUREAUS.map((b) => ({
    bureau: b,
    points: points
      .filter((p) => p.bureau === b && p.reportDate)
      .sort((x, y) => x.reportDate!.localeCompare(y.reportDate!)),
  })).filter((g) => g.points.length >= 2);
  if (groups.length === 0) return null;
  return (
    <div className="grid gap-4 sm:grid-cols-2" data-testid="score-history">
      {groups.map((g) => (
        <BureauChart key={g.bureau} bureau={g.bureau} points={g.points} currentId={currentId} />
      ))}
    </div>
  );
}

function BureauChart({ bureau, points, currentId }: { bureau: Bureau; points: ScorePoint[]; currentId?: string }) {
  const scale = BUREAU_SCALES[bureau];
  const t = (d: string) => new Date(`${d}T00:00:00Z`).getTime();
  const t0 = t(points[0].reportDate!);
  const t1 = t(points[points.length - 1].reportDate!);
  const x = (d: string) => PAD.left + (t1 === t0 ? 0.5 : (t(d) - t0) / (t1 - t0)) * (W - PAD.left - PAD.right);
  const y = (v: number) => PAD.top + (1 - (v - scale.min) / (scale.max - scale.min)) * (H - PAD.top - PAD.bottom);
  const bands = scale.bands.map((b, i) => ({ ...b, to: scale.bands[i + 1]?.from ?? scale.max }));
  const first = points[0];
  const last = points[points.length - 1];
  const change = last.score - first.score;
  // Axis labels at the range's ends and the band boundaries, skipping one too close to the last shown.
  const ticks: number[] = [];
  for (const v of [scale.min, ...scale.bands.slice(1).map((b) => b.from), scale.max].reverse())
    if (ticks.length === 0 || y(v) - y(ticks[ticks.length - 1]) >= 11 || v === scale.min) ticks.push(v);
  const summary = points.map((p) => `${formatDate(p.reportDate!)}: ${p.score}`).join(', ');
  return (
    <figure className="grid gap-1">
      <figcaption className="flex flex-wrap items-baseline justify-between gap-x-2 text-sm">
        <span className="font-medium">{BUREAU_NAMES[bureau]}</span>
        <span className="text-muted-foreground tabular-nums">
          {change === 0 ? 'No change' : `${change > 0 ? '+' : ''}${change} points`} since{' '}
          {formatDate(first.reportDate!)}
        </span>
      </figcaption>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        className="w-full"
        role="img"
        aria-label={`${BUREAU_NAMES[bureau]} scores on its ${scale.min} to ${scale.max} range: ${summary}`}
      >
        {bands.map((b) => (
          <rect
            key={b.band}
            x={PAD.left}
            width={W - PAD.left - PAD.right}
            y={y(b.to)}
            height={y(b.from) - y(b.to)}
            fill={BAND_COLOURS[b.band]}
            opacity={0.14}
          />
        ))}
        {ticks.map((v) => (
          <text key={v} x={PAD.left - 4} y={y(v) + 3} fontSize="8" textAnchor="end" fill="currentColor" opacity={0.6}>
            {v}
          </text>
        ))}
        <polyline
          points={points.map((p) => `${x(p.reportDate!)},${y(p.score)}`).join(' ')}
          fill="none"
          stroke="var(--color-primary)"
          strokeWidth="2"
        />
        {points.map((p) => (
          <g key={p.id}>
            <circle
              cx={x(p.reportDate!)}
              cy={y(p.score)}
              r={p.id === currentId ? 5 : 3.5}
              fill={p.id === currentId ? 'var(--color-primary)' : 'var(--color-background)'}
              stroke="var(--color-primary)"
              strokeWidth="2"
            />
            <text
              x={x(p.reportDate!)}
              y={y(p.score) - 8}
              fontSize="9"
              textAnchor="middle"
              fill="currentColor"
              fontWeight={600}
            >
              {p.score}
            </text>
          </g>
        ))}
        {[first, last].map((p, i) => (
          <text
            key={p.id}
            x={x(p.reportDate!)}
            y={H - 8}
            fontSize="8"
            textAnchor={i === 0 ? 'start' : 'end'}
            fill="currentColor"
            opacity={0.7}
          >
            {formatDate(p.reportDate!)}
          </text>
        ))}
      </svg>
    </figure>
  );
}
