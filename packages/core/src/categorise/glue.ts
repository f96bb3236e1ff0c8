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

/** Channel markers that banks glue to the next word. Each entry: pattern → replacement. */
const GLUED_MARKERS: readonly [RegExp, string][] = [
  [/\b(ATM|POS|CASH)(WDL|WD|WITHDRAWAL|CASHOUT|PURCHASE|PRCH)\b/gi, '$1 $2'],
  [/\bNIP(VAT|CHG|CHARGE|COMM|FEE|LEVY|TRF|TRANSFER|CR|DR)\b/gi, 'NIP $1'],
  [/\b(VAT|CHG|FEE|COMM)(NIP|TRF|ATM|POS|USSD|SMS)\b/gi, '$1 $2'],
  [/\bFRM(?=[A-Z]{3,})/g, 'FRM '],
  [/\bTRF(TO|FRM|FROM|FOR)\b/gi, 'TRF $1'],
  [/\bTRF(?=[A-Z]{3,})/g, 'TRF '],
  [/\b([A-Z]{2})(Transfer|TRANSFER|Trf)\b/g, '$1 $2'],
  [/\bSMS(CHG|CHARGE|CHARGES|ALERT|FEE)\b/gi, 'SMS $1'],
  [/\bUSSD(CHG|CHARGE|FEE|TRF|TOPUP|TOP)\b/gi, 'USSD $1'],
  [/\b(MOB|MOBILE|USSD)(TOPUP|DATA|AIRTIME)\b/gi, '$1 $2'],
  [/\bTOPUP\b/gi, 'TOP UP'],
];

/** Splits glued channel markers; see GLUED_MARKERS. */
const GLUE_HINT = /[A-Za-z]\d{3}|ATM|POS|CASH|NIP|VAT|CHG|FEE|COMM|FRM|TRF|Transfer|SMS|USSD|MOB|TOPUP/i;

export function splitGluedMarkers(s: string): string {
  if (!GLUE_HINT.test(s)) return s;
  // A word glued to a long digit run ("TOPUP08123456789") keeps its letters.
  let out = s.replace(/([A-Za-z]{3,})(\d{3,})/g, '$1 $2');
  for (const [re, to] of GLUED_MARKERS) out = out.replace(re, to);
  return out;
}

/** Short words that are allowed as a piece of a glued token (longer pieces must have 4+ letters). */
const SHORT_PIECES: ReadonlySet<string> = new Set(['atm', 'wdl', 'nip', 'vat', 'pos', 'mtn', 'glo', 'trf', 'frm', 'fee', 'chg', 'sms', 'web', 'bet', 'tax', 'gas']);

const pieceOk = (w: string, known: (w: string) => boolean): boolean => (w.length >= 4 || SHORT_PIECES.has(w)) && known(w);

/**
 * Splits an unknown token into known words ("mobiledata" → mobile data, "datamtn" → data mtn), or returns null.
 * Tries two pieces, then three; `known` says whether a word is in the rules' vocabulary.
 */
export function splitGlued(token: string, known: (w: string) => boolean): string[] | null {
  const n = token.length;
  if (n < 6 || n > 40) return null;
  for (let i = 3; i <= n - 3; i++) {
    const a = token.slice(0, i);
    if (!pieceOk(a, known)) continue;
    const b = token.slice(i);
    if (pieceOk(b, known)) return [a, b];
    if (b.length >= 6) {
      for (let j = 3; j <= b.length - 3; j++) {
        const c = b.slice(0, j);
        const d = b.slice(j);
        if (pieceOk(c, known) && pieceOk(d, known)) return [a, c, d];
      }
    }
  }
  return null;
}
