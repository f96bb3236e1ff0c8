/**
 * A bank's own name before its channel word is only the channel (bank-channel-prefixes.ts). Every narration here was
 * written for these tests.
 */
import { describe, expect, it } from 'vitest';
import type { Persona } from '../contract.ts';
import { withoutBankChannelPrefix } from './bank-channel-prefixes.ts';
import { categoriseNarration } from './categorise.ts';

const cat = (d: string, amountKobo: number, persona: Persona = 'salaried') =>
  categoriseNarration(d, amountKobo, { persona }).category;

describe('withoutBankChannelPrefix', () => {
  it('drops a bank name standing before a card, cash or bill word', () => {
    expect(withoutBankChannelPrefix('LAPO POS SHOPRITE JOS')).toBe('POS SHOPRITE JOS');
    expect(withoutBankChannelPrefix('FairMoney Card Web NAIRABET.COM')).toBe('Card Web NAIRABET.COM');
    expect(withoutBankChannelPrefix('MoMo Bills EKEDC PREPAID 1234')).toBe('Bills EKEDC PREPAID 1234');
    expect(withoutBankChannelPrefix('MoMo Send ADA OBI Kuda for food')).toBe('Send to ADA OBI Kuda for food');
  });
  it('leaves the name elsewhere and before other words', () => {
    expect(withoutBankChannelPrefix('LAPO LOAN REPAYMENT')).toBe('LAPO LOAN REPAYMENT');
    expect(withoutBankChannelPrefix('TRF TO LAPO POS')).toBe('TRF TO LAPO POS');
    expect(withoutBankChannelPrefix('BOWEN TRF ADA OBI')).toBe('BOWEN TRF ADA OBI');
  });
});

describe('what follows the bank name decides', () => {
  it('reads a microfinance bank’s card and ATM lines as the purchase or the cash, not a repayment', () => {
    const food = categoriseNarration('LAPO POS SHOPRITE JOS', -1_500_000, { persona: 'business' });
    expect(food.category).toBe('food_groceries');
    expect(food.loanRepayment).toBe(false);
    expect(cat('BAOBAB ATM ZENITH KANO 2', -2_000_000, 'business')).toBe('cash_withdrawal');
    expect(cat('ACCION POS MEDPLUS PHARMACY', -800_000, 'pos-agent')).toBe('health');
    expect(cat('FairMoney Card Web NAIRABET.COM', -300_000, 'gig-worker')).toBe('betting');
    expect(cat('FairMoney Card TOTAL FILLING STATION', -1_000_000, 'gig-worker')).toBe('transport');
  });
  it('reads a university-named bank’s card line as the shop', () => {
    expect(cat('BOWEN POS CHICKEN REPUBLIC', -400_000, 'student')).toBe('food_groceries');
  });
  it('reads MoMo PSB’s pay, bill and airtime lines as what was paid, and its sends as transfers', () => {
    expect(cat('MoMo Pay SPAR', -900_000, 'gig-worker')).toBe('food_groceries');
    expect(cat('MoMo Bills EKEDC PREPAID 12345678901', -500_000, 'gig-worker')).toBe('utilities');
    expect(cat('MoMo Airtime MTN 08031234567', -100_000, 'gig-worker')).toBe('airtime_data');
    expect(cat('MoMo Send ADA OBI Kuda', -500_000, 'gig-worker')).toBe('transfers_out');
  });
  it('still reads the lender paid as the loan', () => {
    expect(categoriseNarration('LAPO LOAN REPAYMENT', -2_000_000, { persona: 'business' }).loanRepayment).toBe(true);
  });
});
