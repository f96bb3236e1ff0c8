import { describe, expect, it } from 'vitest';
import { repairFirstSlash, repairFirstWords, repairSpacingAndCase } from './first-word-witnesses.ts';

describe("a scan's first word put back by the document's other narrations", () => {
  // Set 18's Access phone photo: "|NIP" against the table's rule read "Tip", "INP", "Ini".
  const page = [
    'NIP TRF TO IBRAHIM OKAFOR/GTBANK',
    'NIP CHARGE + VAT',
    'INP TRF TO AMINAT OKONKWO/MONIEPOINT MFB',
    'Ini TRF TO CHIAMAKA UZOR/STERLING BANK',
    'NIP CHARGE + VAT',
    'NIP TRF TO GODWIN MOHAMMED/STANBIC IBTC',
    'Tip CHARGE + VAT',
    'USSD TRF TO ADA OBI',
    'NIP TRF TO MUSA OKORO/ACCESS BANK',
    'NIP TRF TO BOLA ADE/KUDA',
  ];

  it('takes the word the same tail starts with, or for an unknown word the one its second word follows', () => {
    expect(repairFirstWords(page)).toEqual([
      'NIP TRF TO IBRAHIM OKAFOR/GTBANK',
      'NIP CHARGE + VAT',
      'NIP TRF TO AMINAT OKONKWO/MONIEPOINT MFB',
      'NIP TRF TO CHIAMAKA UZOR/STERLING BANK',
      'NIP CHARGE + VAT',
      'NIP TRF TO GODWIN MOHAMMED/STANBIC IBTC',
      'NIP CHARGE + VAT',
      // Another word that shares the tail, far from NIP, is another narration.
      'USSD TRF TO ADA OBI',
      'NIP TRF TO MUSA OKORO/ACCESS BANK',
      'NIP TRF TO BOLA ADE/KUDA',
    ]);
  });

  it('needs witnesses enough: one other row, or as many rows against, prove nothing', () => {
    expect(repairFirstWords(['NIP CHARGE + VAT', 'Tip CHARGE + VAT'])).toEqual(['NIP CHARGE + VAT', 'Tip CHARGE + VAT']);
    expect(repairFirstWords(['NIP TRF TO A', 'NIP TRF TO B', 'INP TRF TO C', 'WEB TRF TO D', 'WEB TRF TO E'])[2]).toBe('INP TRF TO C');
    // Set 22's UBA screenshots read "VAT" as "WAT" on three rows of four: the one read right stays.
    const vat = ['WAT ON NIP TRANSFER CHARGE', 'VAT ON NIP TRANSFER CHARGE', 'WAT ON NIP TRANSFER CHARGE', 'WAT ON NIP TRANSFER CHARGE'];
    expect(repairFirstWords(vat)[1]).toBe('VAT ON NIP TRANSFER CHARGE');
  });

  it("puts back a known first word's letter case (and drops a speck's quote) where two rows with its second word print it", () => {
    // Set 40's Kuda photo: "Card payment - …" on four rows, two read with a small c, one of them after a quote.
    const page = ['Card payment - Uber *Trip', 'card payment - Prince Ebeano', '“card payment - Uber *Trip', 'Card payment - Totalenergies'];
    expect(repairFirstWords(page)).toEqual(['Card payment - Uber *Trip', 'Card payment - Prince Ebeano', 'Card payment - Uber *Trip', 'Card payment - Totalenergies']);
    // A known word is never traded for another word, nor on one witness.
    expect(repairFirstWords(['Card payment - A', 'Cash payment - B', 'Card payment - C'])[1]).toBe('Cash payment - B');
    expect(repairFirstWords(['Card payment - A', 'card payment - B'])[1]).toBe('card payment - B');
  });
});

describe("a scan's narration whose spacing or letter case alone differs from the other rows'", () => {
  it('is put back to the form the other rows print, at least twice and more often than every other form', () => {
    // Set 22's GTBank screens: "EMTL LEVY" on four rows, "EMTLLEVY" on one; set 31's GTBank: "NIP TRANSFER FeE".
    const rows = ['EMTL LEVY', 'NIP TRANSFER FEE', 'EMTLLEVY', 'EMTL LEVY', 'NIP TRANSFER FeE', 'NIP TRANSFER FEE'];
    expect(repairSpacingAndCase(rows)).toEqual(['EMTL LEVY', 'NIP TRANSFER FEE', 'EMTL LEVY', 'EMTL LEVY', 'NIP TRANSFER FEE', 'NIP TRANSFER FEE']);
  });

  it('leaves a form seen once against one other, or against as many other readings', () => {
    expect(repairSpacingAndCase(['EMTL LEVY', 'EMTLLEVY'])).toEqual(['EMTL LEVY', 'EMTLLEVY']);
    const even = ['EMTL LEVY', 'EMTLLEVY', 'EMTL LEVY', 'EMTLLEVY'];
    expect(repairSpacingAndCase(even)).toEqual(even);
  });
});

describe('a first slash read as a letter or a mark', () => {
  it('is put back where the other rows start with the word and a slash, at least twice', () => {
    // Set 22's Zenith screens and set 18's UBA copier scan.
    const zenith = ['NIP/KUDA MFB/ZAINAB EZE/TRF783081', 'NIP/GTBANK/ZAINAB AKINTOLA/TRF927009', 'NIPIFCMB/ZAINAB ABUBAKAR/TRF243034'];
    expect(repairFirstSlash(zenith)[2]).toBe('NIP/FCMB/ZAINAB ABUBAKAR/TRF243034');
    const uba = ['TRF/021341170638/IBRAHIM MOHAMMED/OPAY', 'TRF/562850187471/ADA OBI/FCMB', 'TRF! 562850187470/AMINAT OBI/FCMB'];
    expect(repairFirstSlash(uba)[2]).toBe('TRF/562850187470/AMINAT OBI/FCMB');
  });
  it('leaves a word seen once with a slash, and a word that goes on in letters, as read', () => {
    expect(repairFirstSlash(['NIP/KUDA MFB/ZAINAB EZE', 'NIPIFCMB/ZAINAB ABUBAKAR'])[1]).toBe('NIPIFCMB/ZAINAB ABUBAKAR');
    const rows = ['POS/WEB PMT BUKKA HUT', 'POS/WEB PMT SHOPRITE', 'POSITIVE BALANCE INTEREST', 'POS| ADJUSTMENT'];
    expect(repairFirstSlash(rows).slice(2)).toEqual(['POSITIVE BALANCE INTEREST', 'POS/ADJUSTMENT']);
  });
  it('takes a 1 for the slash only before a letter: before a digit it is part of the number', () => {
    const rows = ['POS/WEB PMT BUKKA HUT', 'POS/WEB PMT SHOPRITE', 'POS12345 TERMINAL IKEJA', 'POS1WEB PMT CHICKEN REPUBLIC'];
    expect(repairFirstSlash(rows).slice(2)).toEqual(['POS12345 TERMINAL IKEJA', 'POS/WEB PMT CHICKEN REPUBLIC']);
  });
});
