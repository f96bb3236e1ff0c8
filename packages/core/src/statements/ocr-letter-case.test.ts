import { describe, expect, it } from 'vitest';
import { repairCapitalII, repairSmallInCapitals, repairTitleCaseI, smallLettersProven } from './ocr-letter-case.ts';
import { repairOcrWord } from './ocr-repair.ts';

describe('a letter\'s case as OCR reads it', () => {
  it('reads a small l starting an unknown word in a Title Case name as a capital I', () => {
    expect(repairTitleCaseI('Terhemba Joseph lorwuese')).toBe('Terhemba Joseph Iorwuese');
    expect(repairTitleCaseI('Terhemba lorwuese (Access Bank)')).toBe('Terhemba Iorwuese (Access Bank)');
    // Not in a sentence with small words, not alone.
    expect(repairTitleCaseI('Transfer to lagos')).toBe('Transfer to lagos');
    expect(repairTitleCaseI('lorwuese')).toBe('lorwuese');
  });
  it('reads a small i or l starting an unknown word before a Title Case name as a capital I', () => {
    // A photo's "Ifeoma" read "ifeoma" at 66%: the next word is a name in Title Case.
    expect(repairTitleCaseI('Received from ifeoma Eze')).toBe('Received from Ifeoma Eze');
    expect(repairTitleCaseI('Transfer to lorwuese Terhemba')).toBe('Transfer to Iorwuese Terhemba');
    // Followed by a small word or nothing, in a cell of small words: left as read.
    expect(repairTitleCaseI('Received from ifeoma eze')).toBe('Received from ifeoma eze');
    expect(repairTitleCaseI('paid to ifeoma')).toBe('paid to ifeoma');
    // A known word is never changed.
    expect(repairTitleCaseI('Paid into Savings')).toBe('Paid into Savings');
  });
  it('keeps a small letter among capitals small when its characters show it printed small', () => {
    const box = (text: string, y0: number) => ({ text, y0, y1: 1017 });
    // "Cw8204511": w stands 18 px, C and the digits 23 px.
    const titled = [box('C', 994), box('w', 999), ...'8204511'.split('').map((d) => box(d, 994))];
    expect(smallLettersProven(titled)).toBe(true);
    expect(repairOcrWord('Cw8204511', true)).toBe('Cw8204511');
    expect(repairOcrWord('Cw8204511')).toBe('CW8204511');
    // A capital W read small keeps its capital's height: not proven, repaired.
    const capital = [box('C', 994), box('w', 994), ...'8204511'.split('').map((d) => box(d, 994))];
    expect(smallLettersProven(capital)).toBe(false);
    // An i's dot makes it as tall as a capital: its size proves nothing.
    expect(smallLettersProven([box('Z', 994), box('i', 996), box('B', 994)])).toBe(false);
    expect(smallLettersProven(undefined)).toBe(false);
  });
});

describe('II in a capitals narration', () => {
  it('reads "Il" as II where every other letter is a capital, and leaves mixed case alone', () => {
    expect(repairCapitalII('ATM WDL GARKI Il 966941')).toBe('ATM WDL GARKI II 966941');
    expect(repairCapitalII('ATM WDL GARKI lI')).toBe('ATM WDL GARKI II');
    expect(repairCapitalII('Paid Il Forno restaurant')).toBe('Paid Il Forno restaurant');
  });
});

describe('repairSmallInCapitals', () => {
  it('writes in capitals the one word read small in a narration printed in capitals', () => {
    // Set 31's GTBank print at 7 pt, scanned at 200 dpi.
    expect(repairSmallInCapitals('vat ON NIP TRANSFER FEE')).toBe('VAT ON NIP TRANSFER FEE');
    // A long word in small letters is printed so (set 35: OPay's "ATM withdrawal - ATM …", "POS purchase - …").
    expect(repairSmallInCapitals('ATM withdrawal - ATM 1052 IKEJA CITY MALL')).toBe('ATM withdrawal - ATM 1052 IKEJA CITY MALL');
    expect(repairSmallInCapitals('POS purchase - ERISCO FOODS OUTLET OKOTA')).toBe('POS purchase - ERISCO FOODS OUTLET OKOTA');
    expect(repairSmallInCapitals('VAT ON NIP TRANSFER FeE')).toBe('VAT ON NIP TRANSFER FEE');
    expect(repairSmallInCapitals('NIP TRANSFER FeE')).toBe('NIP TRANSFER FeE');
  });

  it('leaves Title Case words, remarks in small letters, unknown words and short narrations as read', () => {
    expect(repairSmallInCapitals('Card - NNPC MEGA IKOTA')).toBe('Card - NNPC MEGA IKOTA');
    expect(repairSmallInCapitals('POS Payment TOTALENERGIES AJAH')).toBe('POS Payment TOTALENERGIES AJAH');
    expect(repairSmallInCapitals('TRF TO ADA OBI for rent')).toBe('TRF TO ADA OBI for rent');
    expect(repairSmallInCapitals('TRF TO ADA OBI xqzt')).toBe('TRF TO ADA OBI xqzt');
    expect(repairSmallInCapitals('vat oN NIP TRANSFER FEE')).toBe('vat oN NIP TRANSFER FEE');
  });
});
