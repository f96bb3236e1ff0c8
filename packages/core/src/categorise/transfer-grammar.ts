/**
 * Where the counterparty sits in a transfer narration. Nigerian banks print it in a handful of shapes:
 *   Access     TRF/purpose/FRM ADA OKAFOR TO TUNDE BELLO · ACTransfer Access Bank|NAME · AATransfer Kuda MFB|NAME
 *   GTBank     MOB/UTU/NAME/purpose · NIP/SESSION/NAME/purpose
 *   First Bank FIP:MB:NAME/purpose
 *   NIBSS      NIBSS Instant Payment Outward SESSION TO UBA/NAME
 *   Apps       Transfer to NAME | OPay · Send to NAME · Received from NAME · NIP TRANSFER TO NAME
 * The input is already prepared (letter spacing collapsed, glued markers split). Returns lower case, or null.
 */

/** Segment codes that are channel markers, not a name. */
const SEGMENT_CODE = /^(?:NIP|MOB|UTU|UTO|FIP|MB|FIP:MB|ZIB|CR|DR|TRF|NIP CR|NIP CR\/MOB|USSD|INWARD NIP|REV|WEB|POS|APT\d*|TRANSFER|TRANSFER OUT|TRANSFER IN|OUTWARD|INWARD|NIBSS|IB|IBTRF|MOBILE|APP)$/i;
const BANK_WORD = /^(?:BANK|MFB|PSB|MICROFINANCE|MICRO|FINANCE|PLC|LTD|LIMITED|NIGERIA|NIG|NG|GTB|GTBANK|GUARANTY|TRUST|ACCESS|DIAMOND|ZENITH|UBA|UNITED|FOR|AFRICA|FBN|FIRST|FIRSTBANK|CITY|FCMB|FIDELITY|STERLING|STANBIC|IBTC|WEMA|ALAT|POLARIS|VULTE|ECOBANK|KEYSTONE|PROVIDUS|KUDA|OPAY|PALMPAY|MONIEPOINT|UNION|HERITAGE|JAIZ|TAJ|LOTUS|SUNTRUST|TITAN|GLOBUS|PREMIUM|PARALLEX|OPTIMUS|SIGNATURE|STANDARD|CHARTERED|CITIBANK|UNITY|VFD|CARBON|FAIRMONEY|PAGA|PAYCOM|RUBIES|SPARKLE|MINT|MOMO|SMARTCASH|HOPE|PSB|OF|AND|PAYMENT|SERVICE|SERVICE BANK|INSTANT|OUTWARD|INWARD|TRANSFER|TRF|NIP|NIBSS|TO|FROM)$/i;

/** A segment that names a bank or a channel only ("Access Bank", "KUDA MFB", "UBA"). */
function bankOnly(seg: string): boolean {
  const words = seg.split(/[\s.,&-]+/).filter(Boolean);
  return words.length > 0 && words.every((w) => BANK_WORD.test(w));
}

/** A segment that is an id, a session number or a code, not a name. */
const idLike = (seg: string): boolean => SEGMENT_CODE.test(seg) || /\d{5,}/.test(seg) || /^[A-Z0-9]{10,}$/i.test(seg) || !/[A-Za-z]{2,}/.test(seg);

/** Drops a trailing reference ("REF 123", "FT7967773824", "000013250…") from a name segment. */
function clean(cp: string): string {
  return cp
    .replace(/\b(?:REF|SESSION|SESS|NARRATION)\b.*$/i, '')
    .replace(/(?:\s+\S*\d\S*)+$/, '')
    .trim();
}

/** The first segment of `rest` that names someone: skips banks, ids and codes ("UBA/KELECHI AMADI" → KELECHI AMADI). */
function firstName(rest: string): string | null {
  const segs = rest.split(/\s*[|/:]\s*|\s+-\s+|\s-(?=[A-Za-z])|\s{2,}/).map((x) => x.trim()).filter(Boolean);
  for (let seg of segs) {
    const inner = /^(?:TRANSFER\s+|TRF\s+)?(?:TO|FROM|FRM|IFO)\s+(.+)$/i.exec(seg);
    if (inner) seg = inner[1]!;
    const c = clean(seg);
    if (c && !idLike(c) && !bankOnly(c)) return c.toLowerCase();
  }
  return null;
}

const FROM_TO = /\b(?:FRM|FROM)\s+(.+?)\s+TO\s+(.+)$/i;
const MARKED = /(?:TRANSFER|TRF|TRANSFERRED|SENT|SEND|RECEIVED|NIP|CREDIT TRANSFER|MONEY RECEIVED|INSTANT PAYMENT(?: OUTWARD| INWARD)?(?:\s+\d+)?|PAYMENT)\s*(?:TO|FROM|FRM|IFO|BY)\s+(.+)$/i;
const LEADING_CODE = /^(?:NIP|ZIB|MOB|FIP|TRF|CR|UTU|UTO|USSD|INWARD|NIBSS|IB)\b/i;
const TRANSFER_WORD = /\b(?:TRANSFER|TRF|NIP|NIBSS)\b/i;
const LOOSE: RegExp[] = [/\b(?:TRF|TRANSFER)\s+(?!TO\b|FROM\b|FRM\b|IFO\b|FEE\b|CHARGE|COMMISSION|LEVY)(.+)$/i, /\b(?:TO|FROM|FRM|IFO)\s+(.+)$/i];

export function counterpartyOf(description: string, credit: boolean): string | null {
  const d = description.replace(/\s+/g, ' ').trim();
  const ft = FROM_TO.exec(d);
  if (ft) {
    const cp = firstName(credit ? ft[1]! : ft[2]!);
    if (cp) return cp;
  }
  const marked = MARKED.exec(d);
  if (marked) {
    const cp = firstName(marked[1]!);
    if (cp) return cp;
  }
  // Separated formats: MOB/UTU/NAME/…, FIP:MB:NAME/…, AC Transfer Access Bank|NAME.
  if (/[/:|]/.test(d) && (LEADING_CODE.test(d) || TRANSFER_WORD.test(d.split(/[/:|]/)[0]!))) {
    const segs = d.split(/\s*[/:|]+\s*/).filter(Boolean);
    const cp = segs.length >= 2 ? firstName(segs.slice(1).join('/')) : null;
    if (cp) return cp;
  }
  for (const re of LOOSE) {
    const m = re.exec(d);
    if (!m) continue;
    const cp = firstName(m[1]!);
    if (cp) return cp;
  }
  return null;
}
