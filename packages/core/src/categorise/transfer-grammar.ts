/**
 * Where the counterparty sits in a transfer narration. Nigerian banks print it in a handful of shapes:
 *   Access     TRF/purpose/FRM ADA OKAFOR TO TUNDE BELLO · ACTransfer Access Bank|NAME · AATransfer Kuda MFB|NAME
 *   GTBank     MOB/UTU/NAME/purpose · NIP/SESSION/NAME/purpose
 *   First Bank FIP:MB:NAME/purpose
 *   NIBSS      NIBSS Instant Payment Outward SESSION TO UBA/NAME
 *   Apps       Transfer to NAME | OPay · Send to NAME · Received from NAME · NIP TRANSFER TO NAME
 * The input is already prepared (letter spacing collapsed, glued markers split). Returns lower case, or null.
 */

import { PERSON_NAMES } from '../lexicon/index.ts';
import { codedTransferPayee } from './coded-transfer-lines.ts';
import { memoFirstPayee } from './memo-payee-lines.ts';
import { gluedNames, looksLikeName, splitGluedName, startsWithName, unglueFirst } from './name-shapes.ts';
import {
  ANY_MARKER,
  APP_CODE,
  CAMEL_HINT,
  CHEQUE_OR_USSD_PAYEE,
  FROM_GLUED_TO,
  FROM_TO,
  FT_REF_SLASH,
  GLUED_LOWER_TO,
  GLUED_LOWER_TO_ALL,
  INWARD,
  LEADING_CODE,
  LOOSE,
  LOOSE_SPACE,
  MARKED,
  NIBSS_NAMED,
  NIBSS_SESSION,
  RAIL_DASH,
  RECEIVED_BANK,
  REF_DASH,
  SENDER_TAIL,
  SHORT_CODE,
  TRANSFER_WORD,
  USSD_CODE,
  USSD_DASH,
} from './transfer-shapes.ts';

/** Segment codes that are channel markers, not a name. */
const SEGMENT_CODE = /^(?:U-MO|KIP|CIB|FBP|ECO|FBN MOB|INFLOW|OUTFLOW|NIP|MOB|UTU|UTO|FIP|MB|FIP:MB|ZIB|CR|DR|TRF|NIP CR|NIP CR\/MOB|USSD|INWARD NIP|REV|WEB|POS|APT\d*|TRANSFER|TRANSFER OUT|TRANSFER IN|OUTWARD|INWARD|NIBSS|IB|IBTRF|MOBILE|APP)$/i;
const BANK_WORD = /^(?:BANK|MFB|PSB|MICROFINANCE|MICRO|FINANCE|PLC|LTD|LIMITED|NIGERIA|NIG|NG|GTB|GTBANK|GUARANTY|TRUST|ACCESS|DIAMOND|ZENITH|UBA|UNITED|FOR|AFRICA|FBN|FIRST|FIRSTBANK|CITY|FCMB|FIDELITY|STERLING|STANBIC|IBTC|WEMA|ALAT|POLARIS|VULTE|ECOBANK|KEYSTONE|PROVIDUS|KUDA|OPAY|PALMPAY|MONIEPOINT|UNION|HERITAGE|JAIZ|TAJ|LOTUS|SUNTRUST|TITAN|GLOBUS|PREMIUM|PARALLEX|OPTIMUS|SIGNATURE|STANDARD|CHARTERED|CITIBANK|UNITY|VFD|CARBON|FAIRMONEY|PAGA|PAYCOM|RUBIES|SPARKLE|MINT|MOMO|SMARTCASH|HOPE|PSB|OF|AND|PAYMENT|SERVICE|SERVICE BANK|INSTANT|OUTWARD|INWARD|TRANSFER|TRF|NIP|NIBSS|TO|FROM)$/i;

/** A segment that names a bank or a channel only ("Access Bank", "KUDA MFB", "UBA"). */
function bankOnly(seg: string): boolean {
  const words = seg.split(/[\s.,&()-]+/).filter(Boolean);
  return words.length > 0 && words.every((w) => BANK_WORD.test(w) || /^[A-Z]+(?:MFB|BANK|PSB)$/i.test(w) || /^[A-Z]{6,}BA$/i.test(w) || /^[A-Z]{3,}MICRO[A-Z]*$/i.test(w));
}

