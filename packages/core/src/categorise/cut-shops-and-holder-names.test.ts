/**
 * The narration classes of set T's first run that a word list decides: a pharmacy or a klinik as terminals cut them,
 * a market's cloth stall, a nail technician, school fees as "schl fees", zakka, and the holder's own name cut by the
 * line, and a lender named in a line whose only other word is CREDIT. Every narration here was written for these tests.
 */
import { describe, expect, it } from 'vitest';
import type { Persona } from '../contract.ts';
import { categoriseNarration } from './categorise.ts';

const cat = (d: string, amountKobo: number, persona: Persona = 'salaried', accountName?: string): string =>
  categoriseNarration(d, amountKobo, { persona, accountName }).category;

describe('shops cut by the terminal', () => {
  it('reads PHCY, a cut PHARMACY and a cut KLINIK or CLINIC as health', () => {
    expect(cat('POS PUR MERCY PHCY KANO', -450_000)).toBe('health');
    expect(cat('POS TXN 8JD2KQ0P ST LUKE PHARMAC', -450_000)).toBe('health');
    expect(cat('POS TXN 8JD2KQ0P UMMA KLINI', -450_000)).toBe('health');
  });
  it("reads a market's cloth stall as shopping, not food", () => {
    expect(cat('POS PUR ONITSHA MKT CLOTHS', -2_000_000)).toBe('shopping');
  });
});

describe('memos to a person', () => {
  it('reads a nail technician as a personal service', () => {
    expect(cat('TRANSFER TO KUNLE ADIGUN/NAIL TECH', -800_000)).toBe('other_expense');
  });
  it('reads "schl fees" as school fees and zakka as giving', () => {
    expect(cat('TRANSFER TO KUNLE ADIGUN/SCHL FEES', -8_000_000)).toBe('education');
    expect(cat('TRANSFER TO KUNLE ADIGUN/ZAKKA', -800_000)).toBe('giving');
    expect(cat('Transfer to Kunle Adigun - zakka', -800_000)).toBe('giving');
    expect(cat('MOBILE TRF TO ZAKKA ABUBAKAR', -800_000)).toBe('transfers_out');
  });
});

describe("the holder's name cut by the line", () => {
  it("reads the holder's first name and a cut surname as the holder", () => {
    expect(cat('MOBILE TRF TO HALIMA WAZIRI', -5_000_000, 'salaried', 'WAZIRIYA HALIMA BINTA')).toBe('savings_investment');
    expect(cat('MOBILE TRF FRM HALIMA WAZ', 5_000_000, 'salaried', 'WAZIRIYA HALIMA BINTA')).toBe('own_transfer');
  });
  it('leaves a person with one of the holder names and another name', () => {
    expect(cat('MOBILE TRF TO HALIMA OKON', -5_000_000, 'salaried', 'WAZIRIYA HALIMA BINTA')).toBe('transfers_out');
  });
});

describe("a lender in the sender's slot with nothing after it but CREDIT", () => {
  it('reads the lender as the sender: the loan paid out', () => {
    expect(cat('NIBSS/PALMCREDIT/CREDIT', 5_000_000, 'civil-servant')).toBe('loan_disbursement');
    expect(cat('NIP/GTBANK/RENMONEY/CREDIT', 5_000_000, 'civil-servant')).toBe('loan_disbursement');
  });
  it('keeps a lender that is also a bank, with a person after it, the bank of a transfer', () => {
    expect(cat('NIBSS/FAIRMONEY/KUNLE ADIGUN', 5_000_000, 'civil-servant')).toBe('transfer_in');
  });
});
