import { describe, expect, it } from 'vitest';
import { ocrWouldReadMore, wordShare } from './ocr-would-read-more.ts';

describe('ocrWouldReadMore', () => {
  it('sends a font that maps its glyphs to no letters, or to the wrong ones, to OCR', () => {
    // A garbled font: the title in a plain font, every row in one whose glyphs map to no letters.
    const row = '7!1$S$L n/8/$C1f |CCEq${ \\/b1f WO\\?[ DTDTF|N7 F|>|F a1vSE-f dxV\\7HVhdhp ri=ddd6dd';
    const garbled = ['ZENITH BANK PLC', 'STATEMENT OF ACCOUNT', ...Array<string>(12).fill(row)];
    expect(wordShare(garbled)).toBeLessThan(0.15);
    expect(ocrWouldReadMore(garbled)).toBe(true);
    // Letters mapped to other letters, digits to other digits: word-shaped, amount-shaped, and no word of a statement.
    const remapped = [
      'Eqnp Hpae Kfj (LMLV)',
      'FVLVDBDIV WY LQQWNIV',
      'Ljjirah Ipnq: OLVLM BHAPBOT',
      'Cphq Cqojglbhlia Gqdqgqajq Cqvlh Qgqxlh Hpfpajq',
      '39/38/7376 BFBJ EDZ JKBEVMAK MKTR WBDEBP 23,982.33 684,156.26',
    ];
    expect(ocrWouldReadMore(remapped)).toBe(true);
  });

  it('sends a statement whose words are text and whose figures are not (drawn as paths) to OCR', () => {
    const noFigures = [
      'ACME BANK',
      'Date Description Debit Credit Balance',
      '01 Oct 2025 Transfer to Ada Okafor',
      '02 Oct 2025 POS purchase Shoprite Lekki',
    ];
    expect(ocrWouldReadMore(noFigures)).toBe(true);
  });

  it('keeps from OCR a text layer of words that prints amounts, or prints no statement columns', () => {
    const nil = [
      'UNION BANK',
      'Statement of account 1 November 2025 to 30 November 2025',
      'Opening balance 12,500.00',
      'Closing balance 12,500.00',
      'No transactions in this period',
    ];
    expect(ocrWouldReadMore(nil)).toBe(false);
    const letter = [
      'Dear Sir,',
      'We write to confirm that Mr. Musa Ibrahim has been our tenant since March 2021,',
      'and has paid his rent as and when due.',
      'Yours faithfully,',
    ];
    expect(ocrWouldReadMore(letter)).toBe(false);
  });
});
