/**
 * Transfer lines that print the memo BEFORE the payee (set V). Read generically, the memo is the first segment after
 * the channel and is taken for the name ("IBTC MOBILE/NA ME/TO ADA OBI" read "na me"), so these shapes go first:
 *   <app>/<memo>/TO <name>                 IBTC MOBILE/PART PAYMENT/TO ADA OBI · UNITY MOBILE/OK/TO ADA OBI
 *   TRF|<memo>|<name>|<bank>               TRF|BALANCE|ADA OBI CHIOMA|OPAY (a wallet's four fields)
 *   <bank> IBANK TRF/<memo>/<name>         ZIB IBANK TRF/WEEKLY ALLOWANCE/ADA OBI
 *   MB: TRF <memo> TO <bank> <name>        MB: TRF UPKEEP TO FIRST BANK ADA OBI
 *   TRANSFER TO <bank> <masked no.> <name> TRANSFER TO ZENITH 3155****01 ADA OBI
 * The input is as counterpartyOf prepared it; `read` is its segment reader (drops banks, ids and codes).
 */
import { BUSINESS_WORDS, PERSON_NAMES } from '../lexicon/index.ts';
import type { Rule } from './engine.ts';
import { looksLikeName } from './name-shapes.ts';

/** Banks as these lines print the receiving bank (short forms included): dropped before the name. */
const BANK =
  '(?:FIRST BANK|FBN|ZENITH|GTB|GTBANK|UBA|ACCESS|FIDELITY|STERLING|KEYSTONE|UNION|WEMA|POLARIS|ECOBANK|FCMB|STANBIC(?: IBTC)?|PROVIDUS|GLOBUS|JAIZ|TAJ|LOTUS|TITAN|UNITY|OPTIMUS|SIGNATURE|PREMIUM TRUST|HERITAGE|KUDA|OPAY|PALMPAY|MONIEPOINT|CARBON|FAIRMONEY|VFD|PAGA|MOMO|SMARTCASH|RUBIES|SPARKLE)';

const APP_MEMO_TO = /^([A-Z][A-Z .]{1,24}?)\/([^/]+)\/\s*TO\s+([A-Za-z][^/]*)$/i;
/** A rail word leading the line ("TRF/ADA OBI/TO MY KUDA") puts the name first and the memo after it. */
const RAIL_LEAD = /^(?:TRF|NIP|TRANSFER|MB|FT|NIBSS|USSD)$/i;
const WALLET_FIELDS = /^TRF\s*\|([^|]*)\|([^|]+)\|([^|]+)$/i;
const IBANK_MEMO = /^[A-Z]{2,6}\s+IBANK\s+TRF\/([^/]+)\/([A-Za-z][^/]*)$/i;
const MB_MEMO_TO = new RegExp(`^MB:?\\s*TRF\\s+(.+?)\\s+TO\\s+${BANK}(?:\\s+BANK)?\\s+([A-Za-z].*)$`, 'i');
const MASKED_TO = new RegExp(`^TRANSFER\\s+TO\\s+${BANK}(?:\\s+BANK)?\\s+\\d+\\*+\\d*\\s+([A-Za-z].*)$`, 'i');

/** How many words of a field read as a name's; none when a word says a business ("… POS AND BUSINESS CENTRE"). */
function nameWords(field: string): number {
  const words = field.toLowerCase().split(/[^a-z]+/);
  if (words.some((w) => BUSINESS_WORDS.has(w) || w === 'pos')) return 0;
  return words.filter((w) => PERSON_NAMES.has(w) || looksLikeName(w)).length;
}

/** The payee of a memo-first transfer line, or null when the line is not one of these shapes. */
export function memoFirstPayee(
  d: string,
  read: (rest: string) => string | null,
  bankOnly: (seg: string) => boolean,
): string | null {
  const app = APP_MEMO_TO.exec(d);
  // Only a name-like payee: a firm ("…/TO ACME POS AND BUSI") is left to the older reading, where the memo decides.
  if (app && !RAIL_LEAD.test(app[1]!.trim()) && nameWords(app[3]!) > 0) return read(app[3]!);
  // Moniepoint prints the name first in some statements (TRF|ADA OBI|UPKEEP|OPAY) and the memo first in others:
  // the field with more name-like words is the payee, the first on a tie.
  const wallet = WALLET_FIELDS.exec(d);
  if (wallet && bankOnly(wallet[3]!.trim()) && nameWords(wallet[2]!) > nameWords(wallet[1]!)) return read(wallet[2]!);
  const ibank = IBANK_MEMO.exec(d);
  if (ibank && nameWords(ibank[2]!) > 0) return read(ibank[2]!);
  const mb = MB_MEMO_TO.exec(d);
  if (mb) return read(mb[2]!);
  const masked = MASKED_TO.exec(d);
  if (masked) return read(masked[1]!);
  return null;
}

/**
 * The same lines with the payee's name cut away: a receiving bank and a masked account number ("TRANSFER TO ACCESS
 * 1532****94"), or a memo and a bare "/TO" or two letters of a name ("UNITY MOBILE/YOUR ALLOWANCE/TO", "…/TO OK").
 * Money sent to someone's account that the line cannot name is a transfer to a person (convention 10), below every
 * rule that reads a word.
 */
const MASKED_ACCOUNT = new RegExp(`\\bTO\\s+${BANK}(?:\\s+BANK)?\\s+\\d{2,}\\*{3,}\\d*\\b`, 'i');
const CUT_AFTER_TO = /^[A-Z][A-Z .]{1,24}\/[^/]+\/\s*TO(?:\s+[A-Z]{1,2})?$/i;

export function memoFirstRules(): Rule[] {
  return [
    {
      id: 'transfer.cut-payee',
      priority: 205,
      when: {
        direction: 'debit',
        noneOf: ['charge', 'fee', 'levy', 'commission', 'vat'],
        test: (c) => MASKED_ACCOUNT.test(c.description) || CUT_AFTER_TO.test(c.description.trim()),
      },
      then: { category: 'transfers_out', flags: ['person'] },
      truncatable: false,
    },
  ];
}
