/**
 * Repairs narrations whose words a bank's system spaced out or glued together, so the rules see ordinary words:
 * - letter-spaced text from some PDF exports and scans ("T R A N S F E R  T O  C H I D I") is collapsed;
 * - glued channel markers ("ATMWDL", "NIPVAT", "FRMADA OKAFOR", "ACTransfer", "AATransfer") are split;
 * - other glued tokens ("MOBILEDATA", "DATAMTN", "CASHWITHDRAWAL") are split into known words (see splitGlued).
 */

const SPACED_HINT = /(?:^|\s)[A-Za-z0-9] [A-Za-z0-9] [A-Za-z0-9](?:\s|$)/;

/** Collapses runs of single letters separated by single spaces; runs of 2 letters only when the whole text is spaced out. */
export function collapseLetterSpacing(s: string): string {
  if (!SPACED_HINT.test(s)) return s;
  const pieces = s.split(/\s+/).filter(Boolean);
  if (pieces.length < 4) return s;
  const single = pieces.filter((p) => p.length === 1).length;
  const spaced = single / pieces.length >= 0.6;
  if (!spaced && single < 3) return s;
  const run = spaced ? /(?<![A-Za-z0-9])[A-Za-z0-9](?: [A-Za-z0-9])+(?![A-Za-z0-9])/g : /(?<![A-Za-z0-9])[A-Za-z0-9](?: [A-Za-z0-9]){2,}(?![A-Za-z0-9])/g;
  return s.replace(run, (m) => m.replace(/ /g, '')).replace(/ {2,}/g, ' ');
}

/** Tokens with digits that are real words (brands). */
export const DIGIT_WORDS: ReadonlySet<string> = new Set(['bet9ja', 'bet9j', '1xbet', '9mobile', '22bet', 'surebet247', 'c24', 'mtn', 'slum2school', '11plc', 'p1', '13th', '1x', '9ja', '9psb']);

/**
 * Glued markers the transfer grammar must see apart (it reads the narration as printed). Other glued tokens
 * ("ATMWDL", "NIPVAT", "SMSCHG") are split word by word against the vocabulary (splitGlued).
 */
