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

/** A masked number as printed: its first digits, its stars, its last digits ("470****522", "86****0303"). */
const STARRED = /^(\d{2,6})(\*{3,8})(\d{3,4})$/;
/** What OCR reads a printed star as: a plus, a per cent sign, a chevron, a degree sign, a hash, an x, a quote. */
export const STAR_MARKS = `*%+>°#x"'`;
const STAR_LOOK_ALIKES = new RegExp(`^[${STAR_MARKS}]+$`);

/**
 * A masked account number whose stars OCR read as other signs ("564%+++617", `86"***0303`): on a page that prints
 * at least two masked numbers surely, all with the same number of stars and the same count of digits before and
 * after them, a word of those digits around that many star-like signs is one of them, its stars put back.
 */
export function maskedStarRepairs(cells: readonly string[]): Map<string, string> {
  const words = cells.flatMap((c) => c.split(/\s+/));
  const shapes = new Set<string>();
  let proven = 0;
  for (const w of words) {
    const m = STARRED.exec(w);
    if (!m) continue;
    proven++;
    shapes.add(`${m[1].length}:${m[2].length}:${m[3].length}`);
  }
  const out = new Map<string, string>();
  if (proven < 2 || shapes.size !== 1) return out;
  const [head, stars, tail] = [...shapes][0].split(':').map(Number);
  for (const w of words) {
    if (w.length !== head + stars + tail || STARRED.test(w)) continue;
    const run = w.slice(head, head + stars);
    if (/^\d+$/.test(w.slice(0, head)) && /^\d+$/.test(w.slice(head + stars)) && STAR_LOOK_ALIKES.test(run)) {
      out.set(w, `${w.slice(0, head)}${'*'.repeat(stars)}${w.slice(head + stars)}`);
    }
  }
  return out;
}
