import { describe, expect, it } from 'vitest';
import { withoutRereadWords } from './ocr-reread-words.ts';

const word = (text: string, x0: number, x1: number, y0 = 500, y1 = 515, confidence = 90) => ({ text, x0, x1, y0, y1, confidence });
const texts = (words: ReturnType<typeof word>[]) => withoutRereadWords(words).map((w) => w.text);

describe('withoutRereadWords', () => {
  it('drops a word read again inside the box of the word it repeats', () => {
    expect(texts([word('NIP/IGTBANK/ZAINAB', 644, 841, 500, 515, 42), word('INAB', 798, 841, 500, 515, 91), word('AKINTOLA', 847, 1059)])).toEqual([
      'NIP/IGTBANK/ZAINAB',
      'AKINTOLA',
    ]);
    // A tall box around the word, the second reading level with its print, a letter misread in it.
    expect(texts([word('NIP', 1696, 1732, 894, 915), word('TRANSFER', 1739, 1866, 869, 926, 77), word('ISFER', 1796, 1862, 894, 915, 91), word('FEE', 1871, 1913, 895, 915)])).toEqual([
      'NIP',
      'TRANSFER',
      'FEE',
    ]);
  });

  it("drops a figure's last digits read again beside it, and a tall bracket read from the ink of the word it overlaps (set 35)", () => {
    expect(texts([word('110,', 1589, 1648, 1156, 1187), word('350.00', 1650, 1753, 1136, 1207, 95), word('00', 1713, 1785, 1140, 1182, 94)])).toEqual(['110,', '350.00']);
    expect(texts([word('PURCH', 420, 550, 1886, 1913), word('(', 565, 581, 1862, 1921, 93), word('@', 574, 605, 1881, 1914), word('CHICKEN', 620, 780, 1886, 1913)])).toEqual([
      'PURCH',
      '@',
      'CHICKEN',
    ]);
    // Digits after a figure, clear of its box, and a bracket of the text's height are printed.
    expect(texts([word('350.00', 1650, 1753), word('00', 1760, 1785)])).toEqual(['350.00', '00']);
    expect(texts([word('PURCH', 420, 550, 1886, 1913), word('(', 565, 581, 1880, 1914), word('@', 574, 605, 1881, 1914)])).toEqual(['PURCH', '(', '@']);
    // A bar between a name and its bank prints taller than the text, close to its neighbours ("… Balogun | STANBIC").
    expect(texts([word('Balogun', 420, 550, 1886, 1913), word('|', 556, 560, 1876, 1924), word('STANBIC', 558, 700, 1886, 1913)])).toEqual(['Balogun', '|', 'STANBIC']);
  });

  it('keeps the surer of two readings in the same box', () => {
    const kept = withoutRereadWords([word('MOHAMMED/STANBIC', 741, 1074, 1910, 2000, 58), word('MOHAMMED/STANBIC', 741, 1074, 1934, 1958, 85)]);
    expect(kept.map((w) => w.confidence)).toEqual([85]);
  });

  it('keeps printed words inside a box drawn over several, short words and words below', () => {
    // "01/06/25" drawn as wide as "01/06/25 - 30/06/25".
    expect(texts([word('01/06/25', 1250, 1526), word('-', 1381, 1395), word('30/06/25', 1407, 1526)])).toEqual(['01/06/25', '-', '30/06/25']);
    // "transfer" drawn over "fee": two letters shared by chance.
    expect(texts([word('transfer', 1601, 1816), word('fee', 1756, 1818)])).toEqual(['transfer', 'fee']);
    // The same word on the line below.
    expect(texts([word('TRANSFER', 100, 227, 500, 515), word('TRANSFER', 100, 227, 530, 545)])).toEqual(['TRANSFER', 'TRANSFER']);
  });
});
