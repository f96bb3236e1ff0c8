import { describe, expect, it } from 'vitest';
import type { Category, Transaction } from '../contract.ts';
import { coreFigures } from './arithmetic.ts';
import { asksToPassOn } from './passed-on.ts';
import { markReturns, moneyReturned } from './returned-money.ts';

const tx = (date: string, description: string, naira: number, category: Category): Transaction => ({
  date,
  description,
  amount: Math.round(naira * 100),
  balance: null,
  category,
  loanRepayment: false,
  lender: null,
});
const SALARY = tx('2025-09-01', 'LEMFI/OGUNBIYI TUNDE/UPKEEP SEPT', 300_000, 'transfer_in');

describe('money passed on', () => {
  it('a credit asking to be sent on, and the payment that sent it: neither income nor spending', () => {
    const rows = [
      SALARY,
      tx('2025-09-04', 'NIP FRM OGUNBIYI TUNDE/PLS SEND TO MAMA IBADAN FOR HER DRUGS', 50_000, 'transfer_in'),
      tx('2025-09-04', 'GTWORLD TRF TO MAMA IBADAN ADEBAYO FOLAKE', -50_000, 'transfers_out'),
      tx('2025-09-05', 'POS PURCHASE SHOPRITE IKEJA', -20_000, 'food_groceries'),
    ];
    const links = markReturns(rows);
    expect(links).toEqual([{ from: 2, to: 1, amount: 5_000_000, fees: [], passedOn: true }]);
    expect(rows[1]).toMatchObject({ returned: 5_000_000, passedOn: true });
    expect(rows[2]).toMatchObject({ returnOf: 1, passedOn: true });
    const f = coreFigures(rows, '2025-09-01', '2025-09-30');
    expect(f.totalIncome).toBe(30_000_000);
    expect(f.totalExpenses).toBe(2_000_000);
    expect(moneyReturned(rows, links)).toEqual({
      spendingReturned: 0,
      incomeReturned: 0,
      incomePassedOn: 5_000_000,
      links: [{ from: 2, to: 1, amount: 5_000_000, passedOn: true }],
    });
  });

  it('a payment of less that names whom the request names passes on that much; the rest stays income', () => {
    const rows = [
      tx('2025-09-10', 'TRF FROM SEGUN OGUNBIYI FOR MUMMY HOSPITAL PLS TRANSFER TO ST LUKES', 100_000, 'transfer_in'),
      tx('2025-09-11', 'TRF TO ST LUKES HOSPITAL OYO', -80_000, 'health'),
    ];
    markReturns(rows);
    const f = coreFigures(rows, '2025-09-01', '2025-09-30');
    expect(f.totalIncome).toBe(2_000_000);
    expect(f.totalExpenses).toBe(0);
  });

  it('money for the person’s own needs, a request never met and a payment before the request are left as they are', () => {
    const rows = [
      tx('2025-09-02', 'TRF TO GREENFIELD SCHOOL FEES', -150_000, 'education'),
      tx('2025-09-03', 'NIP FRM OGUNBIYI TUNDE/FOR THE CHILDREN SCHOOL FEES', 150_000, 'transfer_in'),
      tx('2025-09-03', 'NIP FRM OGUNBIYI TUNDE/PLS PAY YOUR RENT', 400_000, 'transfer_in'),
      tx('2025-09-04', 'TRF TO ALH MUSA LANDLORD RENT', -400_000, 'rent_housing'),
      tx('2025-09-05', 'NIP FRM ADA EZE/PLS SEND TO MY MUM', 30_000, 'transfer_in'),
      tx('2025-09-20', 'TRF TO ADA EZE MUM', -30_000, 'transfers_out'),
      tx('2025-09-21', 'NIP FRM BAYO/KINDLY PAY CHIOMA', 25_000, 'transfer_in'),
      tx('2025-09-22', 'POS PURCHASE SPAR LEKKI', -12_000, 'food_groceries'),
    ];
    expect(markReturns(rows)).toEqual([]);
    expect(coreFigures(rows, '2025-09-01', '2025-09-30').totalIncome).toBe(60_500_000);
  });

  it('reads the request in the words people use, and not in a memo about the person’s own money', () => {
    for (const d of [
      'PLS SEND TO MAMA IBADAN FOR HER DRUGS',
      'KINDLY TRANSFER TO MY LAWYER',
      'ABEG HELP ME PAY THE CARPENTER',
      'FOR ONWARD TRANSFER TO UNCLE',
      'MONEY TO BE PASSED ON TO AUNTY NGOZI',
      'please give mama 20k',
    ])
      expect(asksToPassOn(d), d).toBe(true);
    for (const d of [
      'PLS PAY YOUR RENT',
      'PLEASE PAY BACK BY FRIDAY',
      'FOR THE CHILDREN SCHOOL FEES',
      'PAYSTACK PAYOUT',
      'SEND OFF GIFT',
    ])
      expect(asksToPassOn(d), d).toBe(false);
  });
});