const GLUED_MARKERS: readonly [RegExp, string][] = [
  // "OWNTRFFRMADA", "OWNACCTTRFTO …": one's own account, glued to the transfer marker.
  [/\bOWN(TRF|ACCT|ACC|TRANSFER)/gi, 'OWN $1'],
  [/\b(ACCT|ACC)(TRF|TRANSFER)/gi, '$1 $2'],
  // "Wallettop-upfrom PALMPAY …", "POSTRANETERNAPLC", "ENUGUSTATEIRSPAYMENT".
  [/\bWALLET ?TOP-?UP ?FROM\b ?/gi, 'Wallet top up from '],
  [/\bPOSTRAN(?=[A-Z.]{3,})/g, 'POS TRAN '],
  [/STATEIRS/gi, 'STATE IRS '],
  [/\bSEND ?MONEY ?TO(?=[A-Z])/gi, 'Send Money to '],
  // An app reference glued behind a name: "TRFADAOBIAPT5744185977".
  [/([A-Z]{3,})APT(?=\s?\d{6,})/g, '$1 APT'],
  [/\bCARD ?PAYMENT ?AT(?=[A-Z])/gi, 'Card payment at '],
  [/\b(WEB|POS)(PURCHASE|PMT|PYMT)(?=[A-Z0-9])/gi, '$1 $2 '],
  // "POSPURSHOPRITEGBAGADA", "BILLPMTIKEJAELECTRIC2794…": a card or bill channel glued to the merchant or biller.
  [/\bPOSPUR(?=[A-Z/])/g, 'POS PUR '],
  [/\bPOSCW(?=[A-Z])/g, 'POS CW '],
  [/\bBILLPMT(?=[A-Z])/g, 'BILL PMT '],
  [/\bATMWDL(?=[A-Z]{3,})/gi, 'ATM WDL '],
  // "EyowoTransferKAYODE…": a camel-case Transfer glued to a name in capitals.
  [/(?<=[a-z])Transfer(?=[A-Z]{3,})/g, ' Transfer '],
  // A business's kind glued behind its name: "MAINLANDOIL", "ABCTRANSPORTLAGOS", "RELIANCEHMOLAGOS".
  [/\b([A-Z]{4,})(OIL|PETROLEUM)\b/g, '$1 $2'],
  // "ZENITHMOBILE" is a bank's app, not an HMO.
  [/\b([A-Z]{2,})(TRANSPORT|HMO(?!BILE))(?=[A-Z]|\b)/g, '$1 $2 '],
  // A bank's name glued to the transfer rail it sent by: "TAJNIP/ADA OBI", "JAIZNIP".
  [/\b(TAJ|JAIZ|ZENITH|GTB|UBA|FBN|FCMB|WEMA|UNITY|LOTUS|GLOBUS|KEYSTONE|STANBIC|STERLING|ECO|UNION|POLARIS|PROVIDUS|FIDELITY|ACCESS)(NIP|TRF)\b/gi, '$1 $2'],
  [/(9MOBILE|BET9JA|1XBET|22BET)(?=[A-Za-z]{3,})/gi, '$1 '],
  [/\bFRM(?=[A-Z]{3,})/g, 'FRM '],
  [/\bTRF(TO|FRM|FROM|FOR)\b/gi, 'TRF $1'],
  [/\bTRF(?=[A-Z]{3,})/g, 'TRF '],
  [/\b([A-Za-z]{2,})(Transfer|TRANSFER|Trf)\b/g, '$1 $2'],
  [/\bTOPUP\b/gi, 'TOP UP'],
  [/\bNIP(OUT|IN)\b/g, 'NIP $1'],
  // "VTUMTN", "DATAGLO", "TRANSFERTOCHINEDU": a channel word glued to a network or to TO and a name.
  [/\b(VTU|AIRTIME|DATA)(MTN|GLO|AIRTEL|ETISALAT)\b/gi, '$1 $2'],
  [/\bTRANSFER(TO|FROM|FRM)(?=[A-Z]{3,})/gi, 'TRANSFER $1 '],
  [/\b(MOB|MOBILE|USSD)(TOP ?UP|DATA|AIRTIME)\b/gi, '$1 $2'],
  // Card, cash and ATM markers glued to the next word: "CardPayment", "CASH-OUTPOS", "ATMWD @ …".
  [/\bCARD(PAYMENT|PURCHASE|POS|WDL)\b/gi, 'CARD $1'],
  [/\b(CASH-?OUT)(POS)\b/gi, '$1 $2'],
  [/\bATM(WD|WDR)\b/gi, 'ATM $1'],
  // A charge glued to "on": "VATON NIP TRANSFER", "FEEON TRANSFER".
  [/\b(VAT|FEE|CHG|COMM|LEVY)(ON)\b/gi, '$1 $2'],
  // A brand spelt with a digit glued behind a word: "VTU9MOBILE", "AIRTIME9MOBILE", "BettingBET9JA".
  [/\b([A-Za-z]{2,}?)(9MOBILE|BET9JA|1XBET|22BET)\b/gi, '$1 $2'],
  // A toll glued behind its operator's short name: "LCCTOLL", "LEKKITOLL".
  [/\b([A-Z]{2,6})(TOLL)\b/g, '$1 $2'],
  // A utility biller's words glued together: "ELECTRICITYDISTRIBUTION", "OyoWasteMgt", "WASTEMANAGEMENT".
  [/\b(ELECTRICITY)(DISTRIBUTION)\b/gi, '$1 $2'],
  [/\b([A-Za-z]{2,}?)(WASTE)(MGT|MANAGEMENT)\b/gi, '$1 $2 $3'],
  [/\b(WASTE)(MGT|MANAGEMENT)\b/gi, '$1 $2'],
  // After OWN and TRF are split: "FRMIDOWU".
  [/\bFRM(?=[A-Z]{3,})/g, 'FRM '],
];

