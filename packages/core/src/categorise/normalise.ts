/**
 * Narration normalisation: channel, tokens, counterparty.
 * Nigerian narrations mix channel markers (NIP/, TRF, POS, ATM WDL, USSD, WEB), session ids (30 digits starting with
 * the sending bank's code), references and truncated names. We keep words, drop ids.
 */
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

const POS_RE = /\bPOS\b|MC LOC|\*ISO|VISA POS|CARD PURCHASE|CARD TRANSACTION|SPEND AT|\bPRCH\b|\bPURCHASE\b|TERMINAL/i;
const WEB_RE = /\bWEB\b|ONLINE|PAYSTACK|\bFLW\b|FLUTTERWAVE|QUICKTELLER|\.COM|CARD PAYMENT/i;
const ATM_RE = /\bATM\b|CARDLESS|\bWDL\b/i;
const USSD_RE = /USSD|\*737\*|\*894\*|\*901\*|\*919\*|\*966\*/i;
const NIP_RE = /\bNIP\b|\bTRF\b|TRANSFER|MOB\/|FIP:|SEND TO|SENT TO|RECEIVED FROM|\bIFO\b|\bFRM\b|\bUTU\b|\bUTO\b/i;

/** Words that are part of the channel, not of the payee. */
export const CHANNEL_WORDS: ReadonlySet<string> = new Set(
  `nip trf transfer transfers transferred to from frm ifo mob utu uto fip mb cr dr pos web pmt purchase prch payment pmnt card visa mc loc iso
  lang en ng nga nip: via by tran trans txn ref session sess ussd atm wdl money received send sent being for the of on at in my a an via inward
  outward credit debit mobile app bank naira ngn spend online transaction zib uba ibtc alat kuda opay palmpay moniepoint gtb gtbank access zenith
  fbn firstbank fcmb fidelity union sterling stanbic wema polaris ecobank keystone providus vfd mfb psb flw paystack flutterwave quickteller bills`.split(/\s+/),
);

/** Tokens with digits that are real words (brands). */
const DIGIT_WORDS: ReadonlySet<string> = new Set(['bet9ja', 'bet9j', '1xbet', '9mobile', '22bet', 'surebet247', 'c24', 'mtn', 'slum2school', '11plc', 'p1', '13th', '1x', '9ja']);

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

const SEGMENT_CODE = /^(?:NIP|MOB|UTU|UTO|FIP|MB|FIP:MB|ZIB|CR|DR|TRF|NIP CR|NIP CR\/MOB|USSD|INWARD NIP|REV|WEB|POS|APT\d*)$/i;
const BANKISH = /\b(?:BANK|MFB|PSB|MICROFINANCE|GTB|GTBANK|ACCESS|ZENITH|UBA|FBN|FCMB|FIDELITY|STERLING|STANBIC|IBTC|WEMA|POLARIS|ECOBANK|KEYSTONE|PROVIDUS|KUDA|OPAY|PALMPAY|MONIEPOINT|UNION)\b/i;

/** Slash or colon formats: MOB/UTU/NAME/narr, FIP:MB:NAME/narr, NIP/SESSION/NAME/narr, NIP/BANK/NAME/narr. */
function segmentCounterparty(d: string): string | null {
  if (!/[/:]/.test(d)) return null;
  if (!/^(?:NIP|ZIB|MOB|FIP|TRF|CR|UTU|UTO|USSD|INWARD)/i.test(d)) return null;
  const segs = d.split(/[/:]+/).map((x) => x.trim()).filter(Boolean);
  if (segs.length < 2 || (!SEGMENT_CODE.test(segs[0]!.replace(/\s+\d.*$/, '')) && !/^(?:NIP|ZIB|MOB|FIP|TRF)\b/i.test(segs[0]!))) return null;
  for (const seg of segs.slice(1)) {
    if (SEGMENT_CODE.test(seg) || /\d{5,}/.test(seg) || /^[A-Z0-9]{10,}$/i.test(seg)) continue;
    if (BANKISH.test(seg) && !/[-|]/.test(seg)) continue;
    return seg;
  }
  return null;
}

const CP_PATTERNS: RegExp[] = [
  /\bFRM\s+(.+?)\s+TO\s+(.+)$/i, // Access: TRF/narr/FRM SELF TO PAYEE
  /(?:TRANSFER|TRF|TRANSFERRED|SENT|SEND|RECEIVED|NIP|CREDIT TRANSFER|MONEY RECEIVED)\s*(?:TO|FROM|FRM|IFO)\s+(.+)$/i,
  /^(?:NIP|NIP CR|NIP FRM|FIP)\s*[:/]\s*(.+)$/i,
  /\b(?:TRF|TRANSFER)\s+(?!TO\b|FROM\b|FRM\b|IFO\b|FEE\b|CHARGE)(.+)$/i,
  /\b(?:TO|FROM|FRM|IFO)\s+(.+)$/i,
];

function cleanCounterparty(cp: string): string {
  cp = cp.split(/\s*[|/]\s*|\s+-\s*|-(?=[A-Za-z])|\s{2,}/)[0]!;
  return cp.replace(/\b(?:REF|SESSION)\b.*$/i, '').trim();
}

/** Extracts the counterparty part of a transfer narration (lower case), or null. */
export function extractCounterparty(description: string, credit: boolean): string | null {
  const d = description.replace(/\s+/g, ' ').trim();
  const first = CP_PATTERNS[0]!.exec(d);
  if (first) {
    const cp = cleanCounterparty(credit ? first[1]! : first[2]!);
    if (cp) return cp.toLowerCase();
  }
  const seg = segmentCounterparty(d);
  if (seg) {
    const inner = /^(?:TRANSFER\s+|TRF\s+)?(?:TO|FROM|FRM|IFO)\s+(.+)$/i.exec(seg);
    const cp = cleanCounterparty(inner ? inner[1]! : seg);
    if (cp) return cp.toLowerCase();
  }
  for (let i = 1; i < CP_PATTERNS.length; i++) {
    const m = CP_PATTERNS[i]!.exec(d);
    if (!m) continue;
    const cp = cleanCounterparty(m[1]!);
    if (cp) return cp.toLowerCase();
  }
  return null;
}

export function detectChannel(description: string): Channel {
  if (ATM_RE.test(description)) return 'atm';
  if (USSD_RE.test(description)) return 'ussd';
  if (POS_RE.test(description)) return 'pos';
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
  constructor(description: string, credit: boolean) {
    this.description = description;
    this.credit = credit;
    this.tokens = tokenize(description);
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
    if (this.counterpartyValue === undefined) this.counterpartyValue = extractCounterparty(this.description, this.credit);
    return this.counterpartyValue;
  }
}

export function normaliseNarration(description: string, credit: boolean): NormalisedNarration {
  return new Narration(description, credit);
}
