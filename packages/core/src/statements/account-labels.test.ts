import { describe, expect, it } from 'vitest';
import { IDENTITY_LABEL, WHOLE_LABEL } from './account-labels.ts';

describe('account labels', () => {
  it('knows the identity box labels that sit above their values', () => {
    for (const label of ['Account Name', 'Acct. No.', 'Customer Number', 'Statement Period', 'Period', 'Account Type'])
      expect(IDENTITY_LABEL.test(label), label).toBe(true);
    for (const label of ['Address', 'Opening Balance', 'Account Name: ADA OBI']) expect(IDENTITY_LABEL.test(label), label).toBe(false);
  });

  it('calls a label whole only when it names the account, with or without its colon', () => {
    for (const label of ['Account No.', 'Account Number:', 'Acct Currency', 'Customer Name']) expect(WHOLE_LABEL.test(label), label).toBe(true);
    // "Period" under "Statement" is the label's second line, never a label of its own.
    for (const label of ['Period', 'Number', 'Branch Address']) expect(WHOLE_LABEL.test(label), label).toBe(false);
  });
});