/** One test for "anything glued here at all", so most narrations skip the replacements. */
const GLUE_ANY = /BILLPMT[A-Z]|POSCW[A-Z]|[A-Z]{2}TOLL\b|ELECTRICITYDISTRIBUTION|WASTE(?:MGT|MANAGEMENT)|[A-Z]{3}APT\s?\d|SEND ?MONEY ?TO[A-Z]|CARD ?PAYMENT ?AT[A-Z]|(?:WEB|POS)P|ATMWDL[A-Z]|[a-z]Transfer[A-Z]|[A-Z]{4}(?:OIL|PETROLEUM)\b|[A-Z]{2}(?:TRANSPORT|HMO)|[A-Z]{3}(?:NIP|TRF)\b|OWN(?:TRF|ACC|TRANSFER)|WALLET ?TOP|POSTRAN|STATEIRS|(?:9MOBILE|BET9JA|1XBET|22BET)[A-Za-z]{3}|FRM[A-Z]{3}|TRF[A-Z]{2}|[A-Za-z]{2}(?:Transfer|TRANSFER|Trf)\b|TOP ?UP|MOB|USSD[A-Z]|CARD[A-Z]|OUTPOS|ATMW|VTU[A-Z]|NIP(?:OUT|IN)\b|(?:AIRTIME|DATA)(?:MTN|GLO|AIRTEL)|TRANSFERTO|(?:VAT|FEE|CHG|COMM|LEVY)ON\b|[A-Z]{2}(?:9MOBILE|BET9JA|1XBET|22BET)/i;
const DIGIT_GLUE = /[A-Za-z]{3}\d\d|\d\d[A-Za-z]{3}/;

/**
 * A card terminal's 8-character id glued in front of the merchant ("2011USF7BUKKA HUT", "2MPTZYZ2FOODVILLE",
 * "2OPYTQHCCHICKEN REPUBLIC"): 2, then a processor's 3-digit or known 3-letter code, then 4 characters, then the
 * name. Letter codes are listed so a name like "2FACE…" is never cut.
 */
const TERMINAL_ID_GLUE = /(^|[\s@/\-|*])(2(?:\d{3}|MPT|LUX|KUD|OPY|OPA|PLM|PPL|LOK|KMP|LAG|OYO|KAN|ABJ)[A-Za-z0-9]{4})(?=[A-Za-z]{3,})/gi;

export function splitGluedMarkers(s: string): string {
  let out = s.replace(TERMINAL_ID_GLUE, (_m, lead: string, id: string) => `${lead}${id} `);
  // A word glued to digits ("TOPUP08123456789", "LEVY02/12/2026", "18DEC25") keeps its letters.
  if (DIGIT_GLUE.test(out)) out = out.replace(/[A-Za-z0-9]+/g, (w) => (DIGIT_WORDS.has(w.toLowerCase()) ? w : w.replace(/([A-Za-z]{3,})(?=\d{2})/g, '$1 ').replace(/(\d{2})(?=[A-Za-z]{3,})/g, '$1 ')));
  if (!GLUE_ANY.test(out)) return out;
  for (const [re, to] of GLUED_MARKERS) out = out.replace(re, to);
  return out;
}

/** Short words that are allowed as a piece of a glued token (longer pieces must have 4+ letters). */
const SHORT_PIECES: ReadonlySet<string> = new Set(['cot', 'sal', 'txn', 'kfc', 'top', 'fbn', 'gtb', 'uba', 'com', 'ref', 'int', 'app', 'rev', 'dep', 'pay', 'atm', 'wdl', 'nip', 'vat', 'pos', 'mtn', 'glo', 'trf', 'frm', 'fee', 'chg', 'sms', 'web', 'bet', 'tax', 'gas', 'for', 'jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec', 'buy', 'cac', 'mob', 'comm', 'cash', 'ussd', 'data', 'emt', 'fgn', 'mfb', 'psb', 'amf']);

const pieceOk = (w: string, known: (w: string) => boolean): boolean => SHORT_PIECES.has(w) || (w.length >= 4 && known(w));

/**
 * Splits an unknown token into known words ("mobiledata" → mobile data, "datamtn" → data mtn), or returns null.
 * Tries two pieces, then three; `known` says whether a word is in the rules' vocabulary.
 */
