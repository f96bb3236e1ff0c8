/**
 * The `analyse` command (started by analyse.mjs, which turns on the compile cache first and loads this module bundled
 * with core: command-bundle.mjs).
 * npm run --silent analyse -- <file> [--password P] [--persona X] [--json]
 * Exit codes (analysis-contract.md): 0 ok; 2 bad usage; 3 password needed or wrong; 4 unsupported or unreadable;
 * 5 no transactions. Errors: one sentence on stderr. With --json: exactly one JSON document on stdout.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { analyseStatement } from '@nairalens/core/analysis/analyse-statement.ts';
import type { AnalysisResult, Persona, StatementErrorCode } from '@nairalens/core/contract.ts';
import { CATEGORY_LABELS, PERSONAS, StatementError } from '@nairalens/core/contract.ts';
import { formatMoneyOf, formatNairaWhole } from '@nairalens/core/money/kobo.ts';
import { requireNairaAccount } from '@nairalens/core/statements/naira-account.ts';
import { lagosDate } from '@nairalens/core/tokens/schedule.ts';
import { NeedsOcr, parseStatement } from '@nairalens/core/statements/parse-statement.ts';
import { formatDecimal } from '@nairalens/core/text/format-decimal.ts';
import { NO_RUNNING_BALANCE_NOTE } from '@nairalens/core/statements/warning-kinds.ts';
import { createProcessOcrEngine, ocrMemoryLimitFromEnv, ocrSettings } from '../documents/ocr/index.ts';
import type { WorkerParseOptions } from '../statements/parse-in-worker.ts';
import { textOnlyPdfjs } from './text-only-pdfjs.ts';

const USAGE = 'Usage: npm run --silent analyse -- <file> [--password <pw>] [--persona <persona>] [--json]';

const EXIT: Record<StatementErrorCode, number> = {
  PASSWORD_REQUIRED: 3,
  PASSWORD_INCORRECT: 3,
  UNSUPPORTED_FORMAT: 4,
  UNREADABLE: 4,
  TOO_LARGE: 4,
  NO_TRANSACTIONS: 5,
  // Readable, but not a naira account: an unsupported file for the contract's exit codes.
  FOREIGN_CURRENCY: 4,
};

class UsageError extends Error {}

interface Args {
  file: string;
  password?: string;
  persona?: Persona;
  json: boolean;
}

function parseArgs(argv: readonly string[]): Args {
  let file: string | undefined;
  let password: string | undefined;
  let persona: Persona | undefined;
  let json = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = (): string => {
      const v = argv[++i];
      if (v === undefined) throw new UsageError(`${a} needs a value. ${USAGE}`);
      return v;
    };
    if (a === '--json') json = true;
    else if (a === '--password') password = value();
    else if (a.startsWith('--password=')) password = a.slice(11);
    else if (a === '--persona' || a.startsWith('--persona=')) {
      const v = a === '--persona' ? value() : a.slice(10);
      if (!(PERSONAS as readonly string[]).includes(v))
        throw new UsageError(`Unknown persona "${v}"; use one of ${PERSONAS.join(', ')}.`);
      persona = v as Persona;
    } else if (a === '--help' || a === '-h') throw new UsageError(USAGE);
    else if (a.startsWith('-')) throw new UsageError(`Unknown option ${a}. ${USAGE}`);
    else if (file === undefined) file = a;
    else throw new UsageError(`Only one file can be analysed at a time. ${USAGE}`);
  }
  if (!file) throw new UsageError(`No file given. ${USAGE}`);
  return { file, password, persona, json };
}

// As the result page and the recommendations write them (the contract's two decimals, no padding zeros), so the
// table's 35.69% and a recommendation's 35.69% are the same figure.
const pct = (n: number) => `${formatDecimal(n, 0, 2)}%`;

function report(r: AnalysisResult): string {
  const s = r.statement;
  const m = r.summary;
  const lines: string[] = [];
  lines.push(`NairaLens statement report`);
  lines.push(
    `Bank: ${s.bank ?? 'unknown'}${s.accountName ? ` · ${s.accountName}` : ''}${s.accountNumber ? ` · ${s.accountNumber}` : ''}`,
  );
  lines.push(`Period: ${s.periodStart} to ${s.periodEnd} (${m.months} month${m.months === 1 ? '' : 's'}, ${r.transactions.length} transactions)`);
  lines.push(
    `Balances: opening ${s.openingBalance === null ? 'n/a' : formatNairaWhole(s.openingBalance)}, closing ${s.closingBalance === null ? 'n/a' : formatNairaWhole(s.closingBalance)}; ${!s.reconciled ? 'NOT fully reconciled' : s.notes?.includes(NO_RUNNING_BALANCE_NOTE) ? 'the rows take the opening balance to the closing balance (no running balance printed)' : 'every row reconciles with the running balance'}`,
  );
  lines.push('');
  lines.push(`Income:    ${formatNairaWhole(m.totalIncome)} (${formatNairaWhole(m.monthlyIncome)} a month)`);
  if (m.moneyReturned?.incomeReturned) lines.push(`           ${formatNairaWhole(m.moneyReturned.incomeReturned)} you sent back is not counted`);
  if (m.moneyReturned?.incomePassedOn)
    lines.push(`           ${formatNairaWhole(m.moneyReturned.incomePassedOn)} you passed on for someone else is not counted`);
  lines.push(`Expenses:  ${formatNairaWhole(m.totalExpenses)} (${formatNairaWhole(m.monthlyExpenses)} a month)`);
  if (m.moneyReturned?.spendingReturned)
    lines.push(`           ${formatNairaWhole(m.moneyReturned.spendingReturned)} that came back (reversals, refunds) is not counted`);
  lines.push(`Savings:   ${formatNairaWhole(m.monthlySavings)} a month, savings rate ${pct(m.savingsRate)}`);
  lines.push(
    `Debt:      ${formatNairaWhole(m.monthlyDebtRepayments)} a month in loan repayments, DTI ${pct(m.dti)} (${m.dtiBand})`,
  );
  lines.push(`Health:    ${m.healthScore.toFixed(1)} / 10`);
  if (m.healthNote) lines.push(`           ${m.healthNote}`);
  if (m.categories.length > 0) {
    lines.push('');
    lines.push('Top spending:');
    for (const c of m.categories.slice(0, 6))
      lines.push(
        `  ${CATEGORY_LABELS[c.category].padEnd(26)} ${formatNairaWhole(c.amount).padStart(14)}  ${pct(c.percentage)}`,
      );
  }
  const loans = r.transactions.filter((t) => t.loanRepayment);
  lines.push('');
  lines.push(
    `Loan repayments found: ${loans.length}${loans.length ? ` (${[...new Set(loans.map((t) => t.lender ?? 'unknown lender'))].join(', ')})` : ''}`,
  );
  if (m.recommendations.length > 0) {
    lines.push('');
    lines.push('Recommendations:');
    for (const rec of m.recommendations) lines.push(`  - ${rec}`);
  }
  for (const o of s.otherAccounts ?? []) {
    lines.push(
      `Other account in this file: ${o.name}, ${o.rowCount} rows, opening ${o.openingBalance === null ? 'n/a' : formatMoneyOf(o.openingBalance, o.currency)}, closing ${o.closingBalance === null ? 'n/a' : formatMoneyOf(o.closingBalance, o.currency)} (not part of the figures above)`,
    );
  }
  // Reading doubts and possible alterations are different things: say which.
  const details = s.warningDetails ?? s.warnings.map((message) => ({ kind: 'other' as const, message }));
  const groups: [string, string][] = [
    ['alteration', 'The numbers do not add up (possible alteration):'],
    ['reading', 'Could not be read clearly (check against the paper):'],
    ['other', 'Warnings:'],
  ];
  for (const [kind, title] of groups) {
    const list = details.filter((d) => d.kind === kind);
    if (list.length === 0) continue;
    lines.push('');
    lines.push(title);
    for (const w of list.slice(0, 10)) lines.push(`  ! ${w.message}`);
  }
  for (const n of s.notes ?? []) lines.push(`  note: ${n}`);
  return lines.join('\n');
}

/**
 * A one-shot process is itself the boundary around a text document, so it is read here: a worker thread would boot
 * a second isolate and load the reader twice. A scan or a photo (long, memory-hungry OCR) goes to the worker
 * thread with its time and memory limits, as on the server.
 */
