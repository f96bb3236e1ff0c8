/**
 * Money kept and grown in forms whose other words read as something else (kept-money-lines.ts). Every narration here
 * was written for these tests.
 */
import { describe, expect, it } from 'vitest';
import type { Persona } from '../contract.ts';
import { categoriseNarration } from './categorise.ts';

const cat = (d: string, amountKobo: number, persona: Persona = 'salaried') =>
  categoriseNarration(d, amountKobo, { persona }).category;

describe('voluntary pension contributions', () => {
  it('reads an AVC, an RSA top-up or a micro pension to a PFA as savings, and the AVC paid back as own money', () => {
    expect(cat('TRF/LEADWAY PENSURE PFA/ZENITH/AVC MAR 2026', -2_000_000, 'civil-servant')).toBe('savings_investment');
    expect(cat('MOB TRF TO CRUSADERSTERLING PENSIONS UBA AVC MAY 2026', -2_000_000)).toBe('savings_investment');
    expect(cat('TRF TO NLPC PENSION FUND ADMINISTRATORS RSA TOP UP', -500_000, 'self-employed')).toBe(
      'savings_investment',
    );
    expect(cat('NIP FRM LEADWAY PENSURE PFA/ZENITH/AVC WITHDRAWAL', 10_000_000)).toBe('own_transfer');
  });
  it('keeps the monthly pension as pay', () => {
    expect(cat('NIP FRM LEADWAY PENSURE PFA/ZENITH/PENSION MAR', 10_000_000, 'retiree')).toBe('salary');
  });
});

describe('dollars moved to and from the own domiciliary account', () => {
  it('reads the move out as savings and back as own money, whichever side the bank words', () => {
    expect(cat('FX PURCHASE USD 300.00 @1,500.00 TO OWN DOM ACCT 0011223344', -45_000_000, 'diaspora')).toBe(
      'savings_investment',
    );
    expect(cat('FX SALE TO CUSTOMER USD 100 RATE 1500 OWN DOM ACCT', -15_000_000, 'diaspora')).toBe(
      'savings_investment',
    );
    expect(cat('FX SALE USD 100.00 FROM OWN DOM ACCT 0011223344 @1,450.00', 14_500_000, 'diaspora')).toBe(
      'own_transfer',
    );
    expect(cat('USD/NGN CONVERSION 100USD FROM DOM 1122', 14_500_000, 'diaspora')).toBe('own_transfer');
  });
});

describe('holdings, returns and schemes', () => {
  it('reads a coin or gold bar sold back as own money, while a person paying for coins stays a sale', () => {
    expect(cat('Transfer from Musa Bello - usdt sale', 20_000_000, 'student')).toBe('own_transfer');
    expect(cat('NIP CR ADA OBI GTBANK GOLD BAR SALE', 50_000_000, 'business')).toBe('own_transfer');
    expect(cat('NIP TRF TO ADA OBI GTBANK GOLD BAR 5G', -50_000_000, 'business')).toBe('savings_investment');
  });
  it('reads a return alone as interest, and capital with it or a crashed scheme’s refund as own money', () => {
    expect(cat('NIP/FRM ADA OBI/ZENITH/ROI MAR', 3_000_000)).toBe('interest');
    expect(cat('TRF IN SURESTAKE CAPITAL LTD WEEKLY ROI', 3_000_000, 'retiree')).toBe('interest');
    expect(cat('MUDARABAH TD PROFIT FD1234567', 3_000_000, 'business')).toBe('interest');
    expect(cat('NIP IN AGROVEST LTD CAPITAL AND ROI', 30_000_000)).not.toBe('interest');
    expect(cat('NIP FROM QUICKGAIN GLOBAL LTD INVESTORS REFUND 20PCT', 3_000_000)).toBe('own_transfer');
  });
  it('reads a deposit booked and a T-bill bid as savings, its tax as tax and its early-break penalty as a charge', () => {
    expect(cat('TD BOOKING FD1234567 180DAYS @20PCT', -100_000_000, 'retiree')).toBe('savings_investment');
    expect(cat('T-BILL SUBSCRIPTION TB123456 364 DAYS', -100_000_000, 'retiree')).toBe('savings_investment');
    expect(cat('WHT ON TERM DEPOSIT INTEREST TD0101-001', -150_000, 'retiree')).toBe('tax_government');
    const penalty = categoriseNarration('PENALTY ON FD PRE-LIQUIDATION FD0101-001 25% OF INTEREST', -200_000, {
      persona: 'salaried',
    });
    expect(penalty.category).toBe('bank_charges');
    expect(penalty.loanRepayment).toBe(false);
  });
  it('reads money put to grow as savings and a stake sent to a friend as betting', () => {
    expect(cat('TRF TO ADA OBI ZENITH DOUBLE YOUR MONEY', -5_000_000)).toBe('savings_investment');
    expect(cat('TRF TO ADA OBI ZENITH FOREX TRADING CAPITAL', -5_000_000)).toBe('savings_investment');
    expect(cat('Send to ADA OBI Kuda stake for sunday games', -500_000, 'gig-worker')).toBe('betting');
  });
});