export function splitGlued(token: string, known: (w: string) => boolean, prefix?: PrefixTest): string[] | null {
  const n = token.length;
  if (n < 6 || n > 40) return null;
  // Two pieces before three: "payrolljan" is payroll + jan, not pay + roll + jan.
  for (let i = 3; i <= n - 3; i++) {
    const a = token.slice(0, i);
    // No known word starts with these letters: no longer first piece can be one either.
    if (prefix && i > 4 && !prefix(a)) break;
    if (pieceOk(a, known) && pieceOk(token.slice(i), known)) return [a, token.slice(i)];
  }
  for (let i = 3; i <= n - 3; i++) {
    const a = token.slice(0, i);
    if (prefix && i > 4 && !prefix(a)) break;
    if (!pieceOk(a, known)) continue;
    const b = token.slice(i);
    if (b.length >= 6) {
      for (let j = 3; j <= b.length - 3; j++) {
        const c = b.slice(0, j);
        const d = b.slice(j);
        if (pieceOk(c, known) && pieceOk(d, known)) return [a, c, d];
      }
    }
  }
  // Several words glued ("COMMISSIONONTRANSFER") before a name glued to one word.
  const many = segmentGlued(token, known, prefix);
  if (many) return many;
  // A name glued to a category word ("ALTSCHOOL", "SUGARDEPOT"): the word of 5+ letters at the end is enough.
  for (let i = 3; i <= n - 5; i++) {
    const tail = token.slice(i);
    if (known(tail)) return [token.slice(0, i), tail];
  }
  return null;
}

/**
 * A long glued token of several words ("OTHERBANKATMFEE", "COMMISSIONONTRANSFER", "FIRSTONLINETRANSFERTO",
 * "PAYDIRECTIBEDCTOKEN"): the best split into known words, kept only when known words cover most of its letters
 * (so a glued name stays whole). Used when splitGlued's two or three pieces do not fit.
 */
export function segmentGlued(token: string, known: (w: string) => boolean, prefix?: PrefixTest): string[] | null {
  if (token.length < 9 || token.length > 40 || !/^[a-z]+$/.test(token)) return null;
  const pieces = segmentRun(token, known, prefix);
  if (pieces.length < 2) return null;
  let knownLetters = 0;
  let longKnown = 0;
  for (const p of pieces) {
    const isKnown = p.length >= 2 && known(p);
    // A short known piece must be a channel word or a joiner ("on", "to"): "MARYAMBELLO" is not "mar yam bello".
    if (isKnown && p.length === 3 && !SHORT_PIECES.has(p)) return null;
    if (isKnown) {
      knownLetters += p.length;
      if (p.length >= 4) longKnown++;
    }
  }
  return longKnown >= 1 && knownLetters >= 0.7 * token.length ? pieces : null;
}

/**
 * A merchant glued whole behind a card marker ("POSPUR" + "MEGAPLAZAGBAGADA"): the marker says a business follows, so
 * a looser split is safe — known words covering half its letters, the unknown rest (the town) kept as one word.
 */
export function segmentMerchant(token: string, known: (w: string) => boolean, prefix?: PrefixTest): string[] | null {
  if (token.length < 7 || token.length > 40 || !/^[a-z]+$/.test(token)) return null;
  const pieces = segmentRun(token, known, prefix);
  if (pieces.length < 2) return null;
  const knownLetters = pieces.filter((p) => p.length >= 3 && known(p)).reduce((sum, p) => sum + p.length, 0);
  return knownLetters >= 0.5 * token.length ? pieces : null;
}

/**
 * Text spaced out unevenly ("T ra n s f e r f rom B ET W A Y", "P A Y A R E N A A E D C"): many pieces of one or two
 * letters. Such text cannot be collapsed by rule, so its letters are re-segmented into known words.
 */
export function unevenlySpaced(s: string): boolean {
  if (!UNEVEN_HINT.test(s)) return false;
  const pieces = s.split(/[\s/|:*-]+/).filter((p) => /^[A-Za-z]+$/.test(p));
  // Real two-letter words ("IB TRF TO ADA OBI TO MY OPAY") are not pieces of spaced-out text.
  const short = pieces.filter((p) => p.length === 1 || (p.length === 2 && !REAL_SHORT_WORDS.has(p.toLowerCase()))).length;
  return short >= 4 && short / Math.max(1, pieces.length) >= 0.4;
}

const REAL_SHORT_WORDS: ReadonlySet<string> = new Set(['to', 'my', 'of', 'in', 'at', 'by', 'on', 'ib', 'ng', 'mb', 'cr', 'dr', 'no', 'is', 'us', 'me']);
const UNEVEN_HINT = /\b[A-Za-z]{1,2} [A-Za-z]{1,2}\b/;
const MAX_WORD = 24;

/** Says whether some known word starts with these letters (lets the segmenter stop early); optional. */
export type PrefixTest = (letters: string) => boolean;

