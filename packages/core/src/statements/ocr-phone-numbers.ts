/**
 * A Nigerian mobile number in a narration (airtime, data bundles, a transfer to a phone) as OCR breaks it: its first
 * 0 read as a bracket that opens nothing ("(8064758658"), a gap read inside it ("08125381 286", masked "0812***81 91"),
 * or one digit read as
 * the letter it looks like ("0B083260438"). Such a number is
 * eleven digits, 0, then 7, 8 or 9, then 0 or 1 (the mobile ranges): only a read that becomes exactly that is
 * repaired, so a number printed in groups ("0803 123 4567") and an amount after a number stay as printed.
 */
const BRACKET_FOR_ZERO = /\((?=[789][01]\d{8}(?!\d))/g;
const GAP_INSIDE = /(?<![\d,.])(0[789][01]\d{3,7}) (\d{1,5})(?![\d,.])/g;
/** The same gap in a masked number ("0812***81 91"): its digits and stars make eleven places. */
const GAP_IN_MASKED = /(?<![\d,.*])(0[789][01]\d?\*{2,5}\d{1,3}) (\d{1,3})(?![\d,.*])/g;
/** Eleven characters, one of them a letter OCR reads for a digit ("0B083260438"). */
const LETTER_INSIDE = /(?<![\w.,])0[\dBOQDSIlgZ]{10}(?![\w.,])/g;
const DIGIT_OF: Record<string, string> = { B: '8', O: '0', Q: '0', D: '0', S: '5', I: '1', l: '1', g: '9', Z: '2' };
const MOBILE = /^0[789][01]\d{8}$/;

export function repairPhoneNumbers(cell: string): string {
  const opened = cell.includes(')') ? cell : cell.replace(BRACKET_FOR_ZERO, '0');
  return opened
    .replace(GAP_INSIDE, (read, head: string, tail: string) => (head.length + tail.length === 11 ? head + tail : read))
    .replace(GAP_IN_MASKED, (read, head: string, tail: string) => (head.length + tail.length === 11 ? head + tail : read))
    .replace(LETTER_INSIDE, (read) => {
      const letters = read.replace(/\d/g, '');
      const digits = read.replace(/[^\d]/g, (c) => DIGIT_OF[c]);
      return letters.length === 1 && MOBILE.test(digits) ? digits : read;
    });
}

/**
 * A pay-TV renewal names the decoder's smartcard, its IUC number: ten digits for DStv and GOtv, eleven for StarTimes
 * ("GOTV MAX RENEWAL IUC 4643992376", "STARTIMES CLASSIC IUC 06673202526"). The I is a bare stroke, lost beside the U
 * on a photo ("UC 4643992376"); in such a narration, a "UC" before ten or eleven digits is that IUC.
 */
export function repairSmartcardLabel(cell: string): string {
  return /\b(?:DSTV|GOTV|STARTIMES)\b/i.test(cell) ? cell.replace(/(?<=\s|^)UC(?= \d{10,11}\b)/, 'IUC') : cell;
}
