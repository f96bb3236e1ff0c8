/**
 * Narration forms and memo classes of issue #14: transfer lines led by a USSD code or a bank app, the holder printed as
 * the sender of a debit, a POS agent's customer deposits, purpose memos by class and memos that name no purpose. Every
 * narration here was written for these tests; none comes from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import type { Persona } from '../contract.ts';
import { categoriseNarration } from './categorise.ts';

const cat = (d: string, amountKobo: number, persona?: Persona, accountName?: string): string =>
  categoriseNarration(d, amountKobo, { ...(persona ? { persona } : {}), ...(accountName ? { accountName } : {}) })
    .category;

describe('transfer lines led by a USSD code, a bank app or a bank', () => {
  it('read the person named after the lead as the payee', () => {
    expect(cat('*894*/CHIDI OKONKWO/ok', -1_000_000, 'salaried')).toBe('transfers_out');
    expect(cat('ACCESSMORE/FUNMI BALOGUN/thank you', -500_000, 'student')).toBe('transfers_out');
    expect(cat('KUDA/EMEKA NWOSU/done', -750_000, 'civil-servant')).toBe('transfers_out');
    expect(cat('STERLING/OPAY/AMINA BELLO/as agreed', -300_000, 'retiree')).toBe('transfers_out');
  });
  it('leave a business after the lead to the other rules', () => {
    expect(cat('*894*/ZENITH ELECTRONICS/ok', -1_000_000, 'salaried')).not.toBe('transfers_out');
  });
});

describe('the holder as the sender of a debit is not own money', () => {
  it('a payee before "FRM <holder>" is the person paid', () => {
    const holder = 'BOLA ADEKUNLE SANNI';
    expect(cat('TRF/KEMI OJO/gift/FRM BOLA ADEKUNLE SANNI', -2_000_000, 'salaried', holder)).toBe('transfers_out');
    expect(cat('TRF TO MUSA IDRIS FRM BOLA ADEKUNLE SANNI urgent', -900_000, 'salaried', holder)).toBe('transfers_out');
  });
  it('the holder as payee is still own money', () => {
    expect(cat('TRF/BOLA SANNI/FRM BOLA ADEKUNLE SANNI', -2_000_000, 'salaried', 'BOLA ADEKUNLE SANNI')).toBe(
      'savings_investment',
    );
  });
  it('a namesake paid with a memo written to someone else is a person', () => {
    expect(cat('NIP/UBA/SANNI BOLA/congrats', -1_500_000, 'diaspora', 'BOLA ADEKUNLE SANNI')).toBe('transfers_out');
  });
});

describe('a POS agent’s transfer for a customer’s cash deposit (convention 7)', () => {
  it('is the agent’s business', () => {
    expect(cat('NIP CR/TUNDE BAKARE/deposit/55120331', -4_500_000, 'pos-agent')).toBe('business_expense');
    expect(cat('*966*/HALIMA GARBA/deposit', -1_200_000, 'pos-agent')).toBe('business_expense');
  });
  it('stays a transfer for anyone else, and a rent deposit stays the agent’s own', () => {
    expect(cat('NIP CR/TUNDE BAKARE/deposit/55120331', -4_500_000, 'salaried')).not.toBe('business_expense');
    expect(cat('NIP CR/TUNDE BAKARE/rent deposit', -4_500_000, 'pos-agent')).not.toBe('business_expense');
  });
  it('a trader’s delivery paid to a person is a business cost', () => {
    expect(cat('Transfer to Sola Ajayi | Opay | delivery to yaba', -250_000, 'sme')).toBe('business_expense');
  });
});

