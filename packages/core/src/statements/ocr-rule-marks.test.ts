import { describe, expect, it } from 'vitest';
import { dropRuleMarks, trimRuleBars, dropUnwitnessedBars } from './ocr-rule-marks.ts';

describe("a table's ruled lines read beside a photo's narrations", () => {
  it('drops the bar, brace or bracket before a narration or stuck to a word, and an I stuck to a known word', () => {
    // Set 18's Access pages, photographed with their grid lines.
    expect(dropRuleMarks('| AIRTIME GLO 08057676370')).toBe('AIRTIME GLO 08057676370');
    expect(dropRuleMarks('INIP FRM CHIAMAKA IBEKWE/PALMPAY')).toBe('NIP FRM CHIAMAKA IBEKWE/PALMPAY');
    // A brand the vocabulary does not know keeps the I: nothing shows it is no part of the word.
    expect(dropRuleMarks('IACCESSMORE')).toBe('IACCESSMORE');
    expect(dropRuleMarks('IDATA GLO 08056488892')).toBe('DATA GLO 08056488892');
    expect(dropRuleMarks('POS PURCHASE CHICKEN {REPUBLIC LAGOS NG')).toBe('POS PURCHASE CHICKEN REPUBLIC LAGOS NG');
  });

  it("keeps an app's bars between the parts of a narration, and words that are words or names with their I", () => {
    expect(dropRuleMarks('Transfer to Bisi Adeyemi | Zenith Bank | 690629874434')).toBe(
      'Transfer to Bisi Adeyemi | Zenith Bank | 690629874434',
    );
    expect(dropRuleMarks('NIP FRM IBEKWE IKEJA IMAGE')).toBe('NIP FRM IBEKWE IKEJA IMAGE');
  });

  it('drops a rule read as J or j, and before the first part of a slashed narration', () => {
    expect(dropRuleMarks('NIP FRM HALIMA MOHAMMED/UNION IBANK/683451527436')).toBe(
      'NIP FRM HALIMA MOHAMMED/UNION BANK/683451527436',
    );
    expect(dropRuleMarks('JDATA MTN 08031234567')).toBe('DATA MTN 08031234567');
    // A word the vocabulary knows keeps its first letter (T-bills are treasury bills).
    expect(dropRuleMarks('TBILLS INVESTMENT')).toBe('TBILLS INVESTMENT');
  });

  it("trims the bars a photo reads at a narration line's ends, not an app's separator between words", () => {
    expect(trimRuleBars('NIP FRM CHIAMAKA ETIM/STERLING |')).toBe('NIP FRM CHIAMAKA ETIM/STERLING');
    expect(trimRuleBars('|| 2F158538')).toBe('2F158538');
    expect(trimRuleBars('Transfer to Bisi | Zenith Bank')).toBe('Transfer to Bisi | Zenith Bank');
  });
});

describe('dropUnwitnessedBars', () => {
  it("drops a bar inside a narration where the document's other narrations print none (set 35's Zenith scan)", () => {
    const zenith = [
      'ELECTRONIC MONEY TRANSFER | LEVY',
      'ELECTRONIC MONEY TRANSFER LEVY',
      'NIP CR/MUSA BALA/FIDELITY BANK/BIRTHDAY',
      'SMS ALERT CHARGES',
    ];
    expect(dropUnwitnessedBars(zenith)[0]).toBe('ELECTRONIC MONEY TRANSFER LEVY');
  });

  it("keeps an app's separators, printed on most of its narrations", () => {
    const opay = [
      'Transfer to Zainab Bello | OPay',
      'Transfer from Ebere Okafor | Sterling Bank',
      'Electronic Money Transfer Levy',
      'Transfer to Somto Ibe | Access Bank - thank you',
    ];
    expect(dropUnwitnessedBars(opay)).toEqual(opay);
  });
});
