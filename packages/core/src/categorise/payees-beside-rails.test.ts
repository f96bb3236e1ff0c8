/**
 * The narration classes of set M's first run (issue #14): purchases named in a transfer's memo, a worker's earnings,
 * Pidgin help, a tenancy's agency fee, payment rails beside the real payee and a glued toll. Every narration here was
 * written for these tests; none comes from a labelled set.
 */
import { describe, expect, it } from 'vitest';
import type { Persona } from '../contract.ts';
import { categoriseNarration } from './categorise.ts';

const cat = (d: string, amountKobo: number, persona: Persona = 'salaried'): string =>
  categoriseNarration(d, amountKobo, { persona }).category;

describe('a purchase named in a transfer to a person', () => {
  it('takes the purchase category', () => {
    expect(cat('GTB TRF TO SULE GARBA DRIVER FARE', -350_000)).toBe('transport');
    expect(cat('NIP/ZENITH/ROSE AMADI/BATTERY FOR MY CAR', -4_500_000)).toBe('transport');
    expect(cat('TRANSFER TO CHIDI OKORO - PRINTER INK', -1_200_000, 'self-employed')).toBe('shopping');
    expect(cat('MOBILE TRF TO HAUWA BELLO CURTAIN', -3_800_000)).toBe('shopping');
    expect(cat('Send to Tayo Ibe | baby clothes', -900_000)).toBe('shopping');
    expect(cat('TRF TO BISI OKON GARDENING', -600_000)).toBe('other_expense');
    expect(cat('NIP OUT IDRIS LAWAN PHOTOS', -1_500_000)).toBe('other_expense');
    expect(cat('TRF TO MUSA BALA WATER VENDOR', -400_000)).toBe('utilities');
  });
  it('but a bare "transport" or a transport fare sent to a person stays a transfer', () => {
    expect(cat('TRF TO NKECHI UDO transport', -500_000)).toBe('transfers_out');
    expect(cat('TRF TO NKECHI UDO TRANSPORT FARE', -500_000)).toBe('transfers_out');
  });
});

describe('a worker paid by a person', () => {
  it('earns a service fee or a ride fee', () => {
    expect(cat('NIP FRM GODWIN ETIM SERVICE FEE', 4_500_000, 'self-employed')).toBe('business_income');
    expect(cat('TRF FRM LARA COLE RIDE FEE', 250_000, 'gig-worker')).toBe('business_income');
  });
  it('earns a bare delivery only on a gig account', () => {
    expect(cat('INWARD NIP/BOLA ADAMU/DELIVERY', 300_000, 'gig-worker')).toBe('business_income');
    expect(cat('INWARD NIP/BOLA ADAMU/DELIVERY', 300_000, 'salaried')).toBe('transfer_in');
  });
});

describe('help and housing memos to a person', () => {
  it('Pidgin school fees for a child is help', () => {
    expect(cat('TRF TO OKON ETIM PIKIN SCHOOL FEES', -2_000_000)).toBe('transfers_out');
    expect(cat('NIP/UBA/GRACE IGWE/SCHOOL FEES SUPPORT', -5_000_000)).toBe('transfers_out');
  });
  it('agency and agreement is the tenancy cost', () => {
    expect(cat('TRANSFER TO SEUN BAKARE - AGENCY AND AGREEMENT', -15_000_000)).toBe('rent_housing');
  });
});

describe('payment rails beside the real payee', () => {
  it('a non-government payee after REMITA decides', () => {
    expect(cat('WEB PURCHASE REMITA LAMATA', -200_000)).toBe('transport');
    expect(cat('REMITA/COWRY/88231', -150_000)).toBe('transport');
  });
  it('while REMITA alone or with a tax body stays government', () => {
    expect(cat('WEB PURCHASE REMITA 552910', -1_500_000)).toBe('tax_government');
    expect(cat('REMITA/FIRS/552910', -1_500_000)).toBe('tax_government');
  });
  it('a brand before a HELP.UBER.COM descriptor decides; the descriptor alone is Uber', () => {
    expect(cat('WEB PURCHASE JUMIA HELP.UBER.COM', -2_000_000)).toBe('shopping');
    expect(cat('WEB PURCHASE SPOTIFY HELP.UBER.COM', -150_000)).toBe('tv_subscriptions');
    expect(cat('WEB PURCHASE HELP.UBER.COM', -300_000)).toBe('transport');
  });
  it('a toll glued to its operator is a toll', () => {
    expect(cat('PAYSTACK*LCCTOLL LEKKI', -50_000)).toBe('transport');
  });
  it('a utility biller glued together is the utility', () => {
    expect(cat('IKEJA ELECTRICITYDISTRIBUTION 4411', -2_000_000)).toBe('utilities');
    expect(cat('ISW*LAGOSWASTEMGT', -500_000)).toBe('utilities');
  });
});

describe('a trading account restocking', () => {
  it('is stock whatever the shop sells', () => {
    expect(cat('TRANSFER TO IDUMOTA MOTOR SPARES - RESTOCK', -40_000_000, 'business')).toBe('business_expense');
    expect(cat('MONIEPOINT TRF/ARIARIA AUTO PARTS/INVENTORY', -25_000_000, 'sme')).toBe('business_expense');
  });
});
