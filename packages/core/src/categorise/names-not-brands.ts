/**
 * A savings product's one-word name that is also a family name ("KOLO", the piggy bank, is a Nupe and Kanuri
 * surname): in "TRANSFER TO NDAKOTSU KOLO" or "Received from Jiya Kolo" it stands beside a person's given name and
 * is that person's name, not money put in or taken out of a savings pocket. The row is read again without it.
 * Likewise the holder's own name as the sender of a debit ("TRANSFER FROM DIVINE FURNITURE HUB TO ADA OBI"): the
 * payee and the memo say what was paid for, never the kind words of the holder's business name.
 */
import { MERCHANTS, PERSON_NAMES } from '../lexicon/index.ts';
import type { RuleContext } from './engine.ts';
import { CHANNEL_WORDS, tokenize } from './normalise.ts';

const SAVINGS_ENTRY = 'Bank and wallet savings';
const savingsAliases = MERCHANTS.find((m) => m.name === SAVINGS_ENTRY)?.aliases ?? [];
/** Every word the savings entry's names use (none of them is the name beside the savings word). */
const ANY_WORD = new Set(savingsAliases.flatMap((a) => tokenize(a)));
/** Its one-word names that no longer name uses ("kolo", not "savings" of "target savings"): these can be surnames. */
const IN_LONGER = new Set(savingsAliases.filter((a) => a.includes(' ')).flatMap((a) => tokenize(a)));
export const SAVINGS_SURNAMES: ReadonlySet<string> = new Set(savingsAliases.filter((a) => !a.includes(' ') && !IN_LONGER.has(a)));

/**
 * The savings name word that is part of a person's name in this row, or null. It must sit in the counterparty beside a
 * name, and no other savings name may appear anywhere in the narration.
 */
export function savingsWordAsName(ruleId: string, c: RuleContext, knows: (w: string) => boolean): string | null {
  if (!ruleId.startsWith(`lex.${SAVINGS_ENTRY}`)) return null;
  // The counterparty when the grammar found one, else the whole narration ("GREY INWARD REMITTANCE KOLO NDAGI").
  const party = c.n.counterparty ? tokenize(c.n.counterparty) : c.n.tokens;
  const inName = party.filter((w) => SAVINGS_SURNAMES.has(w));
  if (inName.length !== 1) return null;
  const word = inName[0]!;
  const at = party.indexOf(word);
  // A name right before or after it ("NDAKOTSU KOLO", "KOLO ZULUM"): a known given name, or a word no rule knows
  // (names outnumber any list of them), never a reference code (letters without a vowel, or four consonants in a
  // row), a channel or a savings word.
  const name = (w: string | undefined): boolean =>
    w !== undefined &&
    /^[a-z]{3,}$/.test(w) &&
    /[aeiou]/.test(w) &&
    !/[^aeiouy]{4}/.test(w) &&
    !ANY_WORD.has(w) &&
    !CHANNEL_WORDS.has(w) &&
    (PERSON_NAMES.has(w) || !knows(w));
  // A middle initial may stand between them ("KOLO T EFE").
  const beside = name(party[at - 1]) || name(party[at + 1]) || (party[at + 1]?.length === 1 && name(party[at + 2]));
  if (!beside) return null;
  // No savings name elsewhere ("KOLO SAVINGS", "my kolo"); "my share" or "pocket money" is no savings name.
  const rest = ` ${c.n.tokens.filter((w) => w !== word).join(' ')} `;
  return savingsAliases.some((a) => rest.includes(` ${a} `)) ? null : word;
}

/** The description with the name word taken out, to be read again. */
export function withoutWord(description: string, word: string): string {
  return description
    .replace(new RegExp(`\\b${word}\\b`, 'gi'), ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** "TRANSFER FROM <sender> TO <payee…>" / "TRF FRM … TO …". */
const SENDER_FIRST = /^(\s*(?:transfer|trf)\s+)(?:from|frm)\s+(.+?)\s+to\s+(.+)$/i;

/** A debit's description with the holder named as its sender taken out, or null when it has no such sender. */
export function withoutHolderSender(description: string, holder: readonly string[]): string | null {
  const m = SENDER_FIRST.exec(description);
  if (!m || holder.length < 2) return null;
  const sender = tokenize(m[2]!);
  if (holder.filter((h) => sender.includes(h)).length < 2) return null;
  return `${m[1]}TO ${m[3]}`;
}
