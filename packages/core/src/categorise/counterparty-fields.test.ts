/**
 * Counterparty shapes some banks print: fields separated by "#", the rail, the bank and the payee joined by
 * dashes, and a name the lexicon also holds inside a brand (Ahmadu of Ahmadu Bello University). Every narration here
 * was written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { createCategoriser } from './categorise.ts';

const read = (d: string) =>
  createCategoriser({ persona: 'salaried' })({ date: '2025-01-01', description: d, amount: -1_000_000, balance: null });

describe('counterparty fields', () => {
  it('reads a payee between hashes', () => {
    const { tx, detail } = read('XYZ NIP#FIRST BANK#TAIWO OGUNLEYE#for rice');
    expect(detail.person).toBe('taiwo ogunleye');
    expect(tx.category).not.toBe('other_expense');
  });
  it('reads a name that starts with TO as a name, not TO glued to the next name', () => {
    const own = createCategoriser({ accountName: 'TOCHUKWU EMEKA OKONKWO' });
    const { tx, detail } = own({ date: '2025-01-01', description: 'NIP FRM OKONKWO TOCHUKWU E/OPAY', amount: 4_000_000, balance: null });
    expect(detail.person).toBe('okonkwo tochukwu e');
    expect(tx.category).toBe('own_transfer');
  });
  it('reads the payee after the rail and the bank joined by dashes', () => {
    expect(read('ABC NIP-FIDELITY BANK-HALIMA SANI-MY SHARE').detail.person).toBe('halima sani');
  });
  it("reads a cheque's payee and a USSD transfer's payee, with or without the short code's star", () => {
    expect(read('CHQ 10293847 TAIWO OGUNLEYE').detail.person).toBe('taiwo ogunleye');
    expect(read('*919# HALIMA SANI').detail.person).toBe('halima sani');
    expect(read('Kuda USSD - Halima Sani - ref 554433').detail.person).toBe('halima sani');
    expect(read('826:TAIWO OGUNLEYE').detail.person).toBe('taiwo ogunleye');
  });
  it("reads a cheque's payee after PAID and its drawer after a deposit's verb, the drawer's bank left out", () => {
    expect(read('CHQ PAID BINTA MUSA GARBA').detail.person).toBe('binta musa garba');
    expect(read('CHQ PAID BINTA MUSA GARBA').tx.category).toBe('transfers_out');
    const lodged = createCategoriser({})({ date: '2025-01-01', description: 'CLEARING CHQ DEP CHUKA OBI EZE MONIEPOINT MFB', amount: 12_000_000, balance: null });
    expect(lodged.detail.person).toBe('chuka obi eze');
    expect(lodged.tx.category).toBe('transfer_in');
  });
  it('reads a name the lexicon also uses in a brand as a name', () => {
    expect(read('POLARIS NIP/GONI AHMADU').detail.person).toBe('goni ahmadu');
  });
});
