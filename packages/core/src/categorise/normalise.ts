/**
 * Narration normalisation: channel, tokens, counterparty.
 * Nigerian narrations mix channel markers (NIP/, TRF, POS, ATM WDL, USSD, WEB), session ids (30 digits starting with
 * the sending bank's code), references and truncated names. We keep words, drop ids.
 */
import { collapseLetterSpacing, DIGIT_WORDS, segmentSpacedText, splitGluedMarkers, unevenlySpaced } from './glue.ts';
import { counterpartyOf } from './transfer-grammar.ts';

export type Channel = 'nip' | 'pos' | 'web' | 'atm' | 'ussd' | 'other';

export interface NormalisedNarration {
  /** Lower-case words (punctuation removed); ids and long digit runs dropped. */
  tokens: string[];
  /** tokens joined by single spaces. */
  text: string;
  /** text without channel words ("NIP TRANSFER TO CARBON REF 123" → "carbon"), for bare-narration rules. */
  core: string;
  channel: Channel;
  /** The counterparty's words as written (lower case), when a transfer pattern names one. */
  counterparty: string | null;
}

/** "Card SHOPRITE IKEJA", "Chipper Card JUMIA": a card payment printed as the word Card and the merchant (not a card's own fee). */
const CARD_MERCHANT = /^\s*(?:[A-Za-z]+\s+)?Card\s+(?!PAYMENT|PMT|PAY\b|PURCHASE|WITHDRAWAL|TRANSACTION|TXN|ATM|CASH|MAINT|FEE|CHARGE|ISSU|RENEW|REPLAC|REISSUE|FUND|TOP|DEPOSIT|REFUND|REVERSAL|LOAD)[A-Za-z]/i;
// A card terminal's line ends with the state's code and the country: "… MAITAMA ABUJA FC NG".
const POS_RE = /\b[A-Z]{2} NG\s*$|\bPOS\b|MC LOC|\*ISO|VISA POS|CARD PURCHASE|CARD TRANSACTION|SPEND AT|\bPRCH\b|\bPURCHASE\b|TERMINAL|\bPUR@|WEBPURCHASE/i;
const WEB_RE = /\bWEB\b|ONLINE|PAYSTACK|\bFLW\b|FLUTTERWAVE|QUICKTELLER|\.COM|CARD PAYMENT/i;
const ATM_RE = /\bATM\b|CARDLESS|\bWDL\b/i;
const USSD_RE = /USSD|\*737\*|\*894\*|\*901\*|\*919\*|\*966\*/i;
const NIP_RE = /\bNIP\b|\bTRF\b|TRANSFER|MOB\/|FIP:|SEND TO|SENT TO|RECEIVED FROM|\bIFO\b|\bFRM\b|\bUTU\b|\bUTO\b/i;

/** Words that are part of the channel, not of the payee. */
export const CHANNEL_WORDS: ReadonlySet<string> = new Set(
  `nip trf transfer transfers transferred to from frm ifo mob utu uto fip mb cr dr pos web pmt purchase prch payment pmnt card visa mc loc iso
  lang en ng nga nip: via by tran trans txn ref session sess ussd atm wdl money received send sent being for the of on at in my a an via inward
  outward credit debit mobile app bank naira ngn spend online transaction zib uba ibtc alat kuda opay palmpay moniepoint gtb gtbank access zenith
  fbn firstbank fcmb fidelity union sterling stanbic wema polaris ecobank keystone providus vfd mfb psb globus jaiz taj titan parallex suntrust eyowo flw pstk paystack flutterwave quickteller interswitch etranzact bills`.split(/\s+/),
);


