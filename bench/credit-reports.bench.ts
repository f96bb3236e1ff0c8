/**
 * Credit-report reader benchmark (issue 15): node bench/credit-reports.bench.ts [--no-ocr]
 * In one run: pdf.js bare text extraction of a 5-page text report vs our full read (goal < 1 s, ratio printed),
 * and tesseract's bare OCR of a 2-page scan vs our full read of it (goal < 20 s, ratio printed).
 */
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { createWorker } from 'tesseract.js';
import { readCreditReport } from '@nairalens/core/credit-reports/read-credit-report.ts';
import { encodePgm, pdfPagesForOcr } from '@nairalens/core/statements/ocr-words.ts';
import { openPdf } from '@nairalens/core/statements/pdf-text-items.ts';
import { benchmarkReport, creditReportFixtures } from '@nairalens/fixtures/credit-reports/reports.ts';
import { renderReport } from '@nairalens/fixtures/credit-reports/render.ts';
import { scoreReport } from '@nairalens/fixtures/credit-reports/score.ts';
import { canvasPageRenderer } from '../packages/server/src/documents/ocr/canvas-pixels.ts';
import { ocrEngine } from '../packages/server/src/documents/ocr/index.ts';

const langPath = path.join(path.dirname(createRequire(import.meta.url).resolve('@tesseract.js-data/eng')), '4.0.0');
const concurrency = Math.max(1, Math.min(2, os.availableParallelism()));
// The server's engine: OCR in a child process with its memory cap.
const ocr = ocrEngine({ concurrency });
const ms = (t: number) => `${t.toFixed(0)} ms`;

async function bare(bytes: Uint8Array): Promise<number> {
  const task = getDocument({ data: bytes.slice(), verbosity: 0 });
  const pdf = await task.promise;
  for (let p = 1; p <= pdf.numPages; p++) await (await pdf.getPage(p)).getTextContent();
  await task.destroy();
  return pdf.numPages;
}

async function time(fn: () => Promise<unknown>): Promise<number> {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
}

const fixture = benchmarkReport(5);
const bytes = new Uint8Array(await renderReport(fixture));
const pages = await bare(bytes);
await readCreditReport(bytes, { ocr });
let b = Infinity;
let full = Infinity;
for (let i = 0; i < 5; i++) {
  b = Math.min(b, await time(() => bare(bytes)));
  full = Math.min(full, await time(() => readCreditReport(bytes, { ocr })));
}
const { report } = await readCreditReport(bytes, { ocr });
const s = scoreReport(fixture.truth, report);
console.log(`Credit-report reader benchmark (load average ${os.loadavg().map((l) => l.toFixed(1)).join(', ')} on ${os.availableParallelism()} cores)`);
console.log(`  text report: ${pages} pages, ${report.accounts.length} accounts, ${s.correct}/${s.total} fields exact`);
console.log(`  pdf.js bare text extraction : ${ms(b)}`);
console.log(`  our full read               : ${ms(full)}  (goal < 1000 ms)`);
console.log(`  ratio full / bare           : ${(full / b).toFixed(2)}x`);

if (!process.argv.includes('--no-ocr')) {
  const scan = creditReportFixtures().find((f) => f.id === 'crc-scan')!;
  const scanBytes = new Uint8Array(await renderReport(scan));
  const { pdf, close } = await openPdf(scanBytes);
  // The reference gets the pages already rendered (as greyscale images, the form our reader hands to tesseract) and
  // tesseract's defaults: one worker, automatic page segmentation, no preprocessing. Rendering is not timed for it.
  const images: Uint8Array[] = [];
  for (const render of pdfPagesForOcr(pdf, canvasPageRenderer)) {
    const page = await render();
    images.push(encodePgm(page.grey, page.width, page.height));
  }
  await close();
  const bareOcr = await time(async () => {
    const worker = await createWorker('eng', 1, { langPath, cacheMethod: 'none', gzip: true });
    for (const img of images) await worker.recognize(Buffer.from(img));
    await worker.terminate();
  });
  let result: Awaited<ReturnType<typeof readCreditReport>> | null = null;
  const ours = await time(async () => {
    result = await readCreditReport(scanBytes, { ocr });
  });
  const sc = scoreReport(scan.truth, result!.report);
  console.log(`  scan: ${images.length} pages, ${sc.correct}/${sc.total} fields exact, ${result!.report.warnings.length} warning(s)`);
  console.log(`  tesseract bare OCR (1 worker): ${(bareOcr / 1000).toFixed(1)} s`);
  console.log(`  our full read (${concurrency} workers)  : ${(ours / 1000).toFixed(1)} s  (goal < 20 s)`);
  console.log(`  ratio full / bare            : ${(ours / bareOcr).toFixed(2)}x`);
}
