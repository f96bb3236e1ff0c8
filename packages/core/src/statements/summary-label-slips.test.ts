import { describe, expect, it } from 'vitest';
import { repairSummaryLabelSlips } from './summary-label-slips.ts';

describe('repairSummaryLabelSlips', () => {
  it('reads a summary label a scan misread by one letter as the label', () => {
    expect(repairSummaryLabelSlips('Period: 01/07/2025 to 30/09/2025  Total Dehits  292,096.63')).toBe(
      'Period: 01/07/2025 to 30/09/2025  Total Debits  292,096.63',
    );
    expect(repairSummaryLabelSlips('CLOSINQ BALANCE 12,000.00')).toBe('CLOSING BALANCE 12,000.00');
    expect(repairSummaryLabelSlips('Total Credlts: 5,000.00')).toBe('Total Credits: 5,000.00');
  });

  it("leaves words that are the label already, or far from one, or not in a label's place", () => {
    expect(repairSummaryLabelSlips('Total Debits 1,000.00')).toBe('Total Debits 1,000.00');
    expect(repairSummaryLabelSlips('Total Amount 1,000.00')).toBe('Total Amount 1,000.00');
    expect(repairSummaryLabelSlips('TRANSFER TO DEHITS VENTURES')).toBe('TRANSFER TO DEHITS VENTURES');
  });
});
