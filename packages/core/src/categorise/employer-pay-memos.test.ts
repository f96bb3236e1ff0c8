/**
 * An employer's credit with a pay memo the line has cut, or its HR department as the payer (employer-credits.ts).
 * Every narration here was written for these tests.
 */
import { describe, expect, it } from 'vitest';
import type { Persona } from '../contract.ts';
import { categoriseNarration } from './categorise.ts';

const cat = (d: string, amountKobo: number, persona: Persona = 'salaried'): string => categoriseNarration(d, amountKobo, { persona }).category;

describe("an employer's cut pay memo", () => {
  it('reads net pay, salary, bonus, overtime and allowances cut short as salary', () => {
    expect(cat('INWARD TRF-OKOMU FOODS NIG-NET', 45_000_000)).toBe('salary');
    expect(cat('INWARD TRF-OKOMU FOODS NIG-SALA', 45_000_000)).toBe('salary');
    expect(cat('TRF FROM-BRIGHT STAR PLC-OVERTI', 6_000_000)).toBe('salary');
    expect(cat('TRF IN|BRIGHT STAR PLC|TRANSPORT ALLOW', 6_000_000)).toBe('salary');
    expect(cat('INFLOW|000013250101223344556677|SEAGATE HOLDINGS HR', 60_000_000, 'civil-servant')).toBe('salary');
  });
  it("leaves a lender's or an insurer's credit, and a trader's customer, to what they are", () => {
    expect(cat('TRF FROM-BRIGHT FINANCE LTD-NET', 45_000_000)).not.toBe('salary');
    expect(cat('INWARD TRF-OKOMU FOODS NIG-NET', 45_000_000, 'sme')).not.toBe('salary');
  });
});