async function read(bytes: Uint8Array, options: WorkerParseOptions) {
  const restore = textOnlyPdfjs();
  try {
    // With `deferOcr` the engine is never started here: it only tells the reader that OCR is available.
    const ocr = options.ocr && createProcessOcrEngine(options.ocr);
    return await parseStatement(bytes, { ...options, ocr, deferOcr: true });
  } catch (e) {
    restore();
    if (!(e instanceof NeedsOcr)) throw e;
    const { parseStatementInWorker } = await import('../statements/parse-in-worker.ts');
    return parseStatementInWorker(bytes, options);
  } finally {
    restore();
  }
}

async function main(): Promise<number> {
  let args: Args;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (e) {
    process.stderr.write(`${(e as Error).message}\n`);
    return 2;
  }
  let bytes: Uint8Array;
  try {
    const st = await stat(args.file);
    if (!st.isFile()) throw new Error('not a file');
    if (st.size > 10 * 1024 * 1024) {
      process.stderr.write('This file is larger than 10 MB; download a shorter period or split the statement.\n');
      return 4;
    }
    bytes = new Uint8Array(await readFile(args.file));
  } catch {
    process.stderr.write(`Cannot open ${args.file}: no such readable file.\n`);
    return 2;
  }
  try {
    const parsed = await read(bytes, {
      password: args.password,
      fileName: path.basename(args.file),
      ocr: ocrSettings({ memoryLimitMb: ocrMemoryLimitFromEnv() }),
      today: lagosDate(Date.now()),
    });
    const result = analyseStatement(requireNairaAccount(parsed), { persona: args.persona });
    process.stdout.write(args.json ? `${JSON.stringify(result, null, 2)}\n` : `${report(result)}\n`);
    return 0;
  } catch (e) {
    const failure = statementErrorOf(e);
    if (failure) {
      process.stderr.write(`${failure.message}\n`);
      return EXIT[failure.code] ?? 4;
    }
    process.stderr.write('The statement could not be analysed because of an unexpected error.\n');
    return 1;
  }
}

/**
 * A StatementError of this module's core or of the server's: bundled (command-bundle.mjs), the command has its own
 * copy of core, while a scan's read comes back from the worker with the server's.
 */
function statementErrorOf(e: unknown): StatementError | null {
  if (e instanceof StatementError) return e;
  return e instanceof Error && e.name === 'StatementError' && typeof (e as StatementError).code === 'string' ? (e as StatementError) : null;
}

export const run = main;
