import { headerRole, isHeaderWord } from './column-dictionary.ts';
import type { Segment } from './types.ts';

/**
 * Two headings printed so close that they are one word: a wide statement shrunk to fit one page, or a heading cell
 * narrower than its text, gives "VALUE DATETRAN ID" and "TXN DATETIME DETAILS". A printed word that is no heading
 * word but two of them joined ("DATE" + "TRAN", "DATE" + "TIME") is parted where its letters say, so each heading
 * names its column; a word of the dictionary ("Datetime") stays whole.
 */
export function partGluedHeadingWords(words: readonly Segment[]): Segment[] {
  return words.flatMap((w) => {
    if (w.conf !== undefined || !/^[A-Za-z]{6,}$/.test(w.text) || isHeaderWord(w.text) || headerRole(w.text))
      return [w];
    for (let cut = 3; cut <= w.text.length - 2; cut++) {
      const [left, right] = [w.text.slice(0, cut), w.text.slice(cut)];
      if (!isHeaderWord(left) || !isHeaderWord(right)) continue;
      const x = w.x0 + ((w.x1 - w.x0) * cut) / w.text.length;
      return [
        { ...w, text: left, x1: x },
        { ...w, text: right, x0: x },
      ];
    }
    return [w];
  });
}
