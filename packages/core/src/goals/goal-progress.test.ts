import { describe, expect, it } from 'vitest';
import type { Transaction } from '../contract.ts';
import { categorySpendByMonth, contributionsFromTransactions, goalProgress, monthsUntil, suggestEmergencyFund, type GoalDefinition } from './goal-progress.ts';
import { describeReminder, isReminderDue, isValidReminder, isoWeekday, nextReminderDate } from './reminders.ts';

const tx = (date: string, amount: number, category: Transaction['category'], extra: Partial<Transaction> = {}): Transaction => ({
  date,
  description: 'x',
  amount,
  balance: null,
  category,
  loanRepayment: false,
  lender: null,
  ...extra,
});

const saveUp: GoalDefinition = {
  kind: 'save_up',
  targetAmount: 120_000_00,
  targetDate: '2026-12-31',
  startDate: '2026-01-01',
  category: null,
  lender: null,
  paused: false,
  completed: false,
};

describe('goal progress', () => {
  it('counts savings transfers from the start date on, plus manual contributions', () => {
    const txs = [tx('2025-12-30', -5_000_00, 'savings_investment'), tx('2026-01-05', -10_000_00, 'savings_investment'), tx('2026-02-05', -20_000_00, 'food_groceries')];
    expect(contributionsFromTransactions(saveUp, txs)).toBe(10_000_00);
    // Money moved to the person's own wallet is booked as savings by the categoriser but is not saved for a goal.
    const toOwnWallet = tx('2026-01-06', -60_000_00, 'savings_investment', { description: 'TRF TO ADAEZE NGOZI OKAFOR OPAY 8031234567' });
    const piggyVest = tx('2026-01-07', -40_000_00, 'savings_investment', { description: 'PIGGYVEST SAVINGS TOP UP' });
    expect(contributionsFromTransactions(saveUp, [toOwnWallet, piggyVest], ['Adaeze Ngozi Okafor'])).toBe(40_000_00);
    expect(contributionsFromTransactions(saveUp, [toOwnWallet, piggyVest])).toBe(100_000_00);
    const p = goalProgress(saveUp, { contributions: 50_000_00, fromAnalyses: 10_000_00 }, '2026-07-01');
    expect(p.current).toBe(60_000_00);
    expect(p.remaining).toBe(60_000_00);
    expect(p.percent).toBe(50);
    // 183 days to 31 Dec → 7 months (ceil of 6.01) → ceil(60,000 / 7) naira in kobo
    expect(p.monthsLeft).toBe(7);
    expect(p.monthlyNeeded).toBe(Math.ceil(60_000_00 / 7));
    expect(p.status).toBe('on_track');
  });

  it('is ahead when well above the straight line, at risk when well below or past the date', () => {
    expect(goalProgress(saveUp, { contributions: 100_000_00, fromAnalyses: 0 }, '2026-07-01').status).toBe('ahead');
    expect(goalProgress(saveUp, { contributions: 10_000_00, fromAnalyses: 0 }, '2026-07-01').status).toBe('at_risk');
    const late = goalProgress(saveUp, { contributions: 10_000_00, fromAnalyses: 0 }, '2027-01-02');
    expect(late.status).toBe('at_risk');
    expect(late.monthlyNeeded).toBe(110_000_00);
    expect(goalProgress(saveUp, { contributions: 130_000_00, fromAnalyses: 0 }, '2026-07-01').status).toBe('completed');
    expect(goalProgress({ ...saveUp, paused: true }, { contributions: 0, fromAnalyses: 0 }, '2026-07-01').status).toBe('paused');
  });

  it('counts only repayments to the goal lender for a loan goal', () => {
    const loan = { ...saveUp, kind: 'pay_off_loan' as const, lender: 'Carbon' };
    const txs = [tx('2026-02-01', -15_000_00, 'loan_repayment', { loanRepayment: true, lender: 'carbon' }), tx('2026-02-02', -9_000_00, 'loan_repayment', { loanRepayment: true, lender: 'FairMoney' })];
    expect(contributionsFromTransactions(loan, txs)).toBe(15_000_00);
  });

  it('judges a spend-less goal on the latest analysed month against its cap', () => {
    const goal = { ...saveUp, kind: 'spend_less' as const, category: 'betting' as const, targetAmount: 10_000_00, targetDate: null };
    const spend = categorySpendByMonth('betting', [tx('2026-01-03', -30_000_00, 'betting'), tx('2026-02-03', -7_000_00, 'betting'), tx('2026-02-09', -2_000_00, 'betting'), tx('2026-02-09', -50_000_00, 'food_groceries')]);
    const p = goalProgress(goal, { contributions: 0, fromAnalyses: 0, spendByMonth: spend }, '2026-03-01');
    expect(p.month).toBe('2026-02');
    expect(p.current).toBe(9_000_00);
    expect(p.status).toBe('on_track');
    spend.set('2026-03', 12_000_00);
    expect(goalProgress(goal, { contributions: 0, fromAnalyses: 0, spendByMonth: spend }, '2026-03-20').status).toBe('at_risk');
  });

  it('suggests 3 to 6 months of expenses for an emergency fund, and counts months to a date', () => {
    expect(suggestEmergencyFund(150_000_00)).toEqual({ min: 450_000_00, max: 900_000_00 });
    expect(monthsUntil('2026-01-01', '2026-01-02')).toBe(1);
    expect(monthsUntil('2026-01-02', '2026-01-01')).toBe(0);
  });
});

