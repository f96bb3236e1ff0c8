import { describe, expect, it } from 'vitest';
import type { Category, Transaction } from '../contract.ts';
import { coreFigures } from './arithmetic.ts';
import { findReturns, markReturns } from './returned-money.ts';

const tx = (date: string, description: string, naira: number, category: Category, loan = false): Transaction => ({
  date,
  description,
  amount: Math.round(naira * 100),
  balance: null,
  category,
  loanRepayment: loan,
  lender: null,
});

describe('money that came back', () => {
  it('a failed transfer and its reversal are neither spending nor income', () => {
    const rows = [
      tx('2026-03-02', 'SALARY MARCH ACME LTD', 300_000, 'salary'),
      tx('2026-03-05', 'NIP TRF TO CHIDI OKAFOR/GTB/2603051200', -50_000, 'transfers_out'),
      tx('2026-03-06', 'REVERSAL: NIP TRF TO CHIDI OKAFOR FAILED', 50_000, 'refund_reversal'),
      tx('2026-03-07', 'POS PURCHASE SHOPRITE IKEJA', -20_000, 'shopping'),
    ];
    expect(findReturns(rows)).toEqual([{ from: 2, to: 1, amount: 5_000_000, fees: [] }]);
    markReturns(rows);
    expect(rows[1]!.returned).toBe(5_000_000);
    expect(rows[2]!.returnOf).toBe(1);
    const f = coreFigures(rows, '2026-03-01', '2026-03-31');
    expect(f.totalExpenses).toBe(2_000_000);
    expect(f.totalIncome).toBe(30_000_000);
    expect(f.categories.map((c) => c.category)).toEqual(['shopping']);
  });

  it('a reversal that returns the transfer and its charges takes the charges out of spending too', () => {
    const rows = [
      tx('2026-04-10', 'TRF TO AMAKA EZE FIRSTBANK', -25_000, 'transfers_out'),
      tx('2026-04-10', 'NIP CHARGE', -25, 'bank_charges'),
      tx('2026-04-10', 'VAT ON NIP CHARGE', -1.88, 'bank_charges'),
      tx('2026-04-10', 'SMS ALERT CHARGE', -4, 'bank_charges'),
      tx('2026-04-11', 'RVSL TRF TO AMAKA EZE', 25_026.88, 'refund_reversal'),
    ];
    const [link] = findReturns(rows);
    expect(link).toEqual({
      from: 4,
      to: 0,
      amount: 2_500_000,
      fees: [
        { index: 1, amount: 2_500 },
        { index: 2, amount: 188 },
      ],
    });
    markReturns(rows);
    expect(coreFigures(rows, '2026-04-01', '2026-04-30').totalExpenses).toBe(400);
  });

  it('a refund of part of a purchase leaves the rest as spending, and only where both rows name the same thing', () => {
    const rows = [
      tx('2026-05-01', 'WEB PURCHASE JUMIA NIGERIA ORDER 882130', -80_000, 'shopping'),
      tx('2026-05-02', 'POS PURCHASE MARKET SQUARE', -30_000, 'shopping'),
      tx('2026-05-03', 'TRF TO MUSA BELLO KEYSTONE TRANSPORT', -7_500, 'transfers_out'),
      tx('2026-05-20', 'REFUND JUMIA RETURNED ITEM ORDER 882130', 15_000, 'refund_reversal'),
      tx('2026-05-21', 'REFUND CUSTOMER CARE', 5_000, 'refund_reversal'),
      // A first name two people share does not make a partial refund of a transfer to one of them.
      tx('2026-05-22', 'NIP CR MUSA ALABI GTBANK REFUND', 5_000, 'refund_reversal'),
    ];
    markReturns(rows);
    expect(rows[0]!.returned).toBe(1_500_000);
    expect(rows[1]!.returned).toBeUndefined();
    expect(rows[2]!.returned).toBeUndefined();
    expect(rows[4]!.returnOf).toBeUndefined();
    expect(coreFigures(rows, '2026-05-01', '2026-05-31').totalExpenses).toBe(10_250_000);
  });

  it('a refund of another order of the same shop is not this order’s', () => {
    const rows = [
      tx('2026-03-03', 'CARD PURCHASE JUMIA ONLINE LAGOS ORD074117096', -54_990, 'shopping'),
      tx('2026-03-04', 'REFUND JUMIA ONLINE LAGOS RETURNED ITEM ORD047801192', 22_500, 'refund_reversal'),
    ];
    expect(findReturns(rows)).toEqual([]);
  });

  it('a refund of a duplicate returns the second of the two, a retried transfer’s reversal the first', () => {
    const dup = [
      tx('2026-04-22', 'POS PURCHASE HUBMART IKOYI', -9_800, 'food_groceries'),
      tx('2026-04-22', 'POS PURCHASE HUBMART IKOYI', -9_800, 'food_groceries'),
      tx('2026-04-24', 'POS DUPLICATE DEBIT REFUND HUBMART IKOYI', 9_800, 'refund_reversal'),
    ];
    expect(findReturns(dup).map((l) => l.to)).toEqual([1]);
    const retried = [
      tx('2026-10-20', 'TRANSFER TO ZAINAB IBRAHIM ACCESS BANK', -35_000, 'transfers_out'),
      tx('2026-10-20', 'TRANSFER TO ZAINAB IBRAHIM ACCESS BANK', -35_000, 'transfers_out'),
      tx('2026-10-20', 'REFUND FOR FAILED TRANSFER PP2510200975858137', 35_000, 'refund_reversal'),
    ];
    expect(findReturns(retried).map((l) => l.to)).toEqual([0]);
  });

  it('a returned charge is the one taken for a payment that came back, or the one of the day it names', () => {
    const rows = [
      tx('2026-05-10', 'NIP TRF TO EMEKA OBI SCHOOL FEES', -65_000, 'transfers_out'),
      tx('2026-05-10', 'NIP CHARGE INCL VAT', -53.75, 'bank_charges'),
      tx('2026-05-12', 'NIP TRF TO ADA EZE', -20_000, 'transfers_out'),
      tx('2026-05-12', 'NIP CHARGE INCL VAT', -53.75, 'bank_charges'),
      tx('2026-05-13', 'RVS: NIP TRF TO EMEKA OBI SCHOOL FEES', 65_000, 'refund_reversal'),
      tx('2026-05-13', 'RVS: NIP CHARGE INCL VAT', 53.75, 'refund_reversal'),
      tx('2026-06-11', 'STAMP DUTY CHARGE', -50, 'bank_charges'),
      tx('2026-06-11', 'STAMP DUTY CHARGE', -50, 'bank_charges'),
      tx('2026-06-12', 'STAMP DUTY CHARGE', -50, 'bank_charges'),
      tx('2026-06-13', 'STAMP DUTY REVERSAL DOUBLE CHARGE 11 JUN 2026', 50, 'refund_reversal'),
    ];
    expect(findReturns(rows).map((l) => [l.from, l.to])).toEqual([
      [4, 0],
      [5, 1],
      [9, 7],
    ]);
  });

  it('a refund of something bought before the statement links to nothing and is still not income', () => {
    const rows = [
      tx('2026-06-03', 'CHARGEBACK CREDIT DISPUTE 44120 KONGA', 12_000, 'refund_reversal'),
      tx('2026-06-04', 'POS PURCHASE SPAR LEKKI', -12_000, 'shopping'),
    ];
    expect(findReturns(rows)).toEqual([]);
    markReturns(rows);
    const f = coreFigures(rows, '2026-06-01', '2026-06-30');
    expect(f.totalIncome).toBe(0);
    expect(f.totalExpenses).toBe(1_200_000);
  });

  it('among debits of the same amount, the one the reversal names wins over the nearer one', () => {
    const rows = [
      tx('2026-07-01', 'NIP TRF TO BOLA ADEYEMI UBA', -10_000, 'transfers_out'),
      tx('2026-07-03', 'AIRTIME MTN 08031234567', -10_000, 'airtime_data'),
      tx('2026-07-04', 'REV NIP TRF TO BOLA ADEYEMI', 10_000, 'refund_reversal'),
      tx('2026-07-09', 'POS PURCHASE CHICKEN REPUBLIC', -10_000, 'food_groceries'),
      tx('2026-07-10', 'POS REVERSAL', 10_000, 'refund_reversal'),
    ];
    markReturns(rows);
    expect(rows[2]!.returnOf).toBe(0);
    // Named nothing: the nearest earlier debit of the amount.
    expect(rows[4]!.returnOf).toBe(3);
    expect(rows[1]!.returned).toBeUndefined();
  });

  it('a credit sent in error and taken back is not income, and the debit that took it is not spending', () => {
    const rows = [
      tx('2026-08-02', 'NIP FRM TUNDE BAKARE/ZENITH', 70_000, 'transfer_in'),
      tx('2026-08-03', 'REVERSAL OF WRONG CREDIT NIP FRM TUNDE BAKARE', -70_000, 'transfers_out'),
      tx('2026-08-04', 'TRF FROM NGOZI ALU', 20_000, 'transfer_in'),
    ];
    markReturns(rows);
    expect(rows[1]!.returnOf).toBe(0);
    const f = coreFigures(rows, '2026-08-01', '2026-08-31');
    expect(f.totalIncome).toBe(2_000_000);
    expect(f.totalExpenses).toBe(0);
  });

  it('a trader’s "refund" debit returns a sale only when it names the same customer', () => {
    const rows = [
      tx('2026-09-01', 'TRF FROM KEMI ALADE FOR BAGS', 40_000, 'business_income'),
      tx('2026-09-02', 'TRF FROM YUSUF BELLO FOR SHOES', 40_000, 'business_income'),
      tx('2026-09-05', 'REFUND TO YUSUF BELLO', -40_000, 'transfers_out'),
      tx('2026-09-06', 'REFUND TO CUSTOMER', -40_000, 'transfers_out'),
    ];
    markReturns(rows);
    expect(rows[2]!.returnOf).toBe(1);
    expect(rows[3]!.returnOf).toBeUndefined();
  });

  it('charges the bank returns in one credit are spread over the latest charges of the kind and month it names', () => {
    const rows = [
      tx('2026-10-01', 'SMS ALERT CHARGES SEP', -150, 'bank_charges'),
      tx('2026-10-02', 'ACCOUNT MAINTENANCE FEE', -100, 'bank_charges'),
      tx('2026-10-03', 'SMS ALERT CHARGES OCT', -150, 'bank_charges'),
      tx('2026-10-20', 'REVERSAL OF EXCESS SMS CHARGES', 200, 'refund_reversal'),
      // No August charge is on this statement: nothing to take it from.
      tx('2026-10-21', 'REVERSAL OF EXCESS CHARGES AUG 2026 NIP FEES', 161.25, 'refund_reversal'),
    ];
    markReturns(rows);
    expect(rows[2]!.returned).toBe(15_000);
    expect(rows[0]!.returned).toBe(5_000);
    expect(rows[1]!.returned).toBeUndefined();
    expect(rows[4]!.returnOf).toBeUndefined();
    expect(coreFigures(rows, '2026-10-01', '2026-10-31').totalExpenses).toBe(20_000);
  });

  it('reads a newest-first statement in booking order', () => {
    const rows = [
      tx('2026-11-06', 'REVERSAL FAILED TRF TO IKE NNAMDI', 5_000, 'refund_reversal'),
      tx('2026-11-05', 'TRF TO IKE NNAMDI', -5_000, 'transfers_out'),
    ];
    markReturns(rows);
    expect(rows[0]!.returnOf).toBe(1);
  });

  it('a failed loan repayment taken and returned is not a repayment', () => {
    const rows = [
      tx('2026-02-01', 'SALARY FEB', 200_000, 'salary'),
      tx('2026-02-05', 'REMITA DD CARBON LOAN REPAYMENT', -30_000, 'loan_repayment', true),
      tx('2026-02-05', 'REV REMITA DD CARBON LOAN REPAYMENT', 30_000, 'refund_reversal'),
    ];
    markReturns(rows);
    const f = coreFigures(rows, '2026-02-01', '2026-02-28');
    expect(f.totalDebtRepayments).toBe(0);
    expect(f.dti).toBe(0);
  });

  it('clears links from an earlier run when a category changed since', () => {
    const rows = [
      tx('2026-03-05', 'TRF TO SOLA', -5_000, 'transfers_out'),
      tx('2026-03-06', 'REVERSAL TRF TO SOLA', 5_000, 'refund_reversal'),
    ];
    markReturns(rows);
    expect(rows[0]!.returned).toBe(500_000);
    rows[1]!.category = 'transfer_in';
    markReturns(rows);
    expect(rows[0]!.returned).toBeUndefined();
    expect(rows[1]!.returnOf).toBeUndefined();
  });

  it('a reversal more than 120 days after the debit links to nothing', () => {
    const rows = [
      tx('2026-01-02', 'TRF TO SOLA', -5_000, 'transfers_out'),
      tx('2026-06-06', 'REVERSAL TRF TO SOLA', 5_000, 'refund_reversal'),
    ];
    expect(findReturns(rows)).toEqual([]);
  });
});

