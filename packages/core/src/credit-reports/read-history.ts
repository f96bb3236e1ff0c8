import type { Line } from '../statements/types.ts';
import type { HistoryMonth } from './types.ts';
import { addMonths, MONTH_LABEL, monthOf } from './values.ts';

/**
 * Monthly repayment history. A row of month labels ("2025 APR", "Apr-25", "2025-04") over a row of cells ("OK",
 * "ND", "<>", days late, "C" closed), matched by position under each label, so a cell a scan lost is simply
 * missing; or one "month status" pair per line; or a 12-character payment profile.
 */

export interface Grid {
  /** Index of the month-label line within the lines given. */
  index: number;
  months: HistoryMonth[];
  /** Months whose cell was not read at all (a scan can lose a one-letter cell), as opposed to printed "ND". */
  unread: string[];
}

interface Token {
  text: string;
  x: number;
}

function tokens(line: Line, re: RegExp): Token[] {
  const out: Token[] = [];
  for (const s of line.segments) {
    const len = Math.max(1, s.text.length);
    const r = new RegExp(re.source, 'gi');
    let m: RegExpExecArray | null;
    while ((m = r.exec(s.text))) {
      if (m[0].length === 0) {
        r.lastIndex++;
        continue;
      }
      const mid = m.index + m[0].length / 2;
      out.push({ text: m[0], x: s.x0 + ((s.x1 - s.x0) * mid) / len });
    }
  }
  return out;
}

const CELL = /<\s*>|\bOK\b|\bND\b|\bN\/?D\b|\bCL(?:S|OSED)?\b|\bC\b|\b\d{1,3}\b|\bX\b/;

export function cellStatus(cell: string): Omit<HistoryMonth, 'month'> | null {
  const t = cell.trim().toUpperCase();
  if (t === 'OK' || t === '0' || t === '000') return { status: 'ok' };
  if (t === 'ND' || t === 'N/D' || t === 'ND.' || /^<\s*>$/.test(t) || t === 'X') return { status: 'no_data' };
  if (t === 'C' || t === 'CL' || t === 'CLS' || t === 'CLOSED') return { status: 'closed' };
  if (/^\d{1,3}$/.test(t)) return { daysPastDue: Number(t) };
  return null;
}

/** OCR reads the O of OCT and NOV as a zero; same length, so positions hold. */
const fixMonthOcr = (t: string) => t.replace(/0(?=CT\b)/gi, 'O').replace(/\bN0V/gi, 'NOV').replace(/(\d{4})(?=[A-Z]{3}\b)/g, '$1');

const monthTokens = (line: Line) =>
  tokens({ ...line, segments: line.segments.map((s) => ({ ...s, text: fixMonthOcr(s.text) })) }, MONTH_LABEL)
    .map((t) => ({ ...t, month: monthOf(t.text) }))
    .filter((t): t is Token & { month: string } => t.month !== null);

const monthIndex = (m: string) => Number(m.slice(0, 4)) * 12 + Number(m.slice(5, 7)) - 1;
const monthAt = (i: number) => `${Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`;

/**
 * Month labels sit at even steps, one month apart. A scan may lose or misread a label, so each column's month is
 * taken from its position and the months most labels agree on; lost columns come back.
 */
function regularise(tokens: (Token & { month: string })[]): (Token & { month: string })[] {
  if (tokens.length < 4) return tokens;
  const t = [...tokens].sort((a, b) => a.x - b.x);
  const gaps = t.slice(1).map((x, i) => x.x - t[i].x).sort((a, b) => a - b);
  const dx = gaps[Math.floor(gaps.length / 4)];
  if (!(dx > 0)) return tokens;
  const votes = new Map<string, number>();
  for (const dir of [1, -1])
    for (const k of t) {
      const col = Math.round((k.x - t[0].x) / dx);
      const key = `${dir}:${monthIndex(k.month) - dir * col}`;
      votes.set(key, (votes.get(key) ?? 0) + 1);
    }
  const [best, count] = [...votes.entries()].sort((a, b) => b[1] - a[1])[0];
  if (count < Math.ceil(t.length / 2)) return tokens;
  const [dir, base] = best.split(':').map(Number);
  const last = Math.round((t[t.length - 1].x - t[0].x) / dx);
  return Array.from({ length: last + 1 }, (_, col) => ({ text: '', x: t[0].x + col * dx, month: monthAt(base + dir * col) }));
}

