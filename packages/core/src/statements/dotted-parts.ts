/**
 * A header line set in parts with middle dots or bars, as an app's screen or an internet-banking page prints the
 * account under its title: "ABIMBOLA OLAMIDE COKER · ALAT Savings 0239517864 · 01 Nov 2025 – 31 Dec 2025". The parts
 * give the holder's name and the account number in whatever order they come, the number alone or after the name of
 * the account's product.
 */

/** The mark between a dotted line's parts: a middle dot, a bullet or a bar, with a space each side. */
export const PART_MARK = /\s[·•|]\s/;

/**
 * The account number after the product's name: one to four words without digits ("ALAT Savings 0239517864", "Gold
 * Account 01******89"), the number bare or masked as printed.
 */
const PRODUCT_NUMBER = /^(?:[A-Za-z][A-Za-z'&+.-]*\s+){1,4}(\d{10}|(?=[\d*xX]{10}$)\d{2,6}[*xX]{2,8}\d{2,4})$/;

/**
 * Words that make ten digits another number ("Customer ID 2041187735", "Ref 3309912845", a phone's or a card's), or
 * a label the labelled readers read already ("Account No 0123456789", read-statement-info.ts): no product's name.
 */
const ANOTHER_NUMBER =
  /\b(?:no|number|num|nuban|id|ref|reference|bvn|nin|tin|rc|phone|tel|mobile|customer|card|terminal|session|transaction|invoice|order|serial|code|pin)\b/i;

/** The account number a dotted line's part gives after the product's name; null for any other part. */
export function productNumber(part: string): string | null {
  const p = part.trim().replace(/\s+/g, ' ');
  const m = PRODUCT_NUMBER.exec(p);
  return m && !ANOTHER_NUMBER.test(p.slice(0, -m[1].length)) ? m[1] : null;
}

/**
 * A dotted line with each part that gives the number after the product's name cut down to the number: the readers of
 * a number alone in its part then read it, and the name beside it, wherever the two stand. A part's cells set apart
 * by a wide gap are looked at one by one (a wordmark printed beside the strip). Other lines are returned as they are.
 */
export function dottedNumbersBare(line: string): string {
  if (!PART_MARK.test(line)) return line;
  const bare = (part: string) =>
    part
      .split(/(\s{2,})/)
      .map((cell, j) => (j % 2 === 1 ? cell : (productNumber(cell) ?? cell)))
      .join('');
  return line
    .split(/(\s+[·•|]\s+)/)
    .map((part, k) => (k % 2 === 1 ? part : bare(part)))
    .join('');
}
