import { describe, expect, it } from 'vitest';
import { repairOcrWord } from './ocr-repair.ts';

describe('repairs of OCR confusions', () => {
  it('puts back a date separator read as a letter or a stroke, only in something that is otherwise a date', () => {
    expect(repairOcrWord('18/07r2025')).toBe('18/07/2025');
    expect(repairOcrWord('24/0772025')).toBe('24/07/2025');
    expect(repairOcrWord('12/0712025')).toBe('12/07/2025');
    expect(repairOcrWord('18r07/2025')).toBe('18/07/2025');
    expect(repairOcrWord('18-07r2025')).toBe('18-07-2025');
    // No date: month and day both over 12, or no separator left to copy.
    expect(repairOcrWord('24/3772025')).toBe('24/3772025');
    expect(repairOcrWord('2407772025')).toBe('2407772025');
  });

  it('reads a bracket at the start of a capitalised word, and a small letter among capitals, as the capital', () => {
    expect(repairOcrWord('[UC')).toBe('IUC');
    expect(repairOcrWord('ZiB250724009988776')).toBe('ZIB250724009988776');
    expect(repairOcrWord('[1]')).toBe('[1]');
    expect(repairOcrWord('Mobile')).toBe('Mobile');
    expect(repairOcrWord('Jui')).toBe('Jul');
    expect(repairOcrWord('Apr')).toBe('Apr');
    expect(repairOcrWord('Mai')).toBe('Mai');
  });

  it('repairs a letter only when it makes exactly one word the vocabulary knows', () => {
    expect(repairOcrWord('LTD/FIGGYVEST')).toBe('LTD/PIGGYVEST');
    expect(repairOcrWord('SAHAD')).toBe('SAHAD');
    expect(repairOcrWord('TRANSFER')).toBe('TRANSFER');
  });
});
