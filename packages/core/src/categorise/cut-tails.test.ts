/**
 * A purpose word cut by the line's width is read whole (cut-tails.ts). Every narration here was written for these
 * tests.
 */
import { describe, expect, it } from 'vitest';
import type { Persona } from '../contract.ts';
import { categoriseNarration } from './categorise.ts';
import { completeCutTail } from './cut-tails.ts';

const cat = (d: string, amountKobo: number, persona: Persona = 'salaried', accountName?: string): string =>
  categoriseNarration(d, amountKobo, { persona, accountName }).category;

describe('completeCutTail', () => {
  it('writes an unambiguous start of a purpose word whole', () => {
    expect(completeCutTail('MOBILE TRF TO KUNLE ADIGUN CARTO')).toBe('MOBILE TRF TO KUNLE ADIGUN CARTONS');
    expect(completeCutTail('NIP/KUNLE ADIGUN/COOPERAT')).toBe('NIP/KUNLE ADIGUN/COOPERATIVE');
    expect(completeCutTail('POS TXN 7QW2 BRIGHT CASH AND')).toBe('POS TXN 7QW2 BRIGHT CASH AND CARRY');
    expect(completeCutTail('POS TXN 7QW2 BRIGHT CASH AND CA')).toBe('POS TXN 7QW2 BRIGHT CASH AND CARRY');
    expect(completeCutTail('TRF FROM OKOMU FARMS OCT SA')).toBe('TRF FROM OKOMU FARMS OCT SALARY');
  });
  it('leaves a start another word shares, a whole word and a surname', () => {
    expect(completeCutTail('TRF TO KUNLE ADIGUN CART')).toBe('TRF TO KUNLE ADIGUN CART');
    expect(completeCutTail('TRF TO KUNLE COOPER')).toBe('TRF TO KUNLE COOPER');
    expect(completeCutTail('TRF TO KUNLE SALA')).toBe('TRF TO KUNLE SALA');
    expect(completeCutTail('TRF TO KUNLE ADIGUN STOCK')).toBe('TRF TO KUNLE ADIGUN STOCK');
    expect(completeCutTail('TRF TO KUNLE ADIGUN SUPP')).toBe('TRF TO KUNLE ADIGUN SUPP');
  });
});

describe('a cut purpose word decides as the whole word', () => {
  it("reads a trading account's cut stock memo to a person as stock", () => {
    expect(cat('MOBILE TRF TO KUNLE ADIGUN CARTO', -9_000_000, 'sme')).toBe('business_expense');
    expect(cat('NIP TRF TO KUNLE ADIGUN-STOC', -9_000_000, 'sme')).toBe('business_expense');
    expect(cat('TRANSFER TO KUNLE ADIGUN/FOR GOOD', -9_000_000, 'pos-agent')).toBe('business_expense');
  });
  it('reads a cut cooperative as group savings, a cut tithe or offering as giving', () => {
    expect(cat('MOB TRF TO KUNLE ADIGUN/COOPERATI', -2_000_000, 'self-employed')).toBe('savings_investment');
    expect(cat('TRANSFER TO KUNLE ADIGUN/TITH', -500_000)).toBe('giving');
    expect(cat('TRANSFER TO KUNLE ADIGUN/OFFERIN', -500_000)).toBe('giving');
  });
  it('reads a cash-and-carry cut after AND as the store', () => {
    expect(cat('POS TXN 7QW2LL0A BRIGHT CASH AND', -1_500_000)).toBe('food_groceries');
  });
  it('reads "fuel money" cut short as help to the person, not fuel bought', () => {
    expect(cat('TRANSFER TO KUNLE ADIGUN/FUEL MON', -1_000_000)).toBe('transfers_out');
  });
  it("reads a month's pay cut to two letters, or payroll cut, as salary", () => {
    expect(cat('TRF FROM OKOMU FARMS LTD OCT SA', 35_000_000)).toBe('salary');
    expect(cat('NIP/ZENITH/ST LUKE COLLEGE/PAYROL', 35_000_000)).toBe('salary');
  });
  it('reads a cut CHICKEN bought from a person as food', () => {
    expect(cat('TRANSFER TO KUNLE ADIGUN/CHICKE', -1_200_000)).toBe('food_groceries');
  });
});

describe('running costs and trades cut by the line', () => {
  it('writes a cut staff salary, day-old chicks, egg crates, iron rods, labour and a mechanic whole', () => {
    expect(completeCutTail('TRF TO BISI ADE STAFF SA')).toBe('TRF TO BISI ADE STAFF SALARY');
    expect(completeCutTail('TRF TO SEGUN ARIYO DAY OL')).toBe('TRF TO SEGUN ARIYO DAY OLD');
    expect(completeCutTail('TRF TO SEGUN ARIYO EGG CRA')).toBe('TRF TO SEGUN ARIYO EGG CRATES');
    expect(completeCutTail('NIP TRANSFER IDOWU IRON RO')).toBe('NIP TRANSFER IDOWU IRON RODS');
    expect(completeCutTail('UBN MOBILE/BISI ADE/LABOU')).toBe('UBN MOBILE/BISI ADE/LABOUR');
    expect(completeCutTail('NIP/KUNLE ADIGUN/MECHAN')).toBe('NIP/KUNLE ADIGUN/MECHANIC');
    expect(completeCutTail('POS PURCH/2044QW/GLORY UNISEX SALO')).toBe('POS PURCH/2044QW/GLORY UNISEX SALON');
    expect(completeCutTail('POS PURCH/2044QW/PLAYZONE GAME HO')).toBe('POS PURCH/2044QW/PLAYZONE GAME HOUSE');
  });
  it('leaves a start shared with another word as it is', () => {
    expect(completeCutTail('NIP/KUNLE ADIGUN/GENERA')).toBe('NIP/KUNLE ADIGUN/GENERA');
    expect(completeCutTail('NIP/KUNLE ADIGUN/TRACT')).toBe('NIP/KUNLE ADIGUN/TRACT');
  });
  it("reads a cut egg crate on a farm's account as stock", () => {
    expect(cat('ACCION TRF SEGUN ARIYO EGG CR', -1_500_000, 'sme')).toBe('business_expense');
  });
});
