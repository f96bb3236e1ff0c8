import { describe, expect, it } from 'vitest';
import type { StatementInfo } from '../contract.ts';
import { editingSigns, healthNote } from './figures-trust.ts';

const clean: Pick<StatementInfo, 'warnings' | 'warningDetails' | 'reconciled'> = { warnings: [], warningDetails: [], reconciled: true };
const row14 = 'Row 14 on page 1 (2025-09-03, POS PURCHASE) does not reconcile: the balance before it is ₦10,000.00.';

describe('healthNote', () => {
  it('says nothing when every balance adds up and nothing was doubted', () => {
    expect(healthNote(clean)).toBeUndefined();
  });

  it('says the score rests on a copy that shows signs of alteration, from the numbers', () => {
    const note = healthNote({ reconciled: false, warnings: [row14], warningDetails: [{ kind: 'alteration', message: row14 }] });
    expect(note).toMatch(/^This score is worked out from the figures this copy prints, and the copy shows signs of alteration/);
    expect(note).toMatch(/fresh copy from your bank/);
  });

  it('says so too when only the file’s history shows editing and the numbers add up', () => {
    const w = 'Possible tampering: the PDF was last saved by an editing tool (iLovePDF).';
    expect(healthNote({ reconciled: true, warnings: [w], warningDetails: [{ kind: 'other', message: w }] })).toMatch(/signs of alteration/);
  });

  it('says a scan’s figures were read unclearly, not altered, when that is the doubt', () => {
    const note = healthNote({ reconciled: false, warnings: [row14], warningDetails: [{ kind: 'reading', message: row14 }] });
    expect(note).toMatch(/^Some figures in this copy could not be read clearly/);
    expect(note).not.toMatch(/alteration/);
  });

  it('says nothing of a reading doubt once the balances add up', () => {
    const m = 'Date of row 3 taken from its neighbours.';
    expect(healthNote({ reconciled: true, warnings: [m], warningDetails: [{ kind: 'reading', message: m }] })).toBeUndefined();
  });
});

describe('editingSigns', () => {
  it('keeps the warnings that name tampering, alteration or editing, and no others', () => {
    expect(editingSigns({ warnings: ['3 lines skipped.', 'Possible tampering: the PDF was modified after it was created.', 'Row 2 may have been altered.'] })).toEqual([
      'Possible tampering: the PDF was modified after it was created.',
      'Row 2 may have been altered.',
    ]);
  });
});
