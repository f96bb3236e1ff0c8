import type { StatementInfo, StatementWarningKind } from '../contract.ts';

/** How each kind of warning is introduced to the person, on the result page, in the PDF report and the CLI. */
export const WARNING_KIND_TITLES: Record<StatementWarningKind, string> = {
  alteration: 'The numbers do not add up (possible alteration)',
  reading: 'Could not be read clearly (check these rows against the paper)',
  other: 'Other checks',
};

/** The note of a statement that prints no running balance, checked against its opening and closing balances instead. */
export const NO_RUNNING_BALANCE_NOTE = 'The statement prints no running balance: its rows were checked against its opening and closing balances.';

/** What the reconciliation checked, in a sentence: every running balance, or (with none printed) the ends only. */
export function reconciliationSentence(statement: Pick<StatementInfo, 'reconciled' | 'notes'>): string {
  if (!statement.reconciled) return 'Some balances do not reconcile with the transactions before them.';
  return statement.notes?.includes(NO_RUNNING_BALANCE_NOTE)
    ? 'The transactions take the opening balance to the closing balance printed.'
    : 'Every balance reconciles with the transactions before it.';
}

/** The statement's warnings grouped by kind; results stored before kinds existed count as "other". */
export function warningsByKind(statement: Pick<StatementInfo, 'warnings' | 'warningDetails'>): Record<StatementWarningKind, string[]> {
  const out: Record<StatementWarningKind, string[]> = { alteration: [], reading: [], other: [] };
  const details = statement.warningDetails ?? statement.warnings.map((message) => ({ kind: 'other' as const, message }));
  for (const d of details) out[d.kind].push(d.message);
  return out;
}
