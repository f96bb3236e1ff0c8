/**
 * Transfer lines that print the memo before the payee, lines whose payee was cut away, and a sending bank's short
 * code before its transfer line (set V's shapes). Every narration here was written for these tests; none comes from a
 * labelled set.
 */
import { describe, expect, it } from 'vitest';
import type { Persona } from '../contract.ts';
import { categoriseNarration } from './categorise.ts';
import { extractCounterparty } from './normalise.ts';

const cat = (d: string, amountKobo: number, persona: Persona = 'salaried'): string =>
  categoriseNarration(d, amountKobo, { persona }).category;

describe('memo-first transfer lines', () => {
  it('reads "<app>/<memo>/TO <name>" as a transfer to the named person, not to the memo', () => {
    expect(extractCounterparty('ACME MOBILE/PART PAYMENT/TO CHIDI OKAFOR', false)).toBe('chidi okafor');
    expect(extractCounterparty('ACMEMOBILE/NA ME/TO BOLA ADEYEMI', false)).toBe('bola adeyemi');
    expect(cat('ACME MOBILE/OK/TO CHIDI OKAFOR', -1_500_000)).toBe('transfers_out');
    // A rail word leading the line still puts the name first ("TRF/<name>/TO MY KUDA").
    expect(extractCounterparty('TRF/CHIDI OKAFOR/TO MY KU', false)).toBe('chidi okafor');
  });
  it("reads a wallet's four fields in either order: the field that reads as a name is the payee", () => {
    expect(extractCounterparty('TRF|BALANCE|CHIDI EMEKA OKAFOR|OPAY', false)).toBe('chidi emeka okafor');
    expect(extractCounterparty('TRF|CHIDI EMEKA OKAFOR|POCKET MONEY|OPAY', false)).toBe('chidi emeka okafor');
  });
  it('reads "<bank> IBANK TRF/<memo>/<name>" and "MB: TRF <memo> TO <bank> <name>"', () => {
    expect(extractCounterparty('ABC IBANK TRF/WEEKLY ALLOWANCE/BOLA ADEYEMI', false)).toBe('bola adeyemi');
    expect(extractCounterparty('MB: TRF AS DISCUSSED TO FIRST BANK CHIDI OKAFOR', false)).toBe('chidi okafor');
  });
  it('reads "TRANSFER TO <bank> <masked account> <name>" as the name after the account', () => {
    expect(extractCounterparty('TRANSFER TO ZENITH 4821****07 BOLA ADEYEMI', false)).toBe('bola adeyemi');
  });
});

describe('a transfer whose payee was cut away', () => {
  it('is money sent to a person when a masked account or a bare "/TO" ends the line', () => {
    expect(cat('TRANSFER TO ACCESS 4821****07', -2_000_000)).toBe('transfers_out');
    expect(cat('ACME MOBILE/FOR YOU/TO', -2_000_000)).toBe('transfers_out');
  });
  it('leaves a charge on such a line a charge', () => {
    expect(cat('TRANSFER TO ACCESS 4821****07 FEE', -2_500)).toBe('bank_charges');
  });
});

describe("a sending bank's short code before its transfer line", () => {
  it('NPF Microfinance Bank\'s "NPF TRF TO <name>" is a transfer, not the police', () => {
    expect(cat('NPF TRF TO CHIDI OKAFOR THANKS', -2_000_000)).toBe('transfers_out');
    expect(cat('NPF TRF TO BOLA ADEYEMI REF 7710', -2_000_000)).toBe('transfers_out');
  });
});
