/**
 * A card number printed masked ("5399****0537": the first digits, stars, the last four) whose stars OCR lost, read as
 * digits run together ("53990537"): on a page that prints other card numbers masked with the same first digits, a
 * word of exactly those first digits and four more is that card number, its stars put back. The stars' count is the
 * page's own.
 */
const MASKED = /^(\d{4,6})(\*{2,8})(\d{4})$/;

/** Digit runs read for masked card numbers → the masked number, as the page's other card numbers prove. */
export function maskedCardRepairs(cells: readonly string[]): Map<string, string> {
  const stars = new Map<string, Set<string>>();
  const words = cells.flatMap((c) => c.split(/\s+/));
  for (const w of words) {
    const m = MASKED.exec(w);
    if (m) stars.set(m[1], (stars.get(m[1]) ?? new Set()).add(m[2]));
  }
  const out = new Map<string, string>();
  if (stars.size === 0) return out;
  for (const w of words) {
    if (!/^\d{8,10}$/.test(w)) continue;
    const heads = [...stars].filter(
      ([head, counts]) => w.length === head.length + 4 && w.startsWith(head) && counts.size === 1,
    );
    if (heads.length === 1) out.set(w, `${heads[0][0]}${[...heads[0][1]][0]}${w.slice(-4)}`);
  }
  return out;
}
