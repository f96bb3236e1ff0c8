import { describe, expect, it } from 'vitest';
import { looksLikeAmount, parseAmount, parseSignedAmount } from './parse-amount.ts';

describe('parseAmount', () => {
  it.each([
    ['1,234.50', 123450],
    ['₦1,234.50', 123450],
    ['NGN 1,234.50', 123450],
    ['N1,234.50', 123450],
    ['(1,234.50)', -123450],
    ['1,234.50 DR', -123450],
    ['1,234.50CR', 123450],
    ['-300.00', -30000],
    ['+300.00', 30000],
    ['-₦300.00', -30000],
    ['\u2212300.00', -30000],
    ['\u2013₦300.00', -30000],
    ['\u2015300.00', -30000],
    ['1234.5', 123450],
    ['300-', -30000],
    ['0.75', 75],
    ['12,345,678.91', 1234567891],
  ])('%s → %i kobo', (input, kobo) => {
    expect(parseSignedAmount(input)).toBe(kobo);
  });
  it('drops a speck stuck to a whole amount, and reads a speck with a digit as no amount', () => {
    expect(parseAmount('"3,000.00')).toEqual({ kobo: 300000, sign: 0 });
    expect(parseAmount('12,750.00~')).toEqual({ kobo: 1275000, sign: 0 });
    expect(parseAmount('"7')).toBeNull();
    expect(looksLikeAmount('"3,000.00')).toBe(true);
  });
  it("drops a scan's cell rule stuck after a whole amount, on OCR only", () => {
    expect(parseAmount('92,805.60)', { ocr: true })).toEqual({ kobo: 9280560, sign: 0 });
    expect(parseAmount('67,781.00,', { ocr: true })).toEqual({ kobo: 6778100, sign: 0 });
    expect(parseAmount('312,529.60]', { ocr: true })).toEqual({ kobo: 31252960, sign: 0 });
    expect(parseAmount('312,529,60)', { ocr: true })).toEqual({ kobo: 31252960, sign: 0 });
    expect(parseAmount('4,500.00 |', { ocr: true })).toEqual({ kobo: 450000, sign: 0 });
    // Its point read as a gap as well (set 31's GTBank 7 pt scan).
    expect(parseAmount('258,814 15|', { ocr: true })).toEqual({ kobo: 25881415, sign: 0 });
    // Its point lost between commas: no group of thousands holds five digits (the same scan's last balance).
    expect(parseAmount('1,634,33957|', { ocr: true })).toEqual({ kobo: 163433957, sign: 0 });
    expect(parseAmount('-12,45050', { ocr: true })).toEqual({ kobo: 1245050, sign: -1 });
    expect(parseAmount('1,634,33957')).toBeNull();
    expect(parseAmount('1,634,3395', { ocr: true })).toBeNull();
    // The closing bracket of a debit stays a debit; a '|' that ends short kobo is a misread 1.
    expect(parseAmount('(1,234.50)', { ocr: true })).toEqual({ kobo: 123450, sign: -1 });
    expect(parseAmount('1,234.5|', { ocr: true })?.kobo).toBe(123451);
    // Printed text is read as printed.
    expect(parseAmount('92,805.60)')).toBeNull();
    expect(parseAmount('7)', { ocr: true })).toBeNull();
  });
  it('rejects text and huge numbers', () => {
    expect(parseAmount('NIP TRANSFER')).toBeNull();
    expect(parseAmount('')).toBeNull();
    expect(parseAmount('1,23,4.00')).toBeNull();
    expect(parseAmount('99999999999999999999.00')).toBeNull();
  });
  it('knows unsigned from signed', () => {
    expect(parseAmount('1,000.00')).toEqual({ kobo: 100000, sign: 0 });
    expect(parseAmount('+1,000.00')?.sign).toBe(1);
  });
  it('repairs OCR look-alikes only when asked', () => {
    expect(parseAmount('1,2O0.5O')).toBeNull();
    expect(parseAmount('1,2O0.5O', { ocr: true })?.kobo).toBe(120050);
    expect(parseAmount('1,234,50', { ocr: true })?.kobo).toBe(123450);
    expect(parseAmount('S,OOO.OO', { ocr: true })?.kobo).toBe(500000);
    // Specks in an empty column are no amount.
    expect(parseAmount('Bb', { ocr: true })).toBeNull();
    expect(parseAmount('BB', { ocr: true })).toBeNull();
    expect(parseAmount('lO', { ocr: true })).toBeNull();
    // A decimal point read as a gap, where thousands groups show the kobo follow; not otherwise.
    expect(parseAmount('38.328 61', { ocr: true })?.kobo).toBe(3832861);
    // … and a gap after a thousands separator, as a faded scan reads it, is no gap in the figure.
    expect(parseAmount('10, 000 00', { ocr: true })?.kobo).toBe(1000000);
    expect(parseAmount('130, 869 97', { ocr: true })?.kobo).toBe(13086997);
    expect(parseAmount('10, 00', { ocr: true })?.kobo).not.toBe(1000000);
    // Every separator read as a gap: groups of three, then two, are thousands and kobo (a photocopy's "16 306 12").
    expect(parseAmount('16 306 12', { ocr: true })?.kobo).toBe(1630612);
    expect(parseAmount('1 234 567 89', { ocr: true })?.kobo).toBe(123456789);
    // Kobo of zeros read as round letters after that gap (set 18's Wema scan: "50 eo", "75,000 ao"); not in text.
    expect(parseAmount('50 eo', { ocr: true })?.kobo).toBe(5000);
    expect(parseAmount('75,000 ao', { ocr: true })?.kobo).toBe(7500000);
    expect(parseAmount('50 eo')).toBeNull();
    expect(parseAmount('50 ex', { ocr: true })).toBeNull();
    // The naira sign read as '#' or '¥' is no digit: dropped in OCR, never in text.
    expect(parseAmount('#10,000.00', { ocr: true })?.kobo).toBe(1000000);
    expect(parseAmount('¥15,316.00', { ocr: true })?.kobo).toBe(1531600);
    expect(parseAmount('-#50.00', { ocr: true })).toEqual({ kobo: 5000, sign: -1 });
    expect(parseAmount('#§102,952.00', { ocr: true })?.kobo).toBe(10295200);
    expect(parseAmount('#10,000.00')).toBeNull();
    // … or as '$', or twice over as a mark and an N.
    expect(parseAmount('$13,930.20', { ocr: true })?.kobo).toBe(1393020);
    expect(parseAmount('-$2,840.00', { ocr: true })).toEqual({ kobo: 284000, sign: -1 });
    expect(parseAmount('#N95,027.00', { ocr: true })?.kobo).toBe(9502700);
    expect(parseAmount('-4#50,000.00', { ocr: true })).toEqual({ kobo: 5000000, sign: -1 });
    expect(parseAmount('4#50,000.00', { ocr: true })).toBeNull();
    // Any mark between a sign and a whole figure is the naira sign misread.
    expect(parseAmount('+X49,750.00', { ocr: true })).toEqual({ kobo: 4975000, sign: 1 });
    expect(parseAmount('-}8,500.00', { ocr: true })).toEqual({ kobo: 850000, sign: -1 });
    expect(parseAmount('-8&77,450.00', { ocr: true })).toEqual({ kobo: 7745000, sign: -1 });
    expect(parseAmount('-8N4,400.00', { ocr: true })).toEqual({ kobo: 440000, sign: -1 });
    // Not in printed text, and not before a figure that is not whole.
    expect(parseAmount('+X49,750.00')).toBeNull();
    // A thousands comma read as a gap before the kobo point.
    expect(parseAmount('141 345.50', { ocr: true })).toEqual({ kobo: 14134550, sign: 0 });
    // A '$' before a 0 was a 5: no figure starts so. Left unread, for the running balance.
    expect(parseAmount('$0.00', { ocr: true })).toBeNull();
    expect(parseAmount('$0,300.50', { ocr: true })).toBeNull();
    expect(parseAmount('$13,930.20')).toBeNull();
    expect(parseAmount('38.328 61')).toBeNull();
    expect(parseAmount('328 61', { ocr: true })?.kobo).not.toBe(32861);
  });
  it('reads the naira sign typed =N=, lost to a font (? or U+FFFD), or the currency after the figure', () => {
    // Set 24: a typewriter's "=N=", a font without the naira glyph, a wallet's "NGN" suffix, a trailing minus.
    expect(parseAmount('=N=26,150.00')).toEqual({ kobo: 2615000, sign: 0 });
    expect(parseAmount('(=N=1.88)')).toEqual({ kobo: 188, sign: -1 });
    expect(parseAmount('?13,000.00')).toEqual({ kobo: 1300000, sign: 0 });
    expect(parseAmount('\uFFFD42,150.75')).toEqual({ kobo: 4215075, sign: 0 });
    expect(parseAmount('20,000.00 NGN')).toEqual({ kobo: 2000000, sign: 0 });
    expect(parseAmount('155,000.00-')).toEqual({ kobo: 15500000, sign: -1 });
    // A question mark before words is no amount.
    expect(parseAmount('?ABC')).toBeNull();
  });
  it('takes whole naira as money only with the currency before it', () => {
    expect(looksLikeAmount('N 23,000')).toBe(true);
    expect(looksLikeAmount('(N 75,500)')).toBe(true);
    expect(parseAmount('(N 75,500)')).toEqual({ kobo: 7550000, sign: -1 });
    // Bare digits may be a reference, a terminal or a phone number.
    expect(looksLikeAmount('23,000')).toBe(false);
    expect(looksLikeAmount('08031234567')).toBe(false);
  });
  it('looksLikeAmount', () => {
    expect(looksLikeAmount('1,234.00')).toBe(true);
    expect(looksLikeAmount('2025')).toBe(false);
  });
  it('reads thousands commas OCR turned into points, only in a scan and only before a two-digit kobo part', () => {
    expect(parseAmount('-33.605.00', { ocr: true })).toEqual({ kobo: 3360500, sign: -1 });
    expect(parseAmount('1.234.567.89', { ocr: true })).toEqual({ kobo: 123456789, sign: 0 });
    expect(parseAmount('33.605.00')).toBeNull();
    // A leading '§' is read as the naira sign; where it was a 5 the running balance puts the first digit back.
    expect(parseAmount('§5.140.50', { ocr: true })).toEqual({ kobo: 514050, sign: 0 });
    expect(parseAmount('5§5.140.50', { ocr: true })).toEqual({ kobo: 55514050, sign: 0 });
    expect(parseAmount('3.60.50', { ocr: true })).toBeNull();
  });
});