describe('reminders', () => {
  it('is due on its weekday or day of month, once per day', () => {
    expect(isoWeekday('2026-11-23')).toBe(1); // a Monday
    expect(isReminderDue({ frequency: 'weekly', day: 1 }, '2026-11-23', null)).toBe(true);
    expect(isReminderDue({ frequency: 'weekly', day: 1 }, '2026-11-23', '2026-11-23')).toBe(false);
    expect(isReminderDue({ frequency: 'weekly', day: 2 }, '2026-11-23', null)).toBe(false);
    expect(isReminderDue({ frequency: 'monthly', day: 23 }, '2026-11-23', '2026-10-23')).toBe(true);
    expect(isValidReminder({ frequency: 'monthly', day: 29 })).toBe(false);
    expect(isValidReminder({ frequency: 'weekly', day: 0 })).toBe(false);
    expect(describeReminder({ frequency: 'monthly', day: 2 })).toBe('Monthly on the 2nd');
  });
});

describe('next reminder date', () => {
  it('is today before the 08:00 Lagos run, else the next due day; weekly within 7 days, monthly across month ends', () => {
    // 2026-11-25 is a Wednesday (ISO 3).
    expect(nextReminderDate({ frequency: 'weekly', day: 3 }, '2026-11-25', 7, false)).toBe('2026-11-25');
    expect(nextReminderDate({ frequency: 'weekly', day: 3 }, '2026-11-25', 8, false)).toBe('2026-12-02');
    expect(nextReminderDate({ frequency: 'weekly', day: 3 }, '2026-11-25', 6, true)).toBe('2026-12-02');
    expect(nextReminderDate({ frequency: 'weekly', day: 1 }, '2026-11-25', 12, false)).toBe('2026-11-30');
    expect(nextReminderDate({ frequency: 'monthly', day: 5 }, '2026-11-25', 9, false)).toBe('2026-12-05');
    expect(nextReminderDate({ frequency: 'monthly', day: 28 }, '2026-12-29', 0, false)).toBe('2027-01-28');
    expect(nextReminderDate({ frequency: 'monthly', day: 25 }, '2026-11-25', 7, false)).toBe('2026-11-25');
    expect(nextReminderDate({ frequency: 'monthly', day: 28 }, '2027-02-28', 10, false)).toBe('2027-03-28');
  });
});
