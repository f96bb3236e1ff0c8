/**
 * npm run --silent credit-report -- <file> [--password P] [--json]
 * Exit codes: 0 ok; 2 bad usage; 3 password needed or wrong; 4 unsupported or unreadable file, or not a report of a
 * known bureau; 5 no report content. Errors: one sentence on stderr. With --json: exactly one JSON document.
 */
import { readFile, stat } from 'node:fs/promises';
import { CREDIT_REPORT_EXIT, CreditReportError, BUREAU_NAMES, type CreditReport } from '@nairalens/core/credit-reports/types.ts';
import { formatNairaWhole } from '@nairalens/core/money/kobo.ts';
import { readCreditReportInWorker } from '../modules/credit-reports/index.ts';

const USAGE = 'Usage: npm run --silent credit-report -- <file> [--password <pw>] [--json]';

class UsageError extends Error {}

function parseArgs(argv: readonly string[]): { file: string; password?: string; json: boolean } {
  let file: string | undefined;
  let password: string | undefined;
  let json = false;
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--json') json = true;
    else if (a === '--password') {
      password = argv[++i];
      if (password === undefined) throw new UsageError(`--password needs a value. ${USAGE}`);
    } else if (a.startsWith('--password=')) password = a.slice(11);
    else if (a === '--help' || a === '-h') throw new UsageError(USAGE);
    else if (a.startsWith('-')) throw new UsageError(`Unknown option ${a}. ${USAGE}`);
    else if (file === undefined) file = a;
    else throw new UsageError(`Only one report can be read at a time. ${USAGE}`);
  }
  if (!file) throw new UsageError(`No file given. ${USAGE}`);
  return { file, password, json };
}

const money = (k: number | null) => (k === null ? 'n/a' : formatNairaWhole(k));

function text(r: CreditReport): string {
  const out: string[] = [];
  out.push(`NairaLens credit report reading — ${BUREAU_NAMES[r.bureau]}`);
  out.push(`Report date: ${r.reportDate ?? 'not printed'}${r.reference ? ` · reference ${r.reference}` : ''}`);
  out.push(`Subject: ${r.subject.name ?? 'not printed'}${r.subject.dateOfBirth ? ` · born ${r.subject.dateOfBirth}` : ''}${r.subject.bvn ? ` · BVN ${r.subject.bvn}` : ''}`);
  out.push(r.score ? `Score: ${r.score.value} on ${r.score.min}-${r.score.max} (${r.score.band.replace('_', ' ')}${r.score.label ? `, printed "${r.score.label}"` : ''})` : 'Score: none on this report');
  for (const reason of r.score?.reasons ?? []) out.push(`  - ${reason}`);
  const s = r.summary;
  out.push(`Accounts: ${s.totalAccounts} (${s.openAccounts} open, ${s.performingAccounts} performing, ${s.nonPerformingAccounts} not performing)`);
  out.push(`Outstanding: ${money(s.totalOutstanding)} · overdue ${money(s.totalOverdue)} · monthly instalments ${money(s.totalMonthlyInstalment)}`);
  if (r.accounts.length === 0) out.push('No credit accounts on record (no hit).');
  for (const a of r.accounts) {
    const late = a.history.filter((h) => 'daysPastDue' in h).length;
    out.push(`  ${a.lender.padEnd(26)} ${a.type.padEnd(14)} ${a.status.padEnd(11)} ${a.classification.padEnd(11)} balance ${money(a.balance).padStart(12)} overdue ${money(a.overdue).padStart(10)} ${late ? `${late} late month(s)` : ''}`);
  }
  out.push(`Enquiries: ${r.enquiries.length}`);
  for (const e of r.enquiries) out.push(`  ${e.date ?? '          '} ${e.institution}${e.reason ? ` — ${e.reason}` : ''}`);
  const listed = (title: string, rows: (string | null)[][]) => {
    if (rows.length === 0) return;
    out.push(`${title}: ${rows.length}`);
    for (const row of rows) out.push(`  ${row.filter(Boolean).join(' — ')}`);
  };
  listed('Guarantors', r.guarantors.map((g) => [g.name, g.institution, g.accountNumber, g.amount === null ? null : money(g.amount)]));
  listed('Dishonoured cheques', r.dishonouredCheques.map((c) => [c.date, c.institution, c.chequeNumber, c.amount === null ? null : money(c.amount)]));
  listed('Judgements', r.judgements.map((j) => [j.date, j.plaintiff, j.caseNumber, j.amount === null ? null : money(j.amount)]));
  for (const w of r.warnings) out.push(`! ${w}`);
  return out.join('\n');
}

async function main(): Promise<number> {
  let args: ReturnType<typeof parseArgs>;
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
      process.stderr.write('This file is larger than 10 MB; upload the report as the bureau sent it.\n');
      return 4;
    }
    bytes = new Uint8Array(await readFile(args.file));
  } catch {
    process.stderr.write(`Cannot open ${args.file}: no such readable file.\n`);
    return 2;
  }
  try {
    const { report } = await readCreditReportInWorker(bytes, { password: args.password });
    process.stdout.write(args.json ? `${JSON.stringify(report, null, 2)}\n` : `${text(report)}\n`);
    return 0;
  } catch (e) {
    if (e instanceof CreditReportError) {
      process.stderr.write(`${e.message}\n`);
      return CREDIT_REPORT_EXIT[e.code];
    }
    process.stderr.write('The report could not be read because of an unexpected error.\n');
    return 1;
  }
}

process.exitCode = await main();
