import { isKnownWord } from './segment-words.ts';

/**
 * A table's ruled lines read as marks beside a narration's words on a photo: a bar, a brace or a bracket before the
 * narration or stuck to a word ("| AIRTIME", "{REPUBLIC"), or an I stuck to the word that starts a line beside the
 * rule ("IDATA", "INIP"). The I is dropped only where the word without it is one the vocabulary knows and the word
 * with it is not; a bar between capitals is an I and is read so before this.
 */
export function dropRuleMarks(narration: string): string {
  // Only where the narration starts: apps print " | " between the parts of a narration ("Transfer to Ada | Zenith Bank").
  return narration
    .replace(/^[|{}[\]]+\s+/, '')
    .split(' ')
    .map((w) => {
      const bare = w.replace(/^[{}[\]|]+(?=[A-Za-z0-9])/, '');
      const m = /^I([A-Z]{3,})$/.exec(bare);
      return m && isKnownWord(m[1]) && !isKnownWord(bare) ? m[1] : bare;
    })
    .join(' ');
}
