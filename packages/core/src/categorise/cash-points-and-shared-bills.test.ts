/**
 * A transfer to a POS agent's business account is cash bought; a person's share of the light bill on a household's
 * account is money received. Every narration here was written for these tests.
 */
import { describe, expect, it } from 'vitest';
import type { Persona } from '../contract.ts';
import { categoriseNarration } from './categorise.ts';

const cat = (d: string, amountKobo: number, persona?: Persona): string =>
  categoriseNarration(d, amountKobo, persona ? { persona } : {}).category;

describe('cash points and shared bills', () => {
  it('reads a transfer to a payee named as a POS point or POS business as cash bought', () => {
    expect(cat('Send to MAMA TOBI POS POINT | PALMPAY', -1_000_000, 'student')).toBe('cash_withdrawal');
    expect(cat('Transfer to HALLELUJAH POS BUSINESS | OPAY | 8123456789', -2_000_000, 'salaried')).toBe(
      'cash_withdrawal',
    );
  });
  it("reads a person's credit for the light bill as money received on a household's account, not a refund", () => {
    expect(cat('NIP Transfer From CHIDI OKAFOR ACCESS for light bill', 1_500_000, 'retiree')).toBe('transfer_in');
    expect(cat('NIP:AMINA BELLO-FOR LIGHT BILL', 800_000, 'diaspora')).toBe('transfer_in');
  });
  it("reads a transfer to a name closed by POS as cash bought from the agent, but not the agent's float", () => {
    expect(cat('TRF TO MUSA GARBA POS ZENITH', -2_000_000, 'salaried')).toBe('cash_withdrawal');
    expect(cat('Send to Ada Obi Pos 123****456', -1_000_000, 'gig-worker')).toBe('cash_withdrawal');
    expect(cat('TRF/EMEKA OBI POS/UBA', -500_000, 'civil-servant')).toBe('cash_withdrawal');
    // The agent's place after POS.
    expect(cat('Transfer to Chuks Pos Akoka', -150_000, 'student')).toBe('cash_withdrawal');
    expect(cat('KEYMOBILE TRF TO HALIMA YUSUF POS KUBWA/MONIEPOINT', -1_000_000, 'civil-servant')).toBe('cash_withdrawal');
    expect(cat('Transfer to MAMA TOBI POS GAA AKANBI | Moniepoint', -500_000, 'gig-worker')).toBe('cash_withdrawal');
    expect(cat('TRF TO MUSA GARBA POS MACHINE REPAIRS', -2_000_000, 'salaried')).not.toBe('cash_withdrawal');
    expect(cat('TRF TO MUSA GARBA POS FLOAT', -20_000_000, 'pos-agent')).toBe('business_expense');
    expect(cat('NIPCO FILLING STATION WUSE LANG POS', -1_000_000, 'salaried')).toBe('transport');
  });
});
