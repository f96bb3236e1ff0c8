import type { HistoryMonth } from '@nairalens/core/credit-reports/types.ts';
import { cn } from '@/lib/utils.ts';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

function cell(h: HistoryMonth): { text: string; className: string; title: string } {
  if ('daysPastDue' in h) {
    const d = h.daysPastDue;
    return { text: String(d), title: `${d} days late`, className: d >= 90 ? 'bg-destructive text-white' : d >= 30 ? 'bg-warning/80 text-warning-foreground' : 'bg-warning/40' };
  }
  if (h.status === 'ok') return { text: 'OK', title: 'Paid on time', className: 'bg-success/80 text-white' };
  if (h.status === 'closed') return { text: 'C', title: 'Closed', className: 'bg-muted text-muted-foreground' };
  return { text: '–', title: 'No data', className: 'bg-muted/50 text-muted-foreground' };
}

/** Monthly repayment history, oldest to newest, as a colour grid that wraps on a phone. */
export function HistoryGrid({ history }: { history: HistoryMonth[] }) {
  if (history.length === 0) return <p className="text-sm text-muted-foreground">No monthly history printed.</p>;
  const months = [...history].reverse();
  return (
    <ol className="grid grid-cols-6 gap-1 sm:grid-cols-12" aria-label="Monthly repayment history">
      {months.map((h) => {
        const c = cell(h);
        const [y, m] = h.month.split('-');
        return (
          <li key={h.month} className="flex flex-col items-center" title={`${MONTHS[Number(m) - 1]} ${y}: ${c.title}`}>
            <span className={cn('flex h-7 w-full items-center justify-center rounded text-[11px] font-semibold', c.className)}>{c.text}</span>
            <span className="mt-0.5 text-[10px] text-muted-foreground">
              {MONTHS[Number(m) - 1]} {y.slice(2)}
            </span>
          </li>
        );
      })}
    </ol>
  );
}
