import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runInWorker } from './run-in-worker.ts';

const WORKER = new URL('./test-workers/late-notice-worker.ts', import.meta.url);

/** Live `sleep <marker>` processes started by this process. */
function sleepers(marker: string): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const state = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0];
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (ppid === process.pid && state !== 'Z' && cmdline === `sleep\0${marker}\0`) pids.push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return pids;
}

describe('runInWorker', () => {
  it('kills a process whose notice arrives after the time limit stopped the thread', async () => {
    const marker = `${40 + Math.floor(Math.random() * 1000) / 1000}`;
    const result = runInWorker(WORKER, { marker }, { timeoutMs: 100, toError: (f) => new Error(f.kind) });
    // Hold this thread while the worker starts its process and posts the notice, and the time limit passes: the
    // timer then runs before the notice is read, as on a loaded machine.
    const until = Date.now() + 3_000;
    while (Date.now() < until && sleepers(marker).length === 0);
    const spin = Date.now() + 300;
    while (Date.now() < spin);
    expect(sleepers(marker)).toHaveLength(1);
    await expect(result).rejects.toThrow('timeout');
    const deadline = performance.now() + 2_000;
    while (sleepers(marker).length > 0 && performance.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    expect(sleepers(marker)).toEqual([]);
  }, 20_000);
});