export function tokenize(s: string): string[] {
  const out: string[] = [];
  const lower = s.toLowerCase();
  let start = -1;
  let hasDigit = false;
  let hasLetter = false;
  for (let i = 0; i <= lower.length; i++) {
    const c = i < lower.length ? lower.charCodeAt(i) : 32;
    const letter = c >= 97 && c <= 122;
    const digit = c >= 48 && c <= 57;
    if (letter || digit) {
      if (start < 0) {
        start = i;
        hasDigit = false;
        hasLetter = false;
      }
      if (digit) hasDigit = true;
      else hasLetter = true;
    } else if (start >= 0) {
      const w = lower.slice(start, i);
      // Pure digits and alphanumeric ids (ft2336790367, bwn8wfd9ep) are dropped, except brand words.
      if (!hasDigit || (hasLetter && DIGIT_WORDS.has(w))) out.push(w);
      start = -1;
    }
  }
  return out;
}

/**
 * A lender's or fintech's own app naming itself before the transfer ("FairMoney transfer: ADA OBI KUDA MFB",
 * "Carbon transfer - AMANI GAS"): the brand in that position is the channel the money left by, not the payee, so it
 * is dropped (a payee who is the lender is named again after it: "Carbon transfer - CARBON REPAYMENT").
 */
const APP_TRANSFER_PREFIX = /^(?:fairmoney|carbon|branch|renmoney|palmpay|opay|kuda|moniepoint|vbank|paga|eyowo)\s+transfer\s*[:-]\s*/i;

/**
 * A microfinance ledger's "withdrawal by transfer" ("WDL TRF ADA OBI upkeep"): money sent to the named payee, not cash
 * drawn, so it is read as "TRF TO …" and the payee and the memo decide.
 */
const WITHDRAWAL_BY_TRANSFER = /^WDL\s+TRF\s+(?=[A-Za-z])/i;
/**
 * "INTERBANK CR ADA OBI ACCESS": a credit from another bank's customer, read as an inward transfer from them (the line's
 * words were otherwise cut into an interest abbreviation, and the sender was never found).
 */
const INTERBANK_CREDIT = /^INTERBANK\s+(?:CR|CREDIT)\s+(?=[A-Za-z])/i;

/**
 * A sending bank's short name before its transfer line ("NPF TRF TO ADA OBI" from NPF Microfinance Bank, UBA's "LEO TRF
 * TO …", "NPF NIP ADA OBI OPAY", "NPF NIP CR …"; an agent network's wallet, "BAXI TRANSFER ADA OBI UBA"; Bowen MFB's "BOWEN TRF
 * ADA OBI"): the channel, not a payee, and a word the lexicon holds for something else (NPF is the police, Bowen a
 * university).
 */
const BANK_CODE_TRANSFER = /^(?:NPF|LEO|BAXI|BOWEN)\s+(?=(?:(?:TRF|TRANSFER)(?:\s+TO)?|NIP(?:\s+(?:TO|CR|DR|FRM|FROM|OUT|IN))?)\s+[A-Za-z])/i;

/** The narration with spaced-out letters collapsed and glued channel markers split (see glue.ts). */
export function prepareDescription(description: string): string {
  let d = APP_TRANSFER_PREFIX.test(description) ? description.replace(APP_TRANSFER_PREFIX, 'Transfer: ') : description;
  if (BANK_CODE_TRANSFER.test(d)) d = d.replace(BANK_CODE_TRANSFER, '');
  if (WITHDRAWAL_BY_TRANSFER.test(d)) d = d.replace(WITHDRAWAL_BY_TRANSFER, 'TRF TO ');
  else if (INTERBANK_CREDIT.test(d)) d = d.replace(INTERBANK_CREDIT, 'INWARD TRANSFER FROM ');
  return splitGluedMarkers(collapseLetterSpacing(d));
}

/** Extracts the counterparty part of a transfer narration (lower case), or null (see transfer-grammar.ts). */
export function extractCounterparty(description: string, credit: boolean): string | null {
  return counterpartyOf(prepareDescription(description), credit);
}

const TRANSFER_RE = /\b(?:TRANSFER|TRF|NIP|NIBSS|SEND TO|SENT TO|RECEIVED FROM)\b/i;

