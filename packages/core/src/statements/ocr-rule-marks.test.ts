import { describe, expect, it } from 'vitest';
import { dropRuleMarks } from './ocr-rule-marks.ts';

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
    expect(dropRuleMarks('Transfer to Bisi Adeyemi | Zenith Bank | 690629874434')).toBe('Transfer to Bisi Adeyemi | Zenith Bank | 690629874434');
    expect(dropRuleMarks('NIP FRM IBEKWE IKEJA IMAGE')).toBe('NIP FRM IBEKWE IKEJA IMAGE');
  });
});