describe('purpose memos by class', () => {
  it('read the purpose on a transfer to a person', () => {
    expect(cat('TRF TO CHINEDU EZE/OPAY/battery', -6_000_000, 'salaried')).toBe('transport');
    expect(cat('NIP/GTB/NGOZI ADAMU/medical checkup', -1_500_000, 'student')).toBe('health');
    expect(cat('Transfer to Bisi Ola | scan', -2_000_000, 'civil-servant')).toBe('health');
    expect(cat('TRANSFER TO FEMI ODU/groundnut and palm oil', -900_000, 'retiree')).toBe('food_groceries');
    expect(cat('TRANSFER TO FEMI ODU/oil', -900_000, 'retiree')).toBe('food_groceries');
    expect(cat('NIP TRF TO AISHA SULE-senator material', -3_000_000, 'salaried')).toBe('shopping');
    expect(cat('Transfer to Ifeoma Ike | native', -3_000_000, 'salaried')).toBe('shopping');
    expect(cat('Sent to Grace Udo | hair', -1_500_000, 'student')).toBe('other_expense');
    expect(cat('Transfer to Musa Ali - fine', -500_000, 'civil-servant')).toBe('other_expense');
    expect(cat('FIP:MB:PASTOR DAVID OKON/pledge', -2_000_000, 'civil-servant')).toBe('giving');
  });
  it('engine oil is the car’s, and a station’s "oil" is not read as cooking oil', () => {
    expect(cat('TRANSFER TO FEMI ODU/engine oil', -900_000, 'retiree')).toBe('transport');
    expect(cat('POS PURCHASE @ SUNRISE OIL IBADAN', -1_500_000, 'retiree')).not.toBe('food_groceries');
  });
  it('help memos still send help', () => {
    expect(cat('Transfer to Bisi Ola | mummy drugs', -2_000_000, 'salaried')).toBe('transfers_out');
  });
});

describe('memos that name no purpose (convention 10)', () => {
  it('a person’s "settle" or "urgent" credit is money received where the account does not sell', () => {
    expect(cat('TRANSFER FROM: KUNLE ADEBAYO - settle', 3_000_000, 'salaried')).toBe('transfer_in');
    expect(cat('INWARD TRF ADA EZE urgent', 3_000_000, 'self-employed')).toBe('transfer_in');
    expect(cat('NIP IN/KUNLE ADEBAYO/happy sunday', 3_000_000, 'sme')).toBe('transfer_in');
  });
  it('a credit naming the work is a sale', () => {
    expect(cat('NIP FRM TOBI ALAO/video editing', 8_000_000, 'self-employed')).toBe('business_income');
    expect(cat('INWARD TRF KUNLE ADEBAYO logistics fee', 3_000_000, 'self-employed')).toBe('business_income');
  });
});

describe('pay and awards that payout words would take', () => {
  it('arrears and a leave grant from an employer are salary', () => {
    expect(cat('OGUN STATE GOVT ARREARS MAR 2025', 15_000_000, 'civil-servant')).toBe('salary');
    expect(cat('REMITA/OYSG LEAVE GRANT', 9_000_000, 'civil-servant')).toBe('salary');
    expect(cat('RENT ARREARS FROM TENANT', 9_000_000, 'retiree')).not.toBe('salary');
  });
  it('a damages settlement or referral earnings are other income, not a business payout', () => {
    expect(cat('DAMAGES SETTLEMENT 4471', 5_000_000, 'salaried')).toBe('other_income');
    expect(cat('REFERRAL EARNINGS', 200_000, 'student')).toBe('other_income');
  });
});

describe('giving memos outrank a church read as a government body', () => {
  it('a seed to a CAC assembly or a pledge is giving', () => {
    expect(cat('*737*/CAC GOODNEWS ASSEMBLY/seed', -1_000_000, 'salaried')).toBe('giving');
    expect(cat('TRANSFER TO EMEKA OBI/my vow', -1_000_000, 'salaried')).toBe('giving');
    expect(cat('NIP/OPAY/FARM INPUTS LTD/maize seed', -1_000_000, 'salaried')).not.toBe('giving');
  });
  it('the holder named with a memo written to someone else is a person, not own money', () => {
    expect(cat('GTWORLD TRF-BOLA SANNI/Sharp Sharp', -300_000, 'sme', 'BOLA ADEKUNLE SANNI')).toBe('transfers_out');
  });
});
