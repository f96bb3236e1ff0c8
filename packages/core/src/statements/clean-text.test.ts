import { describe, expect, it } from 'vitest';
import { collapseLetterSpacing, joinCounterparty } from './clean-text.ts';
import { cleanAccountName } from './read-statement-info.ts';

describe('text cleaning', () => {
  it('collapses letter-spaced narrations and leaves ordinary text alone', () => {
    expect(collapseLetterSpacing('E L E C T R O N IC M O N E Y T R A N S F E R L E VY')).toBe('ELECTRONICMONEYTRANSFERLEVY');
    expect(collapseLetterSpacing('POS PURCHASE AT SPAR LEKKI')).toBe('POS PURCHASE AT SPAR LEKKI');
  });
  it('puts the To/From party first', () => {
    expect(joinCounterparty('UBER BV', 'Card payment')).toBe('UBER BV · Card payment');
    expect(joinCounterparty('', 'Card payment')).toBe('Card payment');
  });
  it('cleans account names', () => {
    expect(cleanAccountName('ADA OKAFOR Statement')).toBe('ADA OKAFOR');
    expect(cleanAccountName('NGOZI OBI  Branch: IBADAN RING ROAD')).toBe('NGOZI OBI');
    expect(cleanAccountName('NGOZI|')).toBe('NGOZI');
  });
});
