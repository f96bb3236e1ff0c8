/**
 * Statement engine benchmark (issue 3): npx node bench/statements.bench.ts
 * In one run: pdf.js bare text extraction of a 60-page, 3,000-row statement vs our full parse (ratio, goal ≤ 1.5×),
 * 3,000-row XLSX and CSV parse times, and OCR seconds per page.
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { parseStatement, type OcrEngine } from '@nairalens/core/statements/parse-statement.ts';
import { buildBenchmarkStatementPdf, buildLargeStatement, buildStatementFixture } from '@nairalens/fixtures/statements/index.ts';

const ms = (t: number) => `${t.toFixed(0)} ms`;

async function bareExtraction(bytes: Uint8Array): Promise<number> {
  const task = getDocument({ data: bytes.slice(), verbosity: 0 });
  const pdf = await task.promise;
  let items = 0;
  for (let p = 1; p <= pdf.numPages; p++) {
    const page = await pdf.getPage(p);
    items += (await page.getTextContent()).items.length;
  }
  await task.destroy();
  return items;
}

async function best(fn: () => Promise<unknown>, runs: number): Promise<number> {
  let min = Infinity;
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fn();
    min = Math.min(min, performance.now() - t0);
  }
  return min;
}

function exactRows(parsed: Awaited<ReturnType<typeof parseStatement>>, expected: { date: string; description: string; amount: number; balance: number | null }[]): string {
  let ok = 0;
  expected.forEach((e, i) => {
    const a = parsed.transactions[i];
    if (a && a.date === e.date && a.description === e.description && a.amount === e.amount && a.balance === e.balance) ok++;
  });
  return `${ok}/${expected.length} rows exact`;
}

const pdf = await buildBenchmarkStatementPdf();
const xlsx = await buildLargeStatement('xlsx', 3000);
const csv = await buildLargeStatement('csv', 3000);

// Warm up both paths once (module loading, JIT).
await bareExtraction(pdf.bytes);
await parseStatement(pdf.bytes, {});

// Interleaved, best of 5 each, so machine load affects both alike.
let bare = Infinity;
let full = Infinity;
for (let i = 0; i < 5; i++) {
  bare = Math.min(bare, await best(() => bareExtraction(pdf.bytes), 1));
  full = Math.min(full, await best(() => parseStatement(pdf.bytes, {}), 1));
}
const parsedPdf = await parseStatement(pdf.bytes, {});
const tx = await best(() => parseStatement(xlsx.bytes, {}), 3);
const tc = await best(() => parseStatement(csv.bytes, {}), 3);

console.log('Statement engine benchmark');
console.log(`  PDF: ${pdf.expected.statement.pages} pages, ${pdf.expected.transactions.length} rows, ${(pdf.bytes.length / 1024).toFixed(0)} KB`);
console.log(`  pdf.js bare text extraction : ${ms(bare)}`);
console.log(`  our full parse              : ${ms(full)}  (${exactRows(parsedPdf, pdf.expected.transactions)}, reconciled ${parsedPdf.statement.reconciled})`);
console.log(`  ratio full / bare           : ${(full / bare).toFixed(2)}x  (goal <= 1.5x)`);
console.log(`  XLSX 3,000 rows             : ${ms(tx)}`);
console.log(`  CSV 3,000 rows              : ${ms(tc)}`);

if (!process.argv.includes('--no-ocr')) {
  // The server's engine runs OCR in a child process (memory cap); the same tesseract in this process is the reference.
  const { ocrEngine, ocrSettings } = await import('../packages/server/src/documents/ocr/index.ts');
  const { createTesseractEngine } = await import('../packages/server/src/documents/ocr/tesseract-engine.ts');
  const shot = await buildStatementFixture('providus-screenshot');
  const timed = async (ocr: OcrEngine) => {
    const t0 = performance.now();
    const parsed = await parseStatement(shot.bytes, { ocr });
    return { parsed, secs: (performance.now() - t0) / 1000 };
  };
  const { parsed, secs } = await timed(ocrEngine());
  const inProcess = await timed(createTesseractEngine(ocrSettings()));
  console.log(`  OCR (1-page screenshot)     : ${secs.toFixed(1)} s per page (${exactRows(parsed, shot.expected.transactions)}, confidence ${parsed.meta.ocrConfidence})`);
  console.log(`  same, tesseract in-process  : ${inProcess.secs.toFixed(1)} s  (child process / in-process ${(secs / inProcess.secs).toFixed(2)}x)`);
}