describe('money that came back, on a long statement', () => {
  it('links a reversal thousands of rows after its transfer, and reads 200,000 rows of one amount in seconds, not minutes', () => {
    const rows: Transaction[] = [];
    const day = (n: number) =>
      new Date(Date.UTC(2026, 0, 1) + Math.floor(n / 2_000) * 86_400_000).toISOString().slice(0, 10);
    for (let n = 0; n < 200_000; n++) {
      if (n % 100 === 50) rows.push(tx(day(n), `REVERSAL POS ${100_000 + n - 40}`, 25, 'refund_reversal'));
      else rows.push(tx(day(n), `POS PURCHASE TERMINAL ${100_000 + n}`, -25, 'shopping'));
    }
    rows.push(tx('2026-01-02', 'NIP TRF TO ADA OBI', -123_456, 'transfers_out'));
    rows.push(tx('2026-01-20', 'REVERSAL NIP TRF TO ADA OBI', 123_456, 'refund_reversal'));
    const started = performance.now();
    const links = findReturns(rows);
    // About 1.4 s here on 2 cores; every row against every row took minutes.
    expect(performance.now() - started).toBeLessThan(10_000);
    expect(links.find((l) => l.from === 200_001)?.to).toBe(200_000);
    // Each reversal names its purchase's terminal number: the one 40 rows before it, among 2,000 of the same amount.
    expect(links.filter((l) => l.from !== 200_001).every((l) => l.to === l.from - 40)).toBe(true);
    expect(links).toHaveLength(2_001);
  });

  it("a friend's loan repaid is a repayment, not the loan's credit sent back", () => {
    const rows = [
      tx('2026-05-02', 'NIP FRM DAYO ADEKUNLE WEMA SOFT LOAN TILL SALARY', 40_000, 'loan_disbursement'),
      tx('2026-05-28', 'TRF TO DAYO ADEKUNLE WEMA REFUND OF LOAN', -40_000, 'loan_repayment', true),
    ];
    expect(findReturns(rows)).toEqual([]);
  });

  it("a lender's one name links a part refunded, to the latest of its payments", () => {
    const rows = [
      tx('2026-04-10', 'Card Payment PAYSTACK*QUICKCHECK REPAYMENT', -14_000, 'loan_repayment', true),
      tx('2026-04-24', 'Card Payment PAYSTACK*QUICKCHECK REPAYMENT', -14_500, 'loan_repayment', true),
      tx('2026-04-26', 'Refund from QUICKCHECK | Wema Bank overpayment', 1_250, 'refund_reversal'),
    ];
    expect(findReturns(rows)).toEqual([{ from: 2, to: 1, amount: 125_000, fees: [] }]);
    // A first name shared is not enough for a part: it may be two people.
    const people = [
      tx('2026-04-10', 'TRF TO MUSA BELLO', -14_000, 'transfers_out'),
      tx('2026-04-26', 'REFUND FROM MUSA IBRAHIM', 1_250, 'refund_reversal'),
    ];
    expect(findReturns(people)).toEqual([]);
  });

  it("a chargeback debited to a POS agent takes back the card withdrawal's credit", () => {
    const rows = [
      tx('2026-05-10', 'POS Transfer | Card Withdrawal - 2MPT9911 - 539983******4410', 20_000, 'business_income'),
      tx(
        '2026-05-24',
        'Card Withdrawal Chargeback - 2MPT9911 - 539983******4410 - customer dispute DSP55120',
        -20_000,
        'other_expense',
      ),
    ];
    expect(findReturns(rows)).toEqual([{ from: 1, to: 0, amount: 2_000_000, fees: [] }]);
  });
});