export function readGrids(lines: readonly Line[]): Grid[] {
  const grids: (Grid & { last: number })[] = [];
  const unread: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const months = regularise(monthTokens(lines[i]));
    if (months.length >= 3) {
      const cellsLine = lines[i + 1];
      if (!cellsLine || monthTokens(cellsLine).length > 0) continue;
      const found: (HistoryMonth | null)[] = months.map(() => null);
      for (const c of tokens(cellsLine, CELL)) {
        let best = 0;
        for (let k = 1; k < months.length; k++)
          if (Math.abs(months[k].x - c.x) < Math.abs(months[best].x - c.x)) best = k;
        const status = cellStatus(c.text);
        if (status && !found[best]) found[best] = { month: months[best].month, ...status } as HistoryMonth;
      }
      months.forEach((m, k) => !found[k] && unread.push(m.month));
      const list = months.map((m, k) => found[k] ?? ({ month: m.month, status: 'no_data' } as HistoryMonth));
      // Two rows of twelve months form one grid.
      const prev = grids[grids.length - 1];
      const continues = prev && i - prev.last === 2 && !list.some((m) => prev.months.some((p) => p.month === m.month));
      if (prev && continues) {
        prev.months.push(...list);
        prev.last = i;
      } else grids.push({ index: i, last: i, months: list, unread: [] });
      grids[grids.length - 1].unread.push(...unread.splice(0));
      i++;
      continue;
    }
    // "2025 APR   OK" pairs, one month per line.
    if (months.length === 1) {
      const rest = lines[i].text.replace(new RegExp(MONTH_LABEL.source, 'i'), '').trim();
      const status = cellStatus(rest.split(/\s+/).pop() ?? '');
      if (status && rest.split(/\s+/).length <= 2) {
        const prev = grids[grids.length - 1];
        const entry = { month: months[0].month, ...status } as HistoryMonth;
        if (prev && i - prev.last <= 1 && prev.months.length > 0) {
          prev.months.push(entry);
          prev.last = i;
        } else grids.push({ index: i, last: i, months: [entry], unread: [] });
      }
    }
  }
  return grids.map((g) => ({ index: g.index, months: dedupe(g.months), unread: g.unread }));
}

function dedupe(months: HistoryMonth[]): HistoryMonth[] {
  const seen = new Map<string, HistoryMonth>();
  for (const m of months) if (!seen.has(m.month)) seen.set(m.month, m);
  return [...seen.values()].sort((a, b) => (a.month < b.month ? 1 : -1));
}

/** Days late for each code of a 12-character profile: 0 current, 1 under 30 days … 8 over 360 days, N no data. */
const PROFILE_DAYS = [0, 1, 30, 60, 90, 120, 150, 180, 360];

/** A payment profile, most recent month first, ending at `latest` (printed "oldest first" reverses it). */
export function readProfile(profile: string, latest: string, oldestFirst = false): HistoryMonth[] | null {
  const codes = profile.replace(/\s+/g, '').toUpperCase();
  if (!/^[0-8NXC]{6,24}$/.test(codes)) return null;
  const seq = oldestFirst ? [...codes].reverse() : [...codes];
  return seq.map((c, i) => {
    const month = addMonths(latest, -i);
    if (c === 'N' || c === 'X') return { month, status: 'no_data' };
    if (c === 'C') return { month, status: 'closed' };
    const d = PROFILE_DAYS[Number(c)];
    return d === 0 ? { month, status: 'ok' } : { month, daysPastDue: d };
  });
}
