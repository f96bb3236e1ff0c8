import { describe, expect, it } from 'vitest';
import { repairCapitalWord } from './ocr-capital-words.ts';
import { repairOcrWord } from './ocr-repair.ts';

describe('repairCapitalWord', () => {
  it('puts back one letter read as a like-shaped one where exactly one reading is a known word', () => {
    expect(repairCapitalWord('DPAY')).toBe('OPAY');
    expect(repairCapitalWord('DGUNLEYE')).toBe('OGUNLEYE');
    expect(repairCapitalWord('FLINKE')).toBe('FUNKE');
    expect(repairCapitalWord('RLIKAYAT')).toBe('RUKAYAT');
    expect(repairCapitalWord('SIOT')).toBe('SLOT');
    expect(repairCapitalWord('FIGGYVEST')).toBe('PIGGYVEST');
    // A brand spelt with a digit is a word too.
    expect(repairCapitalWord('SMOBILE')).toBe('9MOBILE');
    expect(repairCapitalWord('QMOBILE')).toBe('9MOBILE');
    expect(repairCapitalWord('BETIJA')).toBe('BET9JA');
    // 9PSB, a payment service bank, its 9 read as an S (set 35's Moniepoint photo: "Transfer from … | SPSB").
    expect(repairCapitalWord('SPSB')).toBe('9PSB');
  });

  it('puts a three-letter word back only as a word of banking, and two of them run together apart', () => {
    expect(repairCapitalWord('P0S')).toBe('POS');
    expect(repairCapitalWord('MEB')).toBe('MFB');
    expect(repairCapitalWord('WER')).toBe('WEB');
    expect(repairCapitalWord('WAT')).toBe('VAT');
    expect(repairCapitalWord('ATMWOL')).toBe('ATM WDL');
    // OLA is a name the vocabulary knows, but a three-letter word may be an initialism it has never seen.
    expect(repairCapitalWord('DLA')).toBe('DLA');
  });

  it('leaves known words, names nothing proves, small letters and references as read', () => {
    for (const word of ['TOLU', 'OKOROAFOR', 'ADEDOKUN', 'Dpay', 'TRF927009', '20854800', 'POS', 'TAX', 'CAT']) {
      expect(repairCapitalWord(word)).toBe(word);
    }
  });
});

describe('capital words in an OCR word', () => {
  it('repairs each part of a word between slashes and keeps a word nothing changes whole', () => {
    expect(repairOcrWord('MEB/RLIKAYAT')).toBe('MFB/RUKAYAT');
    expect(repairOcrWord('POS/WER')).toBe('POS/WEB');
    expect(repairOcrWord('NWOSU/TRF536241')).toBe('NWOSU/TRF536241');
    expect(repairOcrWord('ATMWOL')).toBe('ATM WDL');
  });

  it('reads an I after one of banking\'s short words as the slash it stands for', () => {
    expect(repairOcrWord('WDLIADECLA')).toBe('WDL/ADEOLA');
    expect(repairOcrWord('NIPIFCMB/ZAINAB')).toBe('NIP/FCMB/ZAINAB');
    expect(repairOcrWord('TRFI021341170638')).toBe('TRF/021341170638');
    // A reference printed after the word, and words spelt so, stay as read.
    expect(repairOcrWord('REF196564')).toBe('REF196564');
    expect(repairOcrWord('POSITION')).toBe('POSITION');
  });

  it('drops the I a slash was read as too, before a word the vocabulary knows', () => {
    expect(repairOcrWord('NIP/IGTBANK/ZAINAB')).toBe('NIP/GTBANK/ZAINAB');
    expect(repairOcrWord('NIP/ACCESS/INGOZI')).toBe('NIP/ACCESS/NGOZI');
    // A word known with its I, and the first word, stay.
    expect(repairOcrWord('NIP/IBADAN/IKOYI')).toBe('NIP/IBADAN/IKOYI');
    expect(repairOcrWord('INGOZI/ACCESS')).toBe('INGOZI/ACCESS');
  });
});
