import { describe, expect, it } from 'vitest';
import { cleanDescription } from './row-cells.ts';

describe('cleanDescription', () => {
  it('drops a stop standing alone and a dash ending a scan narration: specks read as marks', () => {
    expect(cleanDescription('ELECTRONIC MONEY TRANSFER . LEVY', true)).toBe('ELECTRONIC MONEY TRANSFER LEVY');
    expect(cleanDescription('NIP TRANSFER FEE + VAT .', true)).toBe('NIP TRANSFER FEE + VAT');
    expect(cleanDescription('POS PURCHASE KILIMANJARO PH NG -', true)).toBe('POS PURCHASE KILIMANJARO PH NG');
  });

  it('keeps a dash between two parts, stops inside words, and a text document as printed', () => {
    expect(cleanDescription('Card Payment - SHOPRITE IKEJA', true)).toBe('Card Payment - SHOPRITE IKEJA');
    expect(cleanDescription('WEB PURCHASE APPLE.COM BILL', true)).toBe('WEB PURCHASE APPLE.COM BILL');
    expect(cleanDescription('-', true)).toBe('-');
    expect(cleanDescription('TRANSFER TO ADA -', false)).toBe('TRANSFER TO ADA -');
  });
});
