import { MESSAGES } from '@nairalens/core/statements/messages.ts';

export interface OtherDocumentPage {
  to: string;
  label: string;
}

/**
 * The page that reads a document refused as a statement because it is another kind (a credit report, a loan offer:
 * core/statements/other-document.ts), from the refusal's own words; null for every other refusal.
 */
export function otherDocumentPage(message: string | null | undefined): OtherDocumentPage | null {
  if (!message) return null;
  if (message.startsWith(MESSAGES.CREDIT_REPORT)) return { to: '/app/credit-reports/new', label: 'Go to Credit Reports' };
  if (message.startsWith(MESSAGES.LOAN_CONTRACT)) return { to: '/app/loan/upload', label: 'Go to Analyze Loan Offer' };
  return null;
}
