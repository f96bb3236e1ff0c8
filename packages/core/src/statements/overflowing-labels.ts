import type { Segment } from './types.ts';

/**
 * A spreadsheet printed to PDF (LibreOffice Calc, Excel) lets a label longer than its cell run into the next one, and
 * the PDF then holds label and value as one run with no space: "Account Number0124587390", "Opening Balance350,000.00".
 * Read as one text, the box loses the holder's number and reads the label as a wrapped line of the label above it.
 * Such a run is two: a statement's label (its last word one of a label's) glued to a number or a figure.
 */
const GLUED = /^((?:[A-Za-z][A-Za-z./]*\s+)*?(?:account\s+(?:number|no\.?)|(?:opening|closing|available|ledger)\s+balance|total\s+(?:credits?|debits?|lodgements?|withdrawals?)|acct\.?\s+no\.?))\s*:?((?:₦|NGN\s?|N)?\(?-?\d[\d,]*(?:\.\d{2})?\)?(?:\s?(?:CR|DR))?)$/i;

/** The run as label and value when it is a label glued to its value, else the run as it is. */
export function splitOverflowingLabel(segment: Segment): Segment[] {
  // Glued means a letter right before the value's first mark: most runs have none, and skip the long pattern.
  if (!/[A-Za-z.:][₦(\-\d]/.test(segment.text)) return [segment];
  const m = GLUED.exec(segment.text);
  if (!m || /\s$/.test(m[1]) || segment.text.charAt(m[1].length) === ' ') return [segment];
  const [label, value] = [m[1], m[2]];
  // Where the value starts, by its share of the characters (the widths of letters and digits are alike enough here).
  const cut = segment.x0 + ((segment.x1 - segment.x0) * label.length) / segment.text.length;
  const { wordSpans: _, ...rest } = segment;
  return [
    { ...rest, text: label, x1: cut },
    { ...rest, text: value, x0: cut },
  ];
}