export function detectChannel(description: string): Channel {
  if (ATM_RE.test(description)) return 'atm';
  if (USSD_RE.test(description)) return 'ussd';
  // "ONLINE TRANSFER TO …", "POS TRANSFER": the transfer is the transaction, the app or terminal only its channel.
  if (TRANSFER_RE.test(description) && !/CARD PURCHASE|\bPURCHASE\b|\bPRCH\b|CASH ?OUT|WITHDRAWAL/i.test(description)) return 'nip';
  if (POS_RE.test(description) || CARD_MERCHANT.test(description)) return 'pos';
  if (WEB_RE.test(description)) return 'web';
  if (NIP_RE.test(description)) return 'nip';
  return 'other';
}

class Narration implements NormalisedNarration {
  readonly tokens: string[];
  readonly text: string;
  readonly core: string;
  private readonly description: string;
  private readonly credit: boolean;
  private channelValue: Channel | undefined = undefined;
  private counterpartyValue: string | null | undefined = undefined;
  constructor(description: string, credit: boolean, counterparty?: string | null, vocabulary?: Vocabulary) {
    this.description = vocabulary && unevenlySpaced(description) ? splitGluedMarkers(segmentSpacedText(description, vocabulary.known, vocabulary.prefix)) : prepareDescription(description);
    this.credit = credit;
    const given = counterparty?.replace(/\s+/g, ' ').trim();
    if (given) this.counterpartyValue = given.toLowerCase();
    this.tokens = vocabulary ? splitTokens(tokenize(this.description), vocabulary.split, vocabulary.merchant) : tokenize(this.description);
    this.text = this.tokens.join(' ');
    let core = '';
    for (const t of this.tokens) if (!CHANNEL_WORDS.has(t) && t !== 'ref') core = core ? `${core} ${t}` : t;
    this.core = core;
  }
  /** Computed on first use: most rows are decided by a lexicon word before it matters. */
  get channel(): Channel {
    return (this.channelValue ??= detectChannel(this.description));
  }
  get counterparty(): string | null {
    if (this.counterpartyValue === undefined) this.counterpartyValue = counterpartyOf(this.description, this.credit);
    return this.counterpartyValue;
  }
}

/** What the rules know, for repairing glued and spaced-out words (the categoriser builds one; see glue.ts). */
export interface Vocabulary {
  /** Splits a glued token into known words, or returns null. */
  split: (token: string) => readonly string[] | null;
  /** Is this a known word (rules, lexicon, names)? */
  known: (word: string) => boolean;
  /** Does some known word start with these letters? (Speeds up re-segmenting; optional.) */
  prefix?: (letters: string) => boolean;
  /** Splits a merchant glued whole behind a card marker (looser than `split`; see glue.ts segmentMerchant). */
  merchant?: (token: string) => readonly string[] | null;
}

/** A card marker after which a glued token is a merchant's name and place ("POSPUR" → "pos pur", "WEBPMT" → "web pmt"). */
const CARD_MARKS: ReadonlySet<string> = new Set(['pur', 'pmt', 'pymt', 'purchase']);
const afterCardMarker = (tokens: readonly string[], i: number): boolean =>
  i >= 2 && (tokens[i - 2] === 'pos' || tokens[i - 2] === 'web') && CARD_MARKS.has(tokens[i - 1]!);

function splitTokens(tokens: string[], split: Vocabulary['split'], merchant?: Vocabulary['merchant']): string[] {
  let out: string[] | null = null;
  for (let i = 0; i < tokens.length; i++) {
    // Behind a card marker the merchant's own split comes first: it keeps every known word ("nursery and primary").
    const parts = (merchant && afterCardMarker(tokens, i) ? merchant(tokens[i]!) : null) ?? split(tokens[i]!);
    if (parts && !out) out = tokens.slice(0, i);
    if (out) out.push(...(parts ?? [tokens[i]!]));
  }
  return out ?? tokens;
}

/**
 * `counterparty`: the statement's own To/From column, when it has one; it beats what the narration says.
 * `vocabulary`: repairs glued and spaced-out words (the categoriser passes one built from the rules' vocabulary).
 */
export function normaliseNarration(description: string, credit: boolean, counterparty?: string | null, vocabulary?: Vocabulary): NormalisedNarration {
  return new Narration(description, credit, counterparty, vocabulary);
}
