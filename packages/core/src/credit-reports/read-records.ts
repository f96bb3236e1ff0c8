import { CHEQUE_LABELS, compile, GUARANTOR_LABELS, JUDGEMENT_LABELS } from './labels.ts';
import { readTables, type TableRow } from './read-table.ts';
import type { Section, SectionKind } from './sections.ts';
import type { ReportDishonouredCheque, ReportGuarantor, ReportJudgement } from './types.ts';
import { amount, date, isEmptyCell, mask, text } from './values.ts';

/**
 * The lists after the accounts: guarantors, dishonoured cheques and judgements (litigation, legal status), each a
 * table found by its column labels under its section title. "None" / "No records found" leaves a list empty.
 * FirstCentral prints judgements and cheques under one title, so each list looks in both sections.
 */

const GUARANTOR = compile(GUARANTOR_LABELS);
const CHEQUE = compile(CHEQUE_LABELS);
const JUDGEMENT = compile(JUDGEMENT_LABELS);

/** Each section on its own: a table never runs on into the next section's title. */
const tables = (
  sections: readonly Section[],
  kinds: readonly SectionKind[],
  ...args: Parameters<typeof readTables> extends [unknown, ...infer R] ? R : never
): TableRow[] => sections.filter((s) => kinds.includes(s.kind)).flatMap((s) => readTables(s.lines, ...args));

const cell = (r: TableRow, field: string): string | null => {
  const v = r.fields.get(field);
  return v === undefined || isEmptyCell(v) ? null : text(v);
};

export interface ReportRecords {
  guarantors: ReportGuarantor[];
  dishonouredCheques: ReportDishonouredCheque[];
  judgements: ReportJudgement[];
}

export function readRecords(sections: readonly Section[], ocr: boolean): ReportRecords {
  const guarantors = tables(sections, ['guarantors'], GUARANTOR, ['name'], 2, ['name', 'institution'])
    .map((r) => ({
      name: cell(r, 'name') ?? '',
      institution: cell(r, 'institution'),
      accountNumber: mask(cell(r, 'accountNumber')),
      amount: amount(cell(r, 'amount'), ocr),
    }))
    .filter(
      (g) => /[A-Za-z]{2}/.test(g.name) && (g.amount !== null || g.accountNumber !== null || g.institution !== null),
    );
  const dishonouredCheques = tables(sections, ['cheques', 'legal'], CHEQUE, ['chequeNumber', 'amount'], 2, [
    'institution',
  ])
    .map((r) => ({
      date: date(cell(r, 'date')),
      chequeNumber: mask(cell(r, 'chequeNumber')),
      institution: cell(r, 'institution'),
      amount: amount(cell(r, 'amount'), ocr),
    }))
    .filter((c) => c.amount !== null && (c.date !== null || c.chequeNumber !== null));
  const judgements = tables(sections, ['legal', 'cheques'], JUDGEMENT, ['caseNumber'], 2, ['plaintiff'])
    .map((r) => ({
      date: date(cell(r, 'date')),
      caseNumber: cell(r, 'caseNumber'),
      plaintiff: cell(r, 'plaintiff'),
      amount: amount(cell(r, 'amount'), ocr),
    }))
    .filter((j) => j.caseNumber !== null && /\d/.test(j.caseNumber));
  return { guarantors, dishonouredCheques, judgements };
}