/** A segment that is an id, a session number, a code or a pronoun ("… / from me"), not a name. */
const idLike = (seg: string): boolean => SEGMENT_CODE.test(seg) || /^(?:me|myself|self|you|us)$/i.test(seg) || /\d{5,}/.test(seg) || /^(?=[A-Z]*\d)[A-Z0-9]{10,}$/i.test(seg) || !/[A-Za-z]{2,}/.test(seg);

/** Drops a trailing reference ("REF 123", "FT7967773824", "000013250…") from a name segment. */
function clean(cp: string): string {
  return (
    cp
      .replace(/\b(?:REF|SESSION|SESS|NARRATION)\b.*$/i, '')
      // "NIP TO BISI FASHOLA 000018250304… upkeep": the session id ends the name; the memo after it is not the name.
      .replace(/\s+\d{8,}\b.*$/, '')
      .replace(/-[A-Za-z]*\d[\w-]*$/, '')
      .replace(/(?:\s+\S*\d\S*)+$/, '')
      .replace(/\s+(?:TRX|TXN|REF|FT|ID|TRF)$/i, '')
      .trim()
  );
}

/** Words that start a bank's name: "TO FIRST BANK OBINNA USMAN", "TRANSFER GLOBUS BANK EFOSA EZE", any "<X> MFB". */
const BANK_LEAD = /^(?:(?:FIRST|GLOBUS|UNION|ACCESS|ZENITH|FIDELITY|STERLING|WEMA|POLARIS|KEYSTONE|PROVIDUS|ECOBANK|HERITAGE|UNITY|JAIZ|TAJ|TITAN|LOTUS|PARALLEX|OPTIMUS|PREMIUM TRUST|SUNTRUST|STANBIC IBTC|STANBIC|GTBANK|GT|UBA|FCMB|KUDA|OPAY|PALMPAY|MONIEPOINT|CARBON|FAIRMONEY|EYOWO|PAGA|VFD|ZENITH|[A-Z]{3,}(?=\s+(?:MFB|MICROFINANCE|PSB)\b))(?:\s+(?:BANK|MFB|MICROFINANCE BANK|PSB|PLC|IBTC))*)\s+(?=[A-Za-z]{3,}\s+[A-Za-z]{2,})/i;
/** A name segment led by the receiving bank's name: the bank is dropped, the name kept. */
function withoutBankPrefix(seg: string): string {
  const m = BANK_LEAD.exec(seg);
  if (!m) return seg;
  const rest = seg.slice(m[0].length);
  return bankOnly(rest) || /\b(?:BANK|MFB|PSB|MICROFINANCE)\b/i.test(rest) ? seg : rest;
}

/** The first segment of `rest` that names someone: skips banks, ids and codes ("UBA/KELECHI AMADI" → KELECHI AMADI). */
function firstName(rest: string): string | null {
  const segs = rest
    .split(/\s*[|/:]\s*|\s+-\s+|\s-(?=[A-Za-z])|\s{2,}/)
    .map((x) => x.trim())
    .filter(Boolean);
  for (let i = 0; i < segs.length; i++) {
    let seg = segs[i]!;
    // Access cuts the receiving bank to six letters ("NIP/ECOBAN/ADA OBI", "NIP/WEMA B/…"); GTWORLD names the app.
    if (i < segs.length - 1 && (truncatedBank(seg) || APP_CODE.test(seg))) continue;
    const inner = /^(?:TRANSFER\s+|TRF\s+)?(?:TO|FROM|FRM|IFO)\s+(.+)$/i.exec(seg);
    if (inner) seg = inner[1]!;
    const c = withoutBankPrefix(clean(seg));
    if (c && !idLike(c) && !bankOnly(c)) return unglueFirst(c.toLowerCase());
  }
  return null;
}


