import { describe, expect, it } from 'vitest';
import { referenceRepairs } from './ocr-reference-witnesses.ts';

describe('references the rows of a page vote on', () => {
  it('puts back each reading outvoted character by character (a transfer, its fee and the VAT on the fee)', () => {
    const page = ['FIRSTMOBILE TRF TO NGOZI OLAWALE UBA 073536539422', 'NIP FEE 073936539422', 'VAT NIP FEE (73936539422'];
    expect(referenceRepairs(page)).toEqual(
      new Map([
        ['073536539422', '073936539422'],
        ['(73936539422', '073936539422'],
      ]),
    );
  });

  it('takes a reading printed twice over one printed once', () => {
    expect(referenceRepairs(['NIP 881244154912', 'NIP FEE 881244154912', 'VAT 861244154912'])).toEqual(new Map([['861244154912', '881244154912']]));
  });

  it('leaves two readings alone, a reference printed once, and references in sequence', () => {
    expect(referenceRepairs(['NIP 073536539422', 'FEE 073936539422']).size).toBe(0);
    expect(referenceRepairs(['POS SHOPRITE IKEJA 183937083170']).size).toBe(0);
    // Neighbouring digits are no confusion: 1234567895 and 1234567896 are two references.
    expect(referenceRepairs(['TRF 1234567895', 'FEE 1234567895', 'TRF 1234567896']).size).toBe(0);
    expect(referenceRepairs(['TRF 1234567898', 'FEE 1234567898', 'TRF 1234567899']).size).toBe(0);
  });

  it('takes an 8 for a 9 (one blurred stroke apart) away from the last two digits', () => {
    // Set 25's compressed Fidelity scan: the VAT row's "881244154812" beside the charge's "881244154912" read twice.
    expect(referenceRepairs(['NIP 881244154912', 'CHARGE 881244154912', 'VAT 881244154812'])).toEqual(new Map([['881244154812', '881244154912']]));
  });

  it('reads only long runs of digits: a date, an amount or a short code is no reference', () => {
    expect(referenceRepairs(['30,000.00', '30,000.00', '80,000.00', 'ref 12345', 'ref 12345', 'ref 12845']).size).toBe(0);
  });
});
