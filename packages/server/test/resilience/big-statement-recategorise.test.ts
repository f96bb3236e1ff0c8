import { afterAll, describe, expect, it } from 'vitest';
import { bigStatementOn, EXTRA_ROWS, p99, probeLiveness, type BigStatement } from './support/big-statement.ts';

const PROBE_LIMIT_MS = 100;
// Not Math.max(...xs): a long run takes more samples than a call has room for arguments.
const max = (xs: number[]) => xs.reduce((m, x) => Math.max(m, x), 0);

type Page = { total: number; categoryCounts: Record<string, number>; transactions: { id: string; category: string }[] };
type Summary = { categories: { category: string; amount: number; count: number }[] };

/**
 * "Apply to similar" on a 200,000-row statement re-analyses every row and rewrites most of them; then the person
 * downloads the CSV and the JSON. All of it while the process keeps answering its liveness probe.
 */
function correctsAndExportsWhileLive(kind: 'postgres' | 'pglite') {
  let big: BigStatement | undefined;
  afterAll(async () => {
    await big?.close();
  });

  it('recategorises 200,000 similar rows and exports them while /api/health/live keeps answering (p99 < 100 ms on PostgreSQL)', async () => {
    big = await bigStatementOn(kind, `big.recategorise.${kind}@example.com`);
    const { server, cookie, uploadId, total } = big;
    const api = (p: string, init: RequestInit = {}) =>
      fetch(`${server.url}/api/analyses/${uploadId}${p}`, {
        ...init,
        headers: { cookie, origin: server.url, 'content-type': 'application/json', ...init.headers },
      });
    const page = async (q: string) => (await (await api(`/transactions?${q}`)).json()) as Page;
    const before = await page('search=shop%20199999&pageSize=1');
    expect(before.total).toBe(1);
    const target = before.transactions[0];
    const otherBefore = before.categoryCounts.other_expense;
    expect(otherBefore).toBeGreaterThanOrEqual(EXTRA_ROWS);

    const probe = probeLiveness(server.url);
    const phases: { name: string; from: number; to: number; loopMs: number }[] = [];
    // The server's own view (reported, not asserted): the longest event-loop delay it saw, which /metrics resets at
    // each scrape. It tells a blocked loop from a probe delayed by a busy machine.
    const loopMaxMs = async () => {
      const text = await (await fetch(`${server.url}/metrics`)).text();
      return Number(/^nodejs_eventloop_lag_max_seconds (\S+)/m.exec(text)?.[1]) * 1000;
    };
    const timed = async <T>(name: string, fn: () => Promise<T>): Promise<T> => {
      await loopMaxMs();
      const from = performance.now();
      try {
        return await fn();
      } finally {
        phases.push({ name, from, to: performance.now(), loopMs: await loopMaxMs() });
      }
    };
    // Two idle seconds first: the probe's own p99 on an idle server is what this machine's load adds to any answer.
    await new Promise((r) => setTimeout(r, 2_000));
    const idleUntil = performance.now();
    let csv: string;
    let jsonText: string;
    let patched: { updated: number; rule: boolean; analysis: { result: { summary: Summary } } };
    try {
      const res = await timed('recategorise', () =>
        api(`/transactions/${target.id}`, {
          method: 'PATCH',
          body: JSON.stringify({ category: 'betting', applyToSimilar: true }),
        }),
      );
      expect(res.status, await res.clone().text()).toBe(200);
      patched = (await res.json()) as typeof patched;
      csv = await timed('transactions.csv', async () => (await api('/transactions.csv')).text());
      // As text: parsing 40 MB of JSON here would hold this process's loop and delay the probe's own answers.
      jsonText = await timed('export.json', async () => (await api('/export.json')).text());
    } finally {
      await probe.stop();
    }

    // Every grown row moved, the stored counts and the summary follow.
    expect(patched.updated).toBeGreaterThanOrEqual(EXTRA_ROWS);
    expect(patched.rule).toBe(true);
    const betting = patched.analysis.result.summary.categories.find((c) => c.category === 'betting');
    expect(betting?.count).toBeGreaterThanOrEqual(EXTRA_ROWS);
    // Their amounts: 100 + n kobo for n = 0..199,999.
    expect(betting?.amount).toBeGreaterThanOrEqual(EXTRA_ROWS * 100 + (EXTRA_ROWS * (EXTRA_ROWS - 1)) / 2);
    const after = await page('category=betting&pageSize=1');
    expect(after.total).toBe(after.categoryCounts.betting);
    expect(after.categoryCounts.betting).toBeGreaterThanOrEqual(EXTRA_ROWS);
    expect(after.categoryCounts.other_expense ?? 0).toBeLessThanOrEqual(otherBefore - EXTRA_ROWS);
    expect(Object.values(after.categoryCounts).reduce((s, n) => s + n, 0)).toBe(total);
    const moved = await page('search=shop%20123456&pageSize=1');
    expect(moved.transactions[0]).toMatchObject({ category: 'betting' });

    // The downloads carry every row, as corrected.
    const lines = csv.split('\r\n');
    expect(lines).toHaveLength(total + 2); // the header, the rows, and the empty string after the last CRLF
    expect(lines.filter((l) => l.includes('POS PURCHASE SHOP') && l.includes(',betting,'))).toHaveLength(EXTRA_ROWS);
    const json = JSON.parse(jsonText) as { transactions: { category: string }[] };
    expect(json.transactions).toHaveLength(total);
    expect(json.transactions.filter((t) => t.category === 'betting').length).toBeGreaterThanOrEqual(EXTRA_ROWS);

    const ms = probe.samples.filter((s) => s.at >= idleUntil).map((s) => s.ms);
    const idle = probe.samples.filter((s) => s.at < idleUntil).map((s) => s.ms);
    const during = (ph: { from: number; to: number }) =>
      probe.samples.filter((s) => s.at >= ph.from && s.at < ph.to).map((s) => s.ms);
    const report = phases.map((ph) => {
      const xs = during(ph);
      return `${ph.name} ${Math.round(ph.to - ph.from)} ms (server loop delay max ${ph.loopMs.toFixed(0)} ms, probe p99 ${xs.length ? p99(xs).toFixed(1) : '-'} ms, max ${xs.length ? max(xs).toFixed(1) : '-'} ms, n=${xs.length})`;
    });
    console.log(
      `${kind} ${total} rows: ${report.join('; ')}; overall /api/health/live ${ms.length} probes, p99 ${p99(ms).toFixed(1)} ms, max ${max(ms).toFixed(1)} ms; idle server p99 ${idle.length ? p99(idle).toFixed(1) : '-'} ms`,
    );
    expect(ms.length).toBeGreaterThan(20);
    // The liveness bound gates PostgreSQL, the multi-machine database. Embedded PGlite runs every SQL statement on the
    // server's own event loop, so 500-row chunks still pause it for tens of milliseconds: its figure is printed above
    // (and in docs/DEPLOY.md), not held to the bound.
    // The bound is on what the work adds: a busy CI machine delays even an idle server's answers by its idle p99.
    if (kind === 'postgres') expect(p99(ms)).toBeLessThan(PROBE_LIMIT_MS + (idle.length ? p99(idle) : 0));
  }, 900_000);
}

describe.skipIf(!process.env.DATABASE_URL)('a 200,000-row statement corrected and exported (PostgreSQL)', () =>
  correctsAndExportsWhileLive('postgres'),
);

// Once per CI run: in the embedded-database stage (the PostgreSQL stage runs the variant above).
describe.skipIf(!!process.env.DATABASE_URL)('a 200,000-row statement corrected and exported (PGlite)', () =>
  correctsAndExportsWhileLive('pglite'),
);
