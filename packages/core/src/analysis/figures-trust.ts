import type { StatementInfo } from '../contract.ts';

type Checks = Pick<StatementInfo, 'warnings' | 'warningDetails' | 'reconciled'>;

/** The warnings that name a sign of editing or alteration in so many words (the file's history, a changed figure). */
export function editingSigns(statement: Pick<StatementInfo, 'warnings'>): string[] {
  return statement.warnings.filter((w) => /tamper|alter|edit/i.test(w));
}

/**
 * What the health score rests on, when that is not the person's real figures beyond doubt. A score worked out from
 * a copy whose numbers do not add up, or that shows signs of editing, is the copy's score, not the person's: it says
 * so beside the score rather than be withheld, since the figures are still what the document prints. A scan whose
 * running balance does not add up only because some figures could not be read says that instead.
 */
export function healthNote(statement: Checks): string | undefined {
  if (editingSigns(statement).length > 0 || statement.warningDetails?.some((w) => w.kind === 'alteration')) {
    return 'This score is worked out from the figures this copy prints, and the copy shows signs of alteration (see the statement checks below), so it may not reflect your real finances. Analyse a fresh copy from your bank’s app or branch to be sure.';
  }
  if (statement.reconciled === false && statement.warningDetails?.some((w) => w.kind === 'reading')) {
    return 'Some figures in this copy could not be read clearly (see the statement checks below); the score uses them as read. The PDF from your bank’s app, or a sharper scan, gives an exact score.';
  }
  return undefined;
}
