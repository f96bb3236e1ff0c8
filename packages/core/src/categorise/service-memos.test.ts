/**
 * Service, apology and cash memos of issue #14, and a platform's payout to the bank. Every narration here was written
 * for these tests; none comes from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import type { Persona } from '../contract.ts';
import { categoriseNarration } from './categorise.ts';

const cat = (d: string, amountKobo: number, persona: Persona = 'self-employed'): string =>
  categoriseNarration(d, amountKobo, { persona }).category;

describe('a person paying for a service the holder did', () => {
  it('is business income', () => {
    expect(cat('TRANSFER FROM KUNLE ADEOYE FOR THE PLUMBING WORK', 2_000_000)).toBe('business_income');
    expect(cat('NIP/GTBANK/AMAKA EZE/CONSULTANCY FEE', 15_000_000, 'diaspora')).toBe('business_income');
    expect(cat('TRF FRM SULE MUSA FOR THE RIDE', 450_000, 'gig-worker')).toBe('business_income');
    expect(cat('Transfer from Tola Ajayi waybill delivery', 300_000, 'gig-worker')).toBe('business_income');
  });
  it('but an apology or a balance from a person is money received', () => {
    expect(cat('NIP/KUDA/FEMI ADE/SORRY FOR DELAY', 3_000_000)).toBe('transfer_in');
    expect(cat('TRANSFER FROM NGOZI OBI na the balance', 1_000_000, 'salaried')).toBe('transfer_in');
  });
  it('while a balance paid to a shop is the rest of a sale', () => {
    expect(cat('TRF FROM NGOZI OBI/na the balance', 1_000_000, 'sme')).toBe('business_income');
  });
});

describe('a transfer to a person for cash', () => {
  it('is a cash withdrawal', () => {
    expect(cat('TRF TO HALIMA GARBA FOR CASH', -1_000_000, 'salaried')).toBe('cash_withdrawal');
    expect(cat('NIP/UBA/IBRAHIM SANI/POS CASH', -2_000_000, 'student')).toBe('cash_withdrawal');
    expect(cat('Transfer to Chuka Nnaji cash', -500_000, 'salaried')).toBe('cash_withdrawal');
  });
  it('but cash given as a gift or support stays a transfer', () => {
    expect(cat('TRF TO HALIMA GARBA CASH GIFT', -1_000_000, 'salaried')).toBe('transfers_out');
    expect(cat('TRANSFER TO MUSA BELLO & SONS | for cash', -40_000_000, 'pos-agent')).not.toBe('cash_withdrawal');
  });
});

describe("a platform's withdrawal to the bank", () => {
  it('is the earnings paid out', () => {
    expect(cat('NIP CR/RIDEHAIL CO/WITHDRAWAL TO BANK', 8_000_000, 'gig-worker')).toBe('business_income');
  });
  it("but a wallet's or a savings app's withdrawal is own money", () => {
    expect(cat('PIGGYVEST WITHDRAWAL TO BANK', 8_000_000, 'salaried')).not.toBe('business_income');
    expect(cat('MY ZENITH ACCT WITHDRAWAL TO BANK', 8_000_000, 'salaried')).not.toBe('business_income');
    expect(cat('ACME ASSET MGT WITHDRAWAL TO BANK', 8_000_000, 'salaried')).not.toBe('business_income');
  });
});

describe("services and lettings paid to the holder (set V)", () => {
  it('reads a legal fee, electrical work and waiting time paid by a person as earnings', () => {
    expect(cat('TRANSFER FROM CHIDI OKAFOR LEGAL FEE', 25_000_000)).toBe('business_income');
    expect(cat('INWARD NIP FRM BOLA ADEYEMI ELECTRICAL WORK', 6_000_000)).toBe('business_income');
    expect(cat('Transfer from BOLA ADEYEMI | waiting time', 150_000, 'gig-worker')).toBe('business_income');
  });
  it("reads a tenant's house or shop rent as a letting paid for, and rent help as money received", () => {
    expect(cat('NIP TRF FROM CHIDI OKAFOR/GTB/HOUSE RENT FLAT 3', 50_000_000, 'diaspora')).toBe('business_income');
    expect(cat('NIP/000001/BOLA ADEYEMI/SHOP RENT', 20_000_000, 'diaspora')).toBe('business_income');
    expect(cat('TRANSFER FROM BOLA ADEYEMI HOUSE RENT SUPPORT', 20_000_000, 'salaried')).toBe('transfer_in');
    expect(cat('NIP CR/CHIDI OKAFOR/UBA/FLAT 2 RENT 2025-2026 BAL', 30_000_000, 'diaspora')).toBe('business_income');
    expect(cat('TRF FRM CHIDI OKAFOR ROOM RENT', 10_000_000, 'retiree')).toBe('business_income');
  });
});
