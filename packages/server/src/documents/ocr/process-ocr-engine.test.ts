import { readdirSync, readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { StatementError } from '@nairalens/core/contract.ts';
import { readByOcr } from '@nairalens/core/statements/ocr-words.ts';
import { buildStatementFixture } from '@nairalens/fixtures/statements/index.ts';
import { parseStatementInWorker } from '../../statements/parse-in-worker.ts';
import { createProcessOcrEngine, OCR_STOPPED_MESSAGES, ocrSettings } from './index.ts';

/** Live OCR processes started by this test process (its worker threads included: they share its pid). */
function ocrChildren(): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (ppid === process.pid && cmdline.includes('ocr-process')) pids.push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return pids;
}

/** Largest resident memory of this process while `work` runs, over its resident memory before, in MB. */
async function rssGrowthDuring<T>(work: () => Promise<T>): Promise<{ result: PromiseSettledResult<T>; growthMb: number }> {
  const before = process.memoryUsage.rss();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 20);
  const [result] = await Promise.allSettled([work()]);
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage.rss());
  return { result, growthMb: (peak - before) / 2 ** 20 };
}

afterEach(() => {
  // No read may leave its process behind, whatever its outcome.
  expect(ocrChildren()).toEqual([]);
});

describe('OCR in a child process', () => {
  it('reads a rendered scan with tesseract and leaves no process behind', async () => {
    const f = await buildStatementFixture('zenith-scan');
    const engine = createProcessOcrEngine(ocrSettings({ concurrency: 2 }));
    let seen = 0;
    const watch = setInterval(() => (seen = Math.max(seen, ocrChildren().length)), 50);
    const pages = await readByOcr({ kind: 'pdf', bytes: f.bytes, pageCount: 2 }, engine);
    clearInterval(watch);
    expect(seen).toBe(1);
    expect(pages).toHaveLength(2);
    const text = pages.flatMap((p) => p.lines.map((l) => l.text)).join('\n');
    // The first transaction's narration and the statement's bank, as printed on the scan.
    expect(text).toContain(f.expected.transactions[0].description.split(' ')[0]);
    expect(text).toMatch(/zenith/i);
    for (const p of pages) expect(p.confidence).toBeGreaterThan(70);
  }, 180_000);

  it('passes a reader error through: an image that cannot be decoded', async () => {
    const engine = createProcessOcrEngine(ocrSettings());
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    await expect(engine.recognise({ kind: 'images', images: [png] })).rejects.toMatchObject({ code: 'UNREADABLE' });
  }, 60_000);

  it('kills a read past its memory limit, quickly, with the domain error, and the caller does not grow', async () => {
    const f = await buildStatementFixture('providus-screenshot');
    const engine = createProcessOcrEngine(ocrSettings({ memoryLimitMb: 64 }));
    const t0 = performance.now();
    const { result, growthMb } = await rssGrowthDuring(() => engine.recognise({ kind: 'images', images: [f.bytes] }));
    const seconds = (performance.now() - t0) / 1000;
    expect(result.status).toBe('rejected');
    const error = (result as PromiseRejectedResult).reason;
    expect(error).toBeInstanceOf(StatementError);
    expect(error).toMatchObject({ code: 'TOO_LARGE', message: OCR_STOPPED_MESSAGES.memory });
    expect(seconds).toBeLessThan(10);
    expect(growthMb).toBeLessThan(50);
  }, 60_000);

  it('kills a read past its time limit', async () => {
    const f = await buildStatementFixture('providus-screenshot');
    const engine = createProcessOcrEngine(ocrSettings({ timeoutMs: 300 }));
    await expect(engine.recognise({ kind: 'images', images: [f.bytes] })).rejects.toMatchObject({
      code: 'UNREADABLE',
      message: OCR_STOPPED_MESSAGES.time,
    });
  }, 60_000);

  it('a statement job gets the same error through its worker thread', async () => {
    const f = await buildStatementFixture('fcmb-photo');
    await expect(parseStatementInWorker(f.bytes, { ocr: ocrSettings({ memoryLimitMb: 64 }) })).rejects.toMatchObject({
      code: 'TOO_LARGE',
      message: OCR_STOPPED_MESSAGES.memory,
    });
  }, 60_000);

  it('the process ends when the worker thread that started it is stopped', async () => {
    const f = await buildStatementFixture('fcmb-photo');
    // The thread must be stopped while its OCR process runs: after the process starts and before the photo is read.
    // How long each takes depends on the machine's load, so the stop time grows from short to long until one lands
    // in that window (too early: no process was seen; too late: the photo was read).
    let stoppedWhileReading = false;
    for (const timeoutMs of [800, 1_500, 2_500, 4_000, 6_000, 9_000]) {
      let seen = 0;
      const watch = setInterval(() => (seen = Math.max(seen, ocrChildren().length)), 25);
      const outcome = await parseStatementInWorker(f.bytes, { ocr: ocrSettings() }, { timeoutMs }).then(
        () => 'read' as const,
        (e: Error) => e,
      );
      clearInterval(watch);
      // The thread's owner kills the processes the thread told it of (ocr-process-notice.ts); the process also exits by
      // itself when it sees its channel close, but only between two steps of its work (once too late on a loaded CI).
      const deadline = performance.now() + 5_000;
      while (ocrChildren().length > 0 && performance.now() < deadline) await new Promise((r) => setTimeout(r, 50));
      expect(ocrChildren()).toHaveLength(0);
      if (outcome === 'read') break; // stopping later cannot land in the window either
      expect(outcome.message).toMatch(/too long/);
      if (seen === 1) {
        stoppedWhileReading = true;
        break;
      }
    }
    expect(stoppedWhileReading).toBe(true);
  }, 120_000);
});
