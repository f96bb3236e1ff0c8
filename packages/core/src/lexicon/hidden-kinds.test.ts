/**
 * Names that hide their kind: a dairy depot sells food, a pharmacy chain whose name hides its kind, a
 * vehicle-finance company repaid by remittances, a multipurpose cooperative society's short form. Every narration here
 * was written for these tests.
 */
import { describe, expect, it } from 'vitest';
import { categoriseNarration } from '../categorise/categorise.ts';

const cat = (d: string, amountKobo = -1_200_000) => categoriseNarration(d, amountKobo, { persona: 'salaried' });

describe('lexicon: dairy, pharmacy, vehicle finance, cooperative society', () => {
  it('reads a dairy depot as food', () => {
    expect(cat('POS PURCHASE SUNSHINE DAIRY DEPOT IKEJA').category).toBe('food_groceries');
  });
  it('reads RSVP and Cactus (restaurants whose names hide their kind) as food', () => {
    expect(cat('POS PURCHASE RSVP VICTORIA ISLAND').category).toBe('food_groceries');
    expect(cat('Card payment - CACTUS LEKKI').category).toBe('food_groceries');
  });
  it('reads Port Harcourt Electric (the DisCo, its name cut) as a utility', () => {
    expect(cat('PORT HARCOURT ELECTRIC - TOKEN - 01234567890').category).toBe('utilities');
  });
  it('reads a gym and a football viewing centre as leisure', () => {
    expect(cat('POS:IFITNESS LEKKI').category).toBe('entertainment');
    expect(cat('POS Payment | ALHAJI VIEWING CENTRE').category).toBe('entertainment');
  });
  it('reads Lifestores (a pharmacy chain) as health', () => {
    expect(cat('POS LIFESTORES GBAGADA').category).toBe('health');
  });
  it('reads a remittance to Moove (vehicle finance) as a loan repayment, not a ride', () => {
    const tx = cat('Transfer to MOOVE AFRICA | hire purchase wk 7', -5_000_000);
    expect(tx.category).toBe('loan_repayment');
    expect(tx.loanRepayment).toBe(true);
  });
  it('reads a multipurpose cooperative society (MPCS) paid by transfer as savings', () => {
    expect(cat('NIP:ZENITH BANK:KWARA NURSES MPCS', -2_000_000).category).toBe('savings_investment');
  });
});
