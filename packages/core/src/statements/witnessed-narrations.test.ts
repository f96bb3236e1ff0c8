import { describe, expect, it } from 'vitest';
import { witnessedNarrations, witnessNarration } from './witnessed-narrations.ts';

describe('witnessNarration (a refused reading witnesses the narrations of the one that stands)', () => {
  const levyElsewhere = (w: string) => w === 'LEVY';

  it('puts back a word the vocabulary knows for one it does not, two letters off at most, read so in other rows', () => {
    expect(witnessNarration('ELECTRONIC MONEY TRANSFER LEW', 'ELECTRONIC MONEY TRANSFER LEVY', levyElsewhere)).toBe('ELECTRONIC MONEY TRANSFER LEVY');
    expect(witnessNarration('ELECTRONIC MONEY TRANSFER LEW', 'ELECTRONIC MONEY TRANSFER LEVY')).toBe('ELECTRONIC MONEY TRANSFER LEW');
  });

  it("puts back a capitals narration's word read in small letters, never the other way", () => {
    expect(witnessNarration('ELECTRONIC MONEY TRANSFER Levy', 'ELECTRONIC MONEY TRANSFER LEVY')).toBe('ELECTRONIC MONEY TRANSFER LEVY');
    expect(witnessNarration('ELECTRONIC MONEY TRANSFER LEVY', 'ELECTRONIC MONEY TRANSFER Levy')).toBe('ELECTRONIC MONEY TRANSFER LEVY');
    expect(witnessNarration('Electronic Money Transfer Lew', 'Electronic Money Transfer Levy', (w) => w === 'Levy')).toBe('Electronic Money Transfer Levy');
  });

  it('puts back a letter read as a mark, though the witness holds only part of the narration', () => {
    expect(
      witnessNarration('ALAT NIP TRANSFER TO OLUWASEUN SADIQ OLAWUY! GUARANTY TRUST BANK TRANSPORT', 'SADIQ OLAWUYI GUARANTY TRUST BANK TRANSPORT'),
    ).toBe('ALAT NIP TRANSFER TO OLUWASEUN SADIQ OLAWUYI GUARANTY TRUST BANK TRANSPORT');
  });

  it('drops a short unknown word only the standing reading has, between two words both read', () => {
    expect(witnessNarration('MFB HAIR ATTACHMENT AL MONEY', 'MFB HAIR ATTACHMENT MONEY')).toBe('MFB HAIR ATTACHMENT MONEY');
    // A known short word, or one at the witness's edge (its reading may simply stop there), stays.
    expect(witnessNarration('TRANSFER TO JOHN', 'TRANSFER JOHN')).toBe('TRANSFER TO JOHN');
    expect(witnessNarration('MFB HAIR ATTACHMENT AL', 'MFB HAIR ATTACHMENT')).toBe('MFB HAIR ATTACHMENT AL');
  });

  it('leaves what two readings cannot settle: names, unknown words on both sides, another word order, a loose pairing', () => {
    // A name read right is not turned into a known word the witness misread it as.
    expect(witnessNarration('TRANSFER TO EMEKA BOLA GTB', 'TRANSFER TO EMEKA BOLT GTB')).toBe('TRANSFER TO EMEKA BOLA GTB');
    expect(witnessNarration('TRANSFER TO EMEKA OKORO GTB', 'TRANSFER TO EMEKA OKRA GTB', () => true)).toBe('TRANSFER TO EMEKA OKORO GTB');
    expect(witnessNarration('TRANSFER TO TUNDE OKORO GTB', 'TRANSFER TO TUNDE OKOR0 GTB')).toBe('TRANSFER TO TUNDE OKORO GTB');
    expect(witnessNarration('POS FOODS PURCHASE FRESH', 'POS PURCHASE FRESH FOODS')).toBe('POS FOODS PURCHASE FRESH');
    // Too far from the word read to be its misreading.
    expect(witnessNarration('POS PURCHASE AT ZUMA', 'POS PURCHASE AT ZENITH', () => true)).toBe('POS PURCHASE AT ZUMA');
    // One word in common is no alignment.
    expect(witnessNarration('AIRTIME LEW', 'AIRTIME LEVY', levyElsewhere)).toBe('AIRTIME LEW');
  });
});

describe('witnessedNarrations', () => {
  const row = (date: string, amount: number, description: string) => ({ date, amount, description, balance: 0 });

  it('pairs rows by date and amount, in order, and keeps everything else of the row', () => {
    const levy = row('2025-07-19', -5000, 'ELECTRONIC MONEY TRANSFER LEVY');
    const rows = [levy, row('2025-07-26', -5000, 'ELECTRONIC MONEY TRANSFER LEW'), row('2025-07-26', 677810, 'NIP TRANSFER FROM ADA')];
    const refused = [row('2025-07-26', 677810, 'NIP TRANSFER FROM ADA'), row('2025-07-26', -5000, 'ELECTRONIC MONEY TRANSFER LEVY')];
    expect(witnessedNarrations(rows, refused)).toEqual([levy, row('2025-07-26', -5000, 'ELECTRONIC MONEY TRANSFER LEVY'), rows[2]]);
    // Without another row of the standing reading that reads LEVY, "LEW" stays: nothing proves the word.
    expect(witnessedNarrations(rows.slice(1), refused)).toEqual(rows.slice(1));
  });

  it('leaves rows alone where the readings hold a different number of rows of that date and amount', () => {
    const rows = [row('2025-07-01', -5000, 'ELECTRONIC MONEY TRANSFER LEW'), row('2025-07-01', -5000, 'ELECTRONIC MONEY TRANSFER LEVY')];
    const refused = [row('2025-07-01', -5000, 'ELECTRONIC MONEY TRANSFER LEVY')];
    expect(witnessedNarrations(rows, refused)).toEqual(rows);
    expect(witnessedNarrations(rows, [])).toEqual(rows);
  });
});
