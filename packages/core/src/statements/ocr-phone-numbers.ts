/**
 * A Nigerian mobile number in a narration (airtime, data bundles, a transfer to a phone) as OCR breaks it: its first
 * 0 read as a bracket that opens nothing ("(8064758658"), or a gap read inside it ("08125381 286"). Such a number is
 * eleven digits, 0, then 7, 8 or 9, then 0 or 1 (the mobile ranges): only a read that becomes exactly that is
 * repaired, so a number printed in groups ("0803 123 4567") and an amount after a number stay as printed.
 */
const BRACKET_FOR_ZERO = /\((?=[789][01]\d{8}(?!\d))/g;
const GAP_INSIDE = /(?<![\d,.])(0[789][01]\d{3,7}) (\d{1,5})(?![\d,.])/g;

export function repairPhoneNumbers(cell: string): string {
  const opened = cell.includes(')') ? cell : cell.replace(BRACKET_FOR_ZERO, '0');
  return opened.replace(GAP_INSIDE, (read, head: string, tail: string) => (head.length + tail.length === 11 ? head + tail : read));
}
