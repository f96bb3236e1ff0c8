/**
 * What a business of a given kind pays people and small dealers for (business-kind-costs.ts). Every narration here was
 * written for these tests.
 */
import { describe, expect, it } from 'vitest';
import type { Persona } from '../contract.ts';
import { categoriseNarration } from './categorise.ts';

const cat = (d: string, amountKobo: number, persona: Persona = 'sme'): string => categoriseNarration(d, amountKobo, { persona }).category;

describe("a trading account's running costs by kind of business", () => {
  it("reads an events firm's hires and ushers as Business & Stock", () => {
    expect(cat('TRF/KUNLE ADIGUN/USHERS', -4_500_000)).toBe('business_expense');
    expect(cat('NIP-OPAY-EFE ODION-CANOPY', -6_000_000)).toBe('business_expense');
    expect(cat('Sent to Chika Umeh - coolers hire', -1_500_000)).toBe('business_expense');
    expect(cat('MOB TRF-TAYO BELLO-DECOR ITEMS', -9_000_000)).toBe('business_expense');
  });
  it("reads a farm's chicks, vaccines, vet, crates, feed and tractor as Business & Stock", () => {
    expect(cat('TRF TO SEGUN ARIYO DAY OLD CHICKS', -12_000_000)).toBe('business_expense');
    expect(cat('TRF TO SEGUN ARIYO VACCINES', -2_000_000)).toBe('business_expense');
    expect(cat('NIP/NGOZI ABA/VET DOCTOR', -1_800_000)).toBe('business_expense');
    expect(cat('TRF/NGOZI ABA/TRACTOR HIRE', -7_500_000)).toBe('business_expense');
    expect(cat('NIP/SUNSHINE FEEDMILL/ZENITH', -30_000_000)).toBe('business_expense');
  });
  it("reads a salon's relaxers and attachments, a yard's blocks and rods and staff wages as Business & Stock", () => {
    expect(cat('Sent Amaka Obi relaxer and dye', -2_400_000)).toBe('business_expense');
    expect(cat('Transfer to Amaka Obi (GTB) attachment', -3_100_000)).toBe('business_expense');
    expect(cat('NIP TRANSFER IDOWU IRON RODS OPAY', -40_000_000)).toBe('business_expense');
    expect(cat('UBN MOBILE/BISI ADE/WAGES', -6_000_000)).toBe('business_expense');
    expect(cat('TRF TO BISI ADE STAFF SALA', -6_000_000)).toBe('business_expense');
  });
  it("reads a shop's social-media adverts as Business & Stock, by card too", () => {
    expect(cat('WEB/FACEBOOK ADS/539923****1234', -1_200_000)).toBe('business_expense');
    expect(cat('ONLINE PMT-INSTAGRAM ADS-QW12ER', -800_000)).toBe('business_expense');
  });
  it("leaves the same words on a salaried person's account, and gifts and dues on a trading one, to what they are", () => {
    expect(cat('TRF TO SEGUN ARIYO VACCINES', -2_000_000, 'salaried')).not.toBe('business_expense');
    expect(cat('Sent to Chika Umeh - coolers hire', -1_500_000, 'salaried')).not.toBe('business_expense');
    expect(cat('TRF/KUNLE ADIGUN/CANOPY FOR BIRTHDAY', -2_000_000)).not.toBe('business_expense');
    expect(cat('TRF/FARMERS COOPERATIVE/CEMENT CONTRIBUTION', -2_000_000)).not.toBe('business_expense');
  });
});
