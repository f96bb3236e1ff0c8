import type { ActivitySubject } from '../api/wallet-activity.ts';

const TYPE_TEXT: Readonly<Record<string, string>> = {
  statement: 'Statement analysis',
  credit_report: 'Credit report',
  loan_contract_analysis: 'Loan analysis',
  grant: 'Grant',
  purchase: 'Purchase',
  refund: 'Refund',
  referral_reward: 'Referral reward',
  expire: 'Expired',
  revoke: 'Adjustment',
};

const SUBJECT_TEXT: Readonly<Record<ActivitySubject['kind'], string>> = {
  analysis: 'Statement analysis',
  loan_contract: 'Loan analysis',
  credit_report: 'Credit report',
};

/**
 * The wallet names every spend by what it paid for: "Statement analysis — gtb-june.pdf", "Clean PDF export —
 * gtb-june.pdf", and a refund by what it gave back ("Refund — Loan analysis — offer.pdf").
 */
export function activityTitle(row: { type: string; reason: string | null; subject: ActivitySubject | null }): string {
  const what =
    row.reason === 'clean_export'
      ? 'Clean PDF export'
      : row.subject
        ? SUBJECT_TEXT[row.subject.kind]
        : (TYPE_TEXT[row.type] ?? row.type);
  const name = row.subject ? (row.subject.fileName ?? 'Uploaded file') : null;
  if (row.type === 'refund') return name ? `Refund — ${what} — ${name}` : 'Refund';
  if (!name) return row.reason === 'clean_export' ? what : (TYPE_TEXT[row.type] ?? row.type);
  return `${what} — ${name}`;
}

/** The page of what a spend paid for, in the web app. */
export function activitySubjectHref(subject: ActivitySubject): string {
  switch (subject.kind) {
    case 'analysis':
      return `/app/analysis/${encodeURIComponent(subject.id)}`;
    case 'loan_contract':
      return `/app/loan/upload?contract=${encodeURIComponent(subject.id)}`;
    case 'credit_report':
      return `/app/credit-reports/${encodeURIComponent(subject.id)}`;
  }
}
