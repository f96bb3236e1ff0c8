/**
 * A bank's USSD short code in a narration ("*919*DATA …", "*737*", "VIA *894#") with a digit OCR read as the letter
 * it looks like ("*Q19*DATA"): a short code is digits only, between a star and a star or hash. Each letter is put
 * back as the digits it can stand for; a Q (a 0 or a 9) only where exactly one of its readings is a code the banks
 * publish. Anything else stays as read.
 */

/** The short codes Nigerian banks and wallets publish for transfers, airtime and data. */
const KNOWN_CODES: ReadonlySet<string> = new Set([
  '737',
  '894',
  '901',
  '919',
  '966',
  '326',
  '822',
  '770',
  '833',
  '329',
  '945',
  '909',
  '826',
  '7799',
  '955',
  '5573',
]);

const DIGITS_OF: Readonly<Record<string, readonly string[]>> = {
  O: ['0'],
  D: ['0'],
  o: ['0'],
  Q: ['0', '9'],
  I: ['1'],
  l: ['1'],
  '|': ['1'],
  S: ['5'],
  s: ['5'],
  B: ['8'],
  Z: ['2'],
  z: ['2'],
  g: ['9'],
  q: ['9'],
};

const CODE = /(?<=\*)([0-9ODoQIl|SsBZzgq]{3,4})(?=[*#])/g;

/** Every digit string the read code can stand for. */
function readingsOf(code: string): string[] {
  let out = [''];
  for (const c of code) {
    const options = /\d/.test(c) ? [c] : DIGITS_OF[c];
    out = out.flatMap((head) => options.map((d) => head + d));
  }
  return out;
}

export function repairShortCodes(cell: string): string {
  if (!cell.includes('*')) return cell;
  return cell.replace(CODE, (read) => {
    if (/^\d+$/.test(read) || !/\d/.test(read)) return read;
    const readings = readingsOf(read);
    if (readings.length === 1) return readings[0];
    const known = readings.filter((r) => KNOWN_CODES.has(r));
    return known.length === 1 ? known[0] : read;
  });
}