/** Best split of a run of letters into known words (fewest pieces; unknown letters are kept together as one word). */
function segmentRun(run: string, known: (w: string) => boolean, prefix?: PrefixTest): string[] {
  const s = run.toLowerCase();
  const n = s.length;
  const cost = new Float64Array(n + 1).fill(Infinity);
  const from = new Int32Array(n + 1).fill(-1);
  const isWord = new Uint8Array(n + 1);
  cost[0] = 0;
  // Forward: from each reachable position, every known word starting there (a prefix test ends the walk early),
  // then every unknown stretch. A known word costs 1 (2 letters: 1.6); an unknown stretch 1 plus a little per letter,
  // so a name no list holds stays whole instead of being chopped into short words. Ties keep the earliest start.
  for (let j = 0; j < n; j++) {
    const base = cost[j]!;
    if (base === Infinity) continue;
    const end = Math.min(n, j + MAX_WORD);
    for (let i = j + 1; i <= end; i++) {
      const w = s.slice(j, i);
      if (prefix && !prefix(w)) break;
      if (i - j >= 2 && known(w)) {
        const c = base + (i - j === 2 ? 1.6 : 1);
        if (c < cost[i]! || (c === cost[i]! && j < from[i]!)) {
          cost[i] = c;
          from[i] = j;
          isWord[i] = 1;
        }
      }
    }
    for (let i = j + 1; i <= end; i++) {
      const c = base + 1 + 0.5 * (i - j);
      if (c < cost[i]! || (c === cost[i]! && j < from[i]!)) {
        cost[i] = c;
        from[i] = j;
        isWord[i] = 0;
      }
    }
  }
  const out: string[] = [];
  let unknown = '';
  const pieces: [string, boolean][] = [];
  for (let i = n; i > 0; i = from[i]!) pieces.push([s.slice(from[i]!, i), isWord[i] === 1]);
  for (const [p, word] of pieces.reverse()) {
    if (word) {
      if (unknown) out.push(unknown);
      unknown = '';
      out.push(p);
    } else unknown += p;
  }
  if (unknown) out.push(unknown);
  return out;
}

/**
 * Re-segments unevenly spaced text: pieces joined by single spaces are glued while either neighbour is one or two
 * letters long, then split into known words; separators, digits and double spaces stay boundaries.
 */
export function segmentSpacedText(s: string, known: (w: string) => boolean, prefix?: PrefixTest): string {
  return s
    // "1 3 T H  M O N T H": a spaced ordinal is one word ("13TH"), not digits and two stray letters.
    .replace(/\b((?:\d ){1,3})(T H|S T|N D|R D)\b/gi, (_m: string, digits: string, suffix: string) => `${digits.replace(/ /g, '')}${suffix.replace(' ', '')}`)
    .split(/(\s{2,}|[^A-Za-z\s]+)/)
    .map((part) => {
      if (!/[A-Za-z]/.test(part) || /[^A-Za-z\s]/.test(part)) return part;
      let pieces = part.split(' ').filter(Boolean);
      // "A D E B I S I to my kuda": lower-case words after spaced capitals are the memo, printed normally.
      const memoAt = pieces.findIndex((p, i) => i > 0 && /^[A-Z]$/.test(pieces[i - 1]!) && REAL_SHORT_WORDS.has(p) && pieces.slice(i).every((q) => q.length >= 2 && q === q.toLowerCase()));
      const memo = memoAt > 0 ? ` ${pieces.slice(memoAt).join(' ')}` : '';
      if (memoAt > 0) pieces = pieces.slice(0, memoAt);
      // Spaced letter by letter: the word breaks are lost, so the letters are segmented as one run.
      if (pieces.length > 1 && pieces.every((p) => p.length === 1)) return ` ${segmentRun(pieces.join(''), known, prefix).join(' ')}${memo} `;
      const runs: string[][] = [];
      for (const p of pieces) {
        const last = runs[runs.length - 1];
        const prev = last?.[last.length - 1];
        if (last && prev !== undefined && (prev.length <= 2 || p.length <= 2)) last.push(p);
        else runs.push([p]);
      }
      return ` ${runs.map((r) => (r.length === 1 ? r[0]! : segmentRun(r.join(''), known, prefix).join(' '))).join(' ')}${memo} `;
    })
    .join('')
    .replace(/\s+/g, ' ')
    .replace(/\b(\d{1,2}) (st|nd|rd|th)\b/gi, '$1$2')
    .trim();
}
