/**
 * Whether a text PDF whose table gave no row would read any better by text recognition. OCR reads the same print
 * the text layer holds, so it helps only where that layer is not the page's words: a font that maps its glyphs to no
 * letters ("|CCEq${ \/b1f") or to the wrong ones, or figures drawn as paths while the words are text (a statement's columns and no
 * amount). A text layer of real words that prints amounts, or prints no statement's columns, is what OCR would read
 * too: the document is refused from its text at once, not after half a minute of recognition that finds nothing more.
 */
const HAS_LETTER = /[A-Za-z]/;
// Words every statement, letter or report prints. A font whose map sends letters to other letters ("BFBJ QBKH ZRJ"
// for "NIBSS INSTANT PAYMENT") still gives word-shaped tokens with vowels, but almost none of these.
const COMMON = new Set(
  (
    'a an the of and or to in on at by for from with as is are was be been this that it its you your our we us not no all any ' +
    'has have had will shall may can please dear sir madam yours faithfully sincerely regards ' +
    'account statement balance opening closing available ledger date value description narration details particulars ' +
    'remarks reference ref debit debits credit credits dr cr withdrawal withdrawals deposit deposits lodgement lodgements ' +
    'transfer trf pos purchase payment paid charge charges fee fees vat levy stamp duty bank plc limited ltd total totals ' +
    'period page name number currency naira ngn branch address customer money out mobile web nip atm cash airtime data ' +
    'salary loan interest via card transaction transactions summary type channel time ' +
    'jan feb mar apr may jun jul aug sep sept oct nov dec january february march april june july august september october november december'
  ).split(' '),
);
const AMOUNT = /\b\d{1,3}(?:,\d{3})*\.\d{2}\b/;
const STATEMENT_COLUMN =
  /\b(?:balance|debits?|credits?|withdrawals?|deposits?|lodgements?|money\s+(?:in|out)|narration|description|details|particulars|remarks|paid\s+(?:in|out))\b/gi;

/** Share of the letter-bearing tokens that are common words; a garbled or re-mapped font's text layer has almost none. */
export function wordShare(lines: readonly string[]): number {
  const tokens = lines.flatMap((l) => l.split(/[\s/|:;,.()-]+/)).filter((t) => HAS_LETTER.test(t));
  if (tokens.length === 0) return 0;
  return tokens.filter((t) => COMMON.has(t.toLowerCase())).length / tokens.length;
}

export function ocrWouldReadMore(lines: readonly string[]): boolean {
  if (wordShare(lines) < 0.15) return true;
  if (lines.some((l) => AMOUNT.test(l))) return false;
  const columns = new Set(
    lines
      .join('\n')
      .match(STATEMENT_COLUMN)
      ?.map((c) => c.toLowerCase().replace(/s$/, '')),
  );
  return columns.size >= 2;
}
