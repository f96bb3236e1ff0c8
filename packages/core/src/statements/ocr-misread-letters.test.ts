import { describe, expect, it } from 'vitest';
import { misreadLetterRepair, repairMisreadLetters } from './ocr-misread-letters.ts';

describe('misreadLetterRepair', () => {
  it('puts back one letter read as a like-shaped one where exactly one reading is a known word', () => {
    expect(misreadLetterRepair('DPAY')).toEqual(['OPAY']);
    expect(misreadLetterRepair('DGUNLEYE')).toEqual(['OGUNLEYE']);
    expect(misreadLetterRepair('FLINKE')).toEqual(['FUNKE']);
    expect(misreadLetterRepair('RLIKAYAT')).toEqual(['RUKAYAT']);
    expect(misreadLetterRepair('SIOT')).toEqual(['SLOT']);
    expect(misreadLetterRepair('P0S')).toEqual(['POS']);
  });

  it('puts a three-letter word back only as a channel word, and two channel words run together apart', () => {
    expect(misreadLetterRepair('MEB')).toEqual(['MFB']);
    expect(misreadLetterRepair('WER')).toEqual(['WEB']);
    expect(misreadLetterRepair('ATMWOL')).toEqual(['ATM', 'WDL']);
    // OLA is a name the vocabulary knows, but a three-letter word may be an initialism it has never seen.
    expect(misreadLetterRepair('DLA')).toBeNull();
  });

  it('leaves known words, names nothing proves, small letters and references as read', () => {
    expect(misreadLetterRepair('TOLU')).toBeNull();
    expect(misreadLetterRepair('OKOROAFOR')).toBeNull();
    expect(misreadLetterRepair('ADEDOKUN')).toBeNull();
    expect(misreadLetterRepair('Dpay')).toBeNull();
    expect(misreadLetterRepair('TRF927009')).toBeNull();
    expect(misreadLetterRepair('20854800')).toBeNull();
  });
});

describe('repairMisreadLetters', () => {
  it('repairs each part of a token between slashes and keeps a token nothing changes whole', () => {
    expect(repairMisreadLetters('MEB/RLIKAYAT')).toEqual(['MFB/RUKAYAT']);
    expect(repairMisreadLetters('POS/WER')).toEqual(['POS/WEB']);
    expect(repairMisreadLetters('NWOSU/TRF536241')).toEqual(['NWOSU/TRF536241']);
    expect(repairMisreadLetters('ATMWOL')).toEqual(['ATM', 'WDL']);
  });
});