export function counterpartyOf(description: string, credit: boolean): string | null {
  let d = description;
  // "ChineduOdukoya": a name printed in camel case is two words.
  if (CAMEL_HINT.test(d)) d = d.replace(/\b([A-Z][a-z]{2,})([A-Z][a-z]{2,})\b/g, '$1 $2');
  // "Sent/to/Ebuka/Chukwu/-/thanks": slashes between single words of one phrase.
  if (d.includes('/')) d = d.replace(/\/(to|from|frm)\//gi, ' $1 ');
  // "NIP#ZENITH#ADA OBI#gift": a hash between words separates fields as a slash does (a USSD code's "*326#" keeps it).
  if (d.includes('#')) d = d.replace(/(?<=[A-Za-z])\s*#\s*(?=[A-Za-z])/g, '/');
  // "NIPTOYUSUFAKANDE", "…889TOFEMIETIM": TO glued to a name that starts with a known first name.
  if (d.includes('TO'))
    d = d.replace(/\b(NIP|TRF)?TO([A-Za-z]{6,})\b/g, (m: string, code: string | undefined, rest: string) => {
      // A name of its own that starts with TO ("NWACHUKWU TOCHUKWU", "TOBILOBA ADE") is not TO and a name.
      if (!code && PERSON_NAMES.has(`to${rest.toLowerCase()}`)) return m;
      // Keystone glues the whole name too: "TRFTODANTATAAISHA", "TRFTOPREYEPNDAGI".
      const names = gluedNames(rest.toLowerCase());
      if (names) return `${code ?? ''} TO ${names}`;
      return startsWithName(rest) ? `${code ?? ''} TO ${rest}` : m;
    });
  // "Transfer toKEHINDE AKINOLA": an app glues "to" to a name when the line is full.
  if (GLUED_LOWER_TO.test(d)) d = d.replace(GLUED_LOWER_TO_ALL, (m: string, to: string, rest: string) => (PERSON_NAMES.has(rest.toLowerCase()) || startsWithName(rest) ? `${to} ${rest}` : m));
  if (LOOSE_SPACE.test(d)) d = d.replace(/\s+/g, ' ');
  d = d.trim();
  // A debit's sender is the holder: "TRF/ADA OBI/gift/FRM EMEKA EZE", "TRF TO ADA OBI FRM EMEKA EZE settle" name the payee first.
  if (!credit && !FROM_TO.test(d)) d = d.replace(SENDER_TAIL, '');
  // "IBTC MOBILE/PART PAYMENT/TO ADA OBI", "TRF|BALANCE|ADA OBI|OPAY": the memo printed before the payee.
  const memoFirst = memoFirstPayee(d, firstName, bankOnly);
  if (memoFirst) return memoFirst;
  // "JAIZ NIP-UNION BANK-RAHMA YUSUF-MY SHARE": the rail, the receiving bank, the payee and the memo, dash-separated.
  const railDash = RAIL_DASH.exec(d);
  if (railDash && bankOnly(railDash[1]!)) {
    const cp = firstName(railDash[2]!);
    if (cp) return cp;
  }
  // "CHQ 81234567 ADA OBI", "*326# ADA OBI", "KUDA USSD - ADA OBI": a cheque's payee, or a USSD transfer's.
  const payee = CHEQUE_OR_USSD_PAYEE.exec(d);
  if (payee) {
    const cp = firstName(payee[1]!);
    if (cp && cp.split(' ').length >= 2 && cp.split(' ').every((w) => /^[a-z']+$/.test(w))) return cp;
  }
  const ussd = USSD_DASH.exec(d);
  if (ussd) {
    const cp = firstName(ussd[1]!);
    if (cp) return cp;
  }
  // "INWARD NIP ADA OBI ZENITH BANK PAYMENT FOR …": the rail after INWARD, then the sender.
  const inwardRail = /^INWARD\s+(?:NIP|TRF|TRANSFER)\s+(?!FROM\b|TO\b|IN\b|CR\b)(.+)$/i.exec(d);
  if (inwardRail) {
    const cp = firstName(inwardRail[1]!);
    if (cp) return cp;
  }
  const received = credit ? RECEIVED_BANK.exec(d) : null;
  if (received) {
    const cp = firstName(received[1]!);
    if (cp) return cp;
  }
  const coded = codedTransferPayee(d, firstName);
  if (coded) return coded;
  const ftRef = FT_REF_SLASH.exec(d);
  if (ftRef) {
    const cp = firstName(ftRef[1]!);
    if (cp) return cp;
  }
  const refDash = REF_DASH.exec(d);
  if (refDash) {
    const cp = firstName(refDash[1]!);
    if (cp) return cp;
  }
  if (!ANY_MARKER.test(d)) return bareName(d);
  const ft = FROM_TO.exec(d);
  if (ft) {
    const cp = firstName(credit ? ft[1]! : ft[2]!);
    if (cp) return cp;
  }
  const glued = ft ? null : FROM_GLUED_TO.exec(d);
  // A name that itself starts with TO ("FRM NWACHUKWU TOCHUKWU E") is no TO glued to a name.
  const gluedName = glued?.[2]!.split(/[\s/]/)[0]!.toLowerCase() ?? '';
  if (glued && PERSON_NAMES.has(gluedName) && !PERSON_NAMES.has(`to${gluedName}`)) {
    const cp = firstName(credit ? glued[1]! : glued[2]!);
    if (cp) return cp;
  }
  const marked = MARKED.exec(d);
  if (marked) {
    const cp = firstName(marked[1]!);
    if (cp) return cp;
  }
  const session = NIBSS_SESSION.exec(d);
  if (session) {
    const cp = firstName(session[1]!);
    if (cp) return cp;
  }
  const named = session ? null : NIBSS_NAMED.exec(d);
  if (named) {
    const cp = firstName(named[1]!);
    if (cp) return cp;
  }
  // eTranzact: "ETZ INFLOW ADA OBI FOR BRAIDS".
  const etz = /\b(?:ETZ|ETRANZACT)\s+(?:INFLOW|OUTFLOW)\s+(.+)$/i.exec(d);
  if (etz) {
    const cp = firstName(etz[1]!);
    if (cp) return cp;
  }
  const inward = INWARD.exec(d);
  if (inward) {
    const cp = firstName(inward[1] ?? inward[2]!);
    if (cp) return cp;
  }
  const railed = nameAfterRail(d);
  if (railed) return railed;
  // Separated formats: MOB/UTU/NAME/…, FIP:MB:NAME/…, AC Transfer Access Bank|NAME.
  const segs = /[/:|]/.test(d) ? d.split(/\s*[/:|]+\s*/).filter(Boolean) : [];
  // "STERLING/TUNDE AJAYI/owo mi/000001…": a bank's name first and a session id later is a transfer too.
  if (segs.length >= 2 && (LEADING_CODE.test(d) || TRANSFER_WORD.test(segs[0]!) || segs.slice(1, 3).some((x) => /^(?:TRF|NIP|TRANSFER)$/i.test(x)) || (bankOnly(segs[0]!) && /\d{12,}/.test(d)))) {
    const cp = firstName(segs.slice(1).join('/'));
    if (cp) return cp;
  }
  // "*966*/ADA OBI/gift", "ACCESSMORE/ADA OBI/delivery", "KUDA/ADA OBI/ok", "STERLING/OPAY/ADA OBI": a USSD code, a bank
  // app or a bank leads and a person's name follows. Only a name-like one is taken: no transfer word says it is a transfer.
  if (segs.length >= 2 && (USSD_CODE.test(segs[0]!) || SHORT_CODE.test(segs[0]!) || APP_CODE.test(segs[0]!) || bankOnly(segs[0]!))) {
    const cp = firstName(segs.slice(1).join('/'));
    const words = cp?.split(' ') ?? [];
    if (words.length >= 2 && words.length <= 4 && words.every((w) => /^[a-z]+$/.test(w)) && words.some((w) => PERSON_NAMES.has(w) || looksLikeName(w))) return cp;
  }
  for (const re of LOOSE) {
    const m = re.exec(d);
    if (!m) continue;
    const cp = firstName(m[1]!);
    if (cp) return cp;
  }
  return bareName(d);
}

/**
 * Some banks print only the other person's name ("ENO EKPO", "Gbenga Adebayo 0123…"). A narration of two to four
 * words (besides ids) is read as a name when one of them is a known Nigerian name; the person check decides the rest.
 */
function bareName(text: string): string | null {
  let d = text;
  if (d.length > 64) return null;
  // "TEMITOPE/EKWUEME": a name whose words a slash separates.
  if (/^[A-Za-z]+(?:\/[A-Za-z]+){1,2}$/.test(d)) d = d.replace(/\//g, ' ');
  // The name comes first; what follows a dash or a bar is the purpose ("GBENGA ALABI - TILES").
  const head = d.split(/\s+-\s+|\s*[|/]\s*/)[0]!;
  // Words with a digit (ids, account numbers) are dropped whole; a per-word test, as a regex over the line is quadratic.
  const words: string[] = [];
  for (const token of head.split(/\s+/)) if (token && !/\d/.test(token)) for (const w of token.split(/[:,]+/)) if (w) words.push(w);
  if (words.length === 1 && /^[A-Za-z]+$/.test(words[0]!)) return splitGluedName(words[0]!.toLowerCase());
  if (words.length < 2 || words.length > 4 || !words.every((w) => /^[A-Za-z]+\.?$/.test(w))) return null;
  const lower = words.map((w) => w.toLowerCase().replace(/\.$/, ''));
  const known = lower.filter((w) => PERSON_NAMES.has(w)).length;
  if (known === 0 && !lower.some(looksLikeName)) return null;
  return lower.join(' ');
}

/** The bank names Access cuts to six letters in its NIP line. */
const BANK_NAMES = 'ecobank providus kuda wema jaiz vfd palmpay fidelity polaris sterling zenith access union stanbic keystone globus opay moniepoint first fcmb gtbank guaranty heritage carbon titan parallex unity suntrust taj lotus premium optimus signature fairmoney paga'.split(' ');
const BANK_TAIL_WORDS = 'bank mfb psb ibtc microfinance b m mf'.split(' ');

/** "ECOBAN", "KUDA M", "VFD MF", "PALMPA": a bank's name cut to the line's six letters. */
function truncatedBank(seg: string): boolean {
  if (seg.length > 7) return false;
  const [a, ...rest] = seg.toLowerCase().split(' ');
  if (!a || a.length < 3 || rest.length > 1 || !BANK_NAMES.some((b) => b.startsWith(a))) return false;
  return rest.every((w) => BANK_TAIL_WORDS.some((t) => t.startsWith(w)));
}

/** The rail word, then the name: "GLOBUS NIP TRF ADA OBI", "USSD TRF *737* ADA OBI", "NIP-OUT ADA OBI JAIZ BANK". */
const NAME_AFTER_RAIL =
  /(?:^|\s)(?:NIP|TRF|TRANSFER|NIP-OUT|NIP-IN|INWARD|INFLOW|OUTWARD)(?:\s+(?:CR|DR|OUT|IN))?\s+(?:\*\w+\*\s+)?(?:\d{6,}\s+)?(?!(?:TO|FROM|FRM|IFO|TRF|NIP|TRANSFER|IN|OUT|CR|DR)\b)([A-Za-z][A-Za-z .']*[A-Za-z])$/i;
/** Words of the receiving bank printed after the name ("… JAIZ BANK", "… STANBIC IBTC", "… PALMPAY"). */
const STRONG_BANK_WORD = /^(?:BANK|MFB|PSB|IBTC|MICROFINANCE|PLC|[A-Z]+(?:MFB|BANK|PSB))$/i;

/**
 * A name in the first segment right after the rail word, the receiving bank after it dropped. Taken only when it reads
 * as a person's name (two to four words, one a known or name-like word): anything else is left to the other forms.
 */
function nameAfterRail(d: string): string | null {
  const first = d.split(/\s*[|/:]\s*|\s+-\s+/)[0]!;
  const m = NAME_AFTER_RAIL.exec(first);
  if (!m) return null;
  const words = m[1]!.split(/\s+/);
  // The bank after the name: its words are all bank words, one of them a bank's name or a BANK/MFB word.
  let end = words.length;
  while (end > 2 && (STRONG_BANK_WORD.test(words[end - 1]!) || BANK_NAMES.includes(words[end - 1]!.toLowerCase()))) end--;
  const cp = firstName(words.slice(0, end).join(' '));
  const parts = cp?.split(' ') ?? [];
  if (parts.length < 2 || parts.length > 4 || !parts.every((w) => /^[a-z]+$/.test(w))) return null;
  // Names outnumber any list: two or three plain words right after the rail are a name too ("ENE GANA").
  if (parts.some((w) => PERSON_NAMES.has(w) || looksLikeName(w))) return cp;
  return parts.length <= 3 && parts.every((w) => w.length >= 3 && /[aeiou]/.test(w)) ? cp : null;
}
