import { provenWordRepairs, rejoinedPieces } from './ocr-broken-words.ts';
import type { Segment } from './types.ts';

/**
 * The words of one OCR run repaired (`ocr-broken-words.ts`): pieces of a word read apart joined (`rejoin`, false on a
 * line printed letter by letter), then words the vocabulary proves. The run's word boxes (`wordSpans`) are kept in
 * step, a joined word taking the boxes of its pieces and a word split in two sharing its box by its letters, so that
 * each word keeps the place the engine found it at. Where the boxes no longer match the words one to one, a repair
 * that changes how many words there are is left out: the boxes place every word of the run.
 */
export function repairRunWords(s: Segment, rejoin: boolean): void {
  if (rejoin) regroup(s, rejoinedPieces(s.text.split(' ')).map((g) => ({ words: [g.text], size: g.size })));
  regroup(s, provenWordRepairs(s.text.split(' ')).map((words) => ({ words, size: 1 })));
}

/** Replaces the run's words, `size` of them at a time, by `words`, with their boxes. */
function regroup(s: Segment, groups: readonly { words: readonly string[]; size: number }[]): void {
  const text = groups.flatMap((g) => g.words).join(' ');
  const spans = s.wordSpans;
  if (!groups.some((g) => g.size !== g.words.length)) {
    s.text = text;
    return;
  }
  if (spans !== undefined && spans.length !== s.text.split(' ').length) return;
  s.text = text;
  if (spans === undefined) return;
  let k = 0;
  s.wordSpans = groups.flatMap((g) => {
    const [a, b] = [spans[k][0], spans[k + g.size - 1][1]];
    k += g.size;
    const total = g.words.reduce((n, w) => n + w.length, 0);
    let at = a;
    return g.words.map((w) => {
      const span = [at, at + ((b - a) * w.length) / total] as const;
      at = span[1];
      return span;
    });
  });
}
