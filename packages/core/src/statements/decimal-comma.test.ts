import { describe, expect, it } from 'vitest';
import { withDecimalPoints } from './decimal-comma.ts';

describe('withDecimalPoints', () => {
  it("writes a European locale's figures the usual way, dates and words untouched", () => {
    const grid = [
      ['Trans Date', 'Narration', 'Debit', 'Credit', 'Balance'],
      ['', 'Opening Balance', '', '', '255.912,25'],
      ['02.10.2025', 'Transfer to Musa Fashola', '5.680,00', '', '250.232,25'],
      ['08.10.2025', 'Airtime Recharge GLO', '100,00', '', '250 132,25'],
      ['10.10.2025', 'Transfer from Zainab', '', '1.231.455,50', '1.481.587,75'],
    ];
    expect(withDecimalPoints(grid).slice(1)).toEqual([
      ['', 'Opening Balance', '', '', '255,912.25'],
      ['02.10.2025', 'Transfer to Musa Fashola', '5,680.00', '', '250,232.25'],
      ['08.10.2025', 'Airtime Recharge GLO', '100.00', '', '250,132.25'],
      ['10.10.2025', 'Transfer from Zainab', '', '1,231,455.50', '1,481,587.75'],
    ]);
  });
  it('leaves a sheet written the usual way as it is, whatever a cell or two looks like', () => {
    const grid = [
      ['01/10/2025', 'POS 12,50', '1,250.00', '', '10,000.00'],
      ['02/10/2025', 'ATM', '500.00', '', '9,500.00'],
      ['03/10/2025', 'Levy', '50,00', '', '9,450.00'],
    ];
    expect(withDecimalPoints(grid)).toEqual(grid);
  });
});
