import { detectBureau } from '../credit-reports/detect-bureau.ts';

/**
 * Documents people upload as "my statement" that are another kind of paper this product reads elsewhere: a credit
 * bureau's report (read on the Credit Reports page) and a lender's offer letter or loan agreement (read by the loan
 * contract analysis). Read as a statement, a credit report's facility table gave a one-row "statement" and a health
 * score for it; an offer letter with no table was sent to text recognition and refused half a minute later with "no
 * transactions". Each is told by how it names itself in its first lines, which a bank statement never does: a
 * statement that names itself anywhere in those lines (a loan account's statement) is left to be read as one.
 */
export type OtherDocument = 'credit-report' | 'loan-contract';

const HEAD_LINES = 20;
const CALLS_ITSELF_STATEMENT = /\bstatement\b|\btransaction\s+history\b|\baccount\s+history\b/i;
// The disclosure lenders must print with an offer (the CBN's "Key Fact Statement") is no statement of account.
const KEY_FACTS = /\bkey\s+facts?\s+statement\b/gi;

const REPORT_TITLE =
  /\bcredit\s+(?:report|profile)\b|\bconsumer\s+(?:basic|premium|detailed|full)?\s*report\b|\bcommercial\s+credit\s+report\b/i;

const CONTRACT_TITLE =
  /\b(?:letter\s+of\s+offer|offer\s+letter|offer\s+of\s+[\w ]{0,30}\b(?:loan|facility)|key\s+facts?\s+statement|loan\s+(?:agreement|contract|terms|offer|application|approval|form)|member\s+loan|(?:facility|credit)\s+agreement|agreement\s+for\s+(?:a|an|the)\s+[\w' ]{0,30}\bloan)\b/i;
const CONTRACT_TERMS = /\b(?:tenor|tenure|duration|interest|instalments?|repaid|repayment|borrower|lender)\b/gi;

export function otherDocument(lines: readonly string[]): OtherDocument | null {
  const head = lines.slice(0, HEAD_LINES);
  if (head.some((l) => CALLS_ITSELF_STATEMENT.test(l.replace(KEY_FACTS, '')))) return null;
  const headText = head.join('\n');
  // The bureau by the credit-report reader's own names for them, in the report's head.
  if (detectBureau(head) && REPORT_TITLE.test(headText)) return 'credit-report';
  if (!CONTRACT_TITLE.test(headText)) return null;
  // A contract states its terms: two of them at least, in its own words, wherever they are written.
  const terms = new Set(lines.join('\n').match(CONTRACT_TERMS)?.map((t) => t.toLowerCase()));
  return terms.size >= 2 ? 'loan-contract' : null;
}
