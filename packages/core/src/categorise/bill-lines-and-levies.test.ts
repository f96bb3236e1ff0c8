/**
 * Bill and bank lines whose shape says what they are (bill-lines-and-levies.ts). Every narration here was written for
 * these tests.
 */
import { describe, expect, it } from 'vitest';
import type { Persona } from '../contract.ts';
import { categoriseNarration } from './categorise.ts';

const cat = (d: string, amountKobo: number, persona: Persona = 'salaried'): string => categoriseNarration(d, amountKobo, { persona }).category;

describe('POS cash-out lines', () => {
  it('reads POSWD, POS cash and Card cash lines as cash, whatever the agent is called', () => {
    expect(cat('POSWD|IYA BOSE POS|2044QWER', -1_000_000)).toBe('cash_withdrawal');
    expect(cat('POSWD|FIRST AGENT|2070ZXCV', -500_000)).toBe('cash_withdrawal');
    expect(cat('POS Cash: SANEF AGENT: 2101ABCD', -2_000_000)).toBe('cash_withdrawal');
    expect(cat('POS-CASH-ZENITH AGENT-2057PLMK', -2_000_000)).toBe('cash_withdrawal');
    expect(cat('Card cash MAMA BISI POS', -1_500_000)).toBe('cash_withdrawal');
  });
  it("leaves the agent's fee a charge", () => {
    expect(cat('POSWD FEE|IYA BOSE POS', -10_000)).not.toBe('cash_withdrawal');
  });
});

describe('maintenance months', () => {
  it('reads a maintenance line that names only its month as a bank charge', () => {
    expect(cat('MAINT|OCT24', -5_000)).toBe('bank_charges');
    expect(cat('A/C MAINT NOV-2024', -5_000)).toBe('bank_charges');
    expect(cat('MAINTENANCE: DEC 2024', -5_000)).toBe('bank_charges');
  });
});

describe("a state's water and waste boards on a bill line", () => {
  it('reads them as utilities', () => {
    expect(cat('BILLS-ONDO WATER-4455667788', -400_000)).toBe('utilities');
    expect(cat('BILL|KWARA ENV|556677', -300_000)).toBe('utilities');
    expect(cat('BILL PAYMENT CROSS RIVER WATER 112233445566', -500_000)).toBe('utilities');
    expect(cat('BILLS-OGSWMB-7788990011', -300_000)).toBe('utilities');
    expect(cat('UMOBILE BILLS PAY ONDO ENV 5566778899', -300_000)).toBe('utilities');
  });
});

describe('government levies paid as bills', () => {
  it('reads daily, park, transport and market levies, LG tickets and permits as Tax & Government', () => {
    expect(cat('BILLPAY/OYO DAILY LEVY/1234567', -100_000, 'gig-worker')).toBe('tax_government');
    expect(cat('BILLPAY/KANO TRANSPORT LEVY/7654321', -100_000, 'gig-worker')).toBe('tax_government');
    expect(cat('737 BILL PAYMENT OJA OBA MKT LEVY 1122334455', -50_000, 'sme')).toBe('tax_government');
    expect(cat('BILLS LG POS PERMIT 4455667788', -1_500_000, 'pos-agent')).toBe('tax_government');
    expect(cat('BILLPAY/EGBEDA LG TICKET/998877', -50_000, 'gig-worker')).toBe('tax_government');
    expect(cat('BILLPAY/KWARA PARKS MGT SYSTEM/123456', -50_000, 'gig-worker')).toBe('tax_government');
  });
  it("leaves the bank's own levies to charges", () => {
    expect(cat('ELECTRONIC MONEY TRF LEVY NOV24', -5_000)).toBe('bank_charges');
  });
});

describe('feast greetings to a person', () => {
  it('reads them as a gift, and the same words to a mosque as giving', () => {
    expect(cat('TRF/HALIMA BAKO/RAMADAN KAREEM', -2_000_000)).toBe('transfers_out');
    expect(cat('NIP/ZENITH/MUSA DANJUMA/EID MUBARAK', -1_000_000)).toBe('transfers_out');
    expect(cat('TRF/HALIMA BAKO/RAMADAN KA', -2_000_000)).toBe('transfers_out');
    expect(cat('TRF/CENTRAL MOSQUE ILORIN/RAMADAN KAREEM', -2_000_000)).toBe('giving');
  });
});
