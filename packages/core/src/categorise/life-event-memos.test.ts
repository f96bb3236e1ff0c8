/**
 * Memo classes that the big moments of a life print, read by the existing memo lists: building a house through people,
 * proof of funds lent for a visa, pay at the end of a job, ceremonies' livestock, blood and a vehicle's tracker, a
 * contractor's materials, farm-input dealers, a bank's short name before its transfer line, and shops whose name joins
 * a kind to another ("CASH AND CARRY FASHION"). Every narration here was written for these tests.
 */
import { describe, expect, it } from 'vitest';
import type { Persona } from '../contract.ts';
import { categoriseNarration } from './categorise.ts';

const cat = (d: string, amountKobo: number, persona?: Persona): string =>
  categoriseNarration(d, amountKobo, persona ? { persona } : {}).category;

describe('life event memos', () => {
  it("reads a house's materials bought through a person as shopping and its trades as Other", () => {
    expect(cat('TRF TO OKORO PAUL/GTB/GRANITE', -30_000_000, 'diaspora')).toBe('shopping');
    expect(cat('TRF TO OKORO PAUL/GTB/ROOFING SHEETS', -90_000_000, 'salaried')).toBe('shopping');
    expect(cat('TRF TO ADAMU SANI/OPAY/IRON BENDER', -8_000_000, 'civil-servant')).toBe('other_expense');
    expect(cat('TRF TO ADAMU SANI/OPAY/SITE SUPERVISOR', -8_000_000, 'diaspora')).toBe('other_expense');
  });
  it('reads land bought from a person as housing', () => {
    expect(cat('TRF TO BELLO KAREEM/UBA/PLOT BALANCE', -200_000_000, 'civil-servant')).toBe('rent_housing');
    expect(cat('TRF TO ADEOLU FEMI ZENITH DEED OF ASSIGNMENT', -50_000_000, 'salaried')).toBe('rent_housing');
  });
  it('reads proof of funds lent by a person as a loan paid out, and its return as a repayment', () => {
    expect(cat('NIP/ZENITH/OKAFOR JANE/for pof', 500_000_000, 'salaried')).toBe('loan_disbursement');
    expect(cat('NIP Transfer to OKAFOR JANE UBA returning pof', -500_000_000, 'salaried')).toBe('loan_repayment');
  });
  it('reads pay at the end of a job as salary', () => {
    expect(cat('NIP FROM ACME FOODS LTD SEVERANCE PAY', 150_000_000, 'salaried')).toBe('salary');
    expect(cat('Inward Trf from DELTA STEEL PLC - TERMINAL BENEFIT', 300_000_000, 'salaried')).toBe('salary');
  });
  it('reads livestock for a ceremony, blood for a patient and a car tracker by what they are', () => {
    expect(cat('TRF TO MUSA GARBA/KUDA/2 GOATS', -12_000_000, 'self-employed')).toBe('food_groceries');
    expect(cat('TRF TO EZE UCHE/FOR BLOOD', -3_500_000, 'civil-servant')).toBe('health');
    expect(cat('TRF TO BALOGUN TUNDE TRACKER INSTALLATION', -9_000_000, 'salaried')).toBe('transport');
  });
  it("reads a contractor's materials for a job and a farm-input dealer as the work's cost", () => {
    expect(cat('TRF TO ENUGU CABLES AND WIRES/MATERIALS FOR JOB', -40_000_000, 'self-employed')).toBe(
      'business_expense',
    );
    expect(cat('TRF OUT OTURKPO AGRO INPUTS', -25_000_000, 'self-employed')).toBe('business_expense');
  });
  it("reads wedding, travel and homecoming gifts as money received even on a trader's account", () => {
    expect(cat('NIP/FCMB/OKON AMAKA/HAPPY MARRIED LIFE', 2_000_000, 'self-employed')).toBe('transfer_in');
    expect(cat('Inflow from SANI ABBA (OPay) | spraying money', 1_500_000, 'pos-agent')).toBe('transfer_in');
    expect(cat('NIP TRF FROM DOGO HAMZA WELCOME BACK', 1_000_000, 'business')).toBe('transfer_in');
    expect(cat('NIP TRF FRM ADEBAYO KEMI SORRY FOR YOUR LOSS', 1_000_000, 'sme')).toBe('transfer_in');
    expect(cat('NIP FROM UMAR BINTA WEDDING DRESS BALANCE', 4_000_000, 'self-employed')).toBe('business_income');
  });
  it("reads Bowen MFB's transfer line as the bank's, not the university's", () => {
    expect(cat('BOWEN TRF AUDU GRACE', -500_000, 'civil-servant')).toBe('transfers_out');
  });
  it('reads a cash-and-carry named for clothes as a clothes shop, and a motor company only by its full name', () => {
    expect(cat('POS CASH AND CARRY FASHION IBADAN', -2_000_000, 'salaried')).toBe('shopping');
    expect(cat('POS PURCHASE GOD IS GOOD MOTORS OWERRI', -1_500_000, 'salaried')).toBe('transport');
    expect(cat('POS PURCHASE GOD IS GOOD ENT', -1_500_000, 'salaried')).not.toBe('transport');
  });
});
