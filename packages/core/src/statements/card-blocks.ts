import { isSignedFigure } from './card-fields.ts';
import type { Line, Segment } from './types.ts';

/**
 * An app's history (GTBank, Access, PalmPay, OPay, Moniepoint) prints each transaction as a block: its title and
 * amount on top, its date (and time, status or balance) on the last line. The blocks are told apart by the space
 * between them, wider than the space between the lines of one block. The card reader starts a card at its date, so
 * in such a list each block's date is moved to the block's top: otherwise every title went to the card above it.
 * A block without a date below the first card holds no card's text (a banner, a tab bar, "No more transactions").
 */

/** Gap widths tried as the one parting blocks differ by at least this factor. */
const CANDIDATE_STEP = 1.15;
/** At most this many gap widths are tried, narrowest first: a long list stays linear. */
const MAX_CANDIDATES = 32;

/**
 * The widths of gap that may part blocks: the gaps between consecutive lines, narrowest first, each at least
 * `CANDIDATE_STEP` times the one tried before. Not only where the gaps jump: a card whose title wraps to two lines
 * has wider gaps inside it than a one-line card, and the gaps inside and between blocks then rise with no clear jump
 * (Access: 47-117 px inside, 182 between).
 */
function candidateGaps(lines: readonly Line[]): number[] {
  const gaps: number[] = [];
  for (let i = 1; i < lines.length; i++) if (lines[i].page === lines[i - 1].page) gaps.push(lines[i].y - lines[i - 1].y);
  const sorted = gaps.filter((g) => g > 0).sort((a, b) => a - b);
  const out: number[] = [];
  for (const g of sorted) if (out.length === 0 || g >= CANDIDATE_STEP * out[out.length - 1]) out.push(g);
  return out.slice(0, MAX_CANDIDATES);
}

/** The lines in blocks: a new block after a gap at least `gap` wide, or a new page. */
function blocksOf(lines: readonly Line[], gap: number): Line[][] {
  const blocks: Line[][] = [];
  lines.forEach((l, i) => {
    const prev = lines[i - 1];
    if (!prev || prev.page !== l.page || l.y - prev.y >= gap) blocks.push([l]);
    else blocks[blocks.length - 1].push(l);
  });
  return blocks;
}

/**
 * The column's lines with each block's card date moved to the block's first line, when the list is printed so:
 * most blocks that hold a card date hold exactly one, and in most of them an amount comes before it. Otherwise the
 * lines as they are (dates already start their cards, or the blocks are not clear). `blockPerCard`: the blocks were
 * moved, and each card is one transaction.
 */
export function datesFirst(
  lines: readonly Line[],
  isCardDate: (s: Segment) => boolean,
  hasAmount: (l: Line) => boolean,
): { lines: Line[]; blockPerCard: boolean } {
  const dates = (b: Line[]) => b.flatMap((l) => l.segments).filter(isCardDate).length;
  // The parting gap is the one that gives the most blocks holding one card date each; of equals, the widest (a
  // narrower one only splits blocks inside, around a figure set between two lines).
  let best: { blocks: Line[][]; single: number } | null = null;
  for (const gap of candidateGaps(lines)) {
    const blocks = blocksOf(lines, gap);
    const single = blocks.filter((b) => dates(b) === 1).length;
    if (!best || single >= best.single) best = { blocks, single };
  }
  if (!best) return { lines: lines.slice(), blockPerCard: false };
  const blocks = withHeadingApart(best.blocks, dates);
  const dated = blocks.filter((b) => dates(b) > 0);
  const single = dated.filter((b) => dates(b) === 1);
  // A block prints its date below its title when its amount comes before the date or beside it: a title above a
  // date is not enough (a page's heading over the first card of a list whose cards start at their dates). One signed
  // amount at most (a receipt restates it unsigned beside "Amount"): cards of a day that goes on at a page's top,
  // above the page's first day heading, are no one card.
  const signed = (l: Line) => l.segments.some((s) => isSignedFigure(s.text.trim()));
  const below = new Set(single.filter((b) => {
    const at = b.findIndex((l) => l.segments.some(isCardDate));
    const upTo = b.slice(0, at + 1);
    return at > 0 && upTo.some(hasAmount) && upTo.filter(signed).length <= 1;
  }));
  if (dated.length < 2 || single.length < 0.8 * dated.length || below.size < 0.5 * single.length) return { lines: lines.slice(), blockPerCard: false };
  const firstDated = blocks.indexOf(dated[0]);
  const joined = withCutCardsJoined(blocks, below, hasAmount);
  const moved = blocks.flatMap((b, k) => {
    if (joined.has(b)) return [];
    // A block without a date among the blocks is no card's: a banner, "No more transactions", the app's tab bar.
    if (k > firstDated && dates(b) === 0) return [];
    if (!below.has(b)) return b;
    const at = b.findIndex((l) => l.segments.some(isCardDate));
    const dateLine = b[at];
    const date = dateLine.segments.find(isCardDate)!;
    const rest = dateLine.segments.filter((s) => s !== date);
    const top: Line = { ...b[0], segments: [date], text: date.text };
    const kept: Line[] = rest.length > 0 ? [{ ...dateLine, segments: rest, text: rest.map((s) => s.text).join(' ') }] : [];
    return [top, ...b.slice(0, at), ...kept, ...b.slice(at + 1)];
  });
  // Each card is then one transaction: its block.
  return { lines: moved, blockPerCard: true };
}

/** The gaps between a block's lines on one page. */
const innerGaps = (b: readonly Line[]) => b.slice(1).flatMap((l, i) => (l.page === b[i].page ? [l.y - b[i].y] : []));

/**
 * The first card's block without the lines above it that are no card's (a heading, the statement's facts): the gap
 * between parting blocks may be wider than the one below a heading, so the heading joins the first card. Above a gap
 * half as wide again as the widest inside any other card (but a page's last), the lines are set apart as a block of their
 * own.
 */
function withHeadingApart(blocks: Line[][], dates: (b: Line[]) => number): Line[][] {
  const k = blocks.findIndex((b) => dates(b) > 0);
  if (k < 0) return blocks;
  // The widest gap inside any other card but a page's last (it may take the page's footer in).
  const lastOnPage = (j: number) => j + 1 === blocks.length || blocks[j + 1][0].page !== blocks[j][0].page;
  const widest = Math.max(0, ...blocks.filter((b, j) => j !== k && dates(b) > 0 && !lastOnPage(j)).flatMap(innerGaps));
  const first = blocks[k];
  const at = first.findIndex((l) => l.segments.some((s) => dates([{ ...l, segments: [s] }]) > 0));
  let cut = -1;
  // Above the card's first line, never between its title and its date.
  for (let i = 1; i < at; i++) if (first[i].page === first[i - 1].page && first[i].y - first[i - 1].y > 1.5 * widest) cut = i;
  if (widest === 0 || cut < 0) return blocks;
  return [...blocks.slice(0, k), first.slice(0, cut), first.slice(cut), ...blocks.slice(k + 1)];
}

/**
 * Cards cut by a page break, joined: a block that opens a page with its amount, where the other cards open with their
 * narration, is the rest of a card whose narration closed the page before — the first block after that page's last
 * card (below it come the page's footers). The narration's block is put in front of the rest (which is changed in
 * `blocks`) and returned, to be dropped where it stood.
 */
function withCutCardsJoined(blocks: Line[][], below: ReadonlySet<Line[]>, hasAmount: (l: Line) => boolean): Set<Line[]> {
  const joined = new Set<Line[]>();
  const cards = blocks.filter((b) => below.has(b));
  // Only where most cards open with a line without their amount: then one that opens with it lost its top.
  if (cards.filter((b) => !hasAmount(b[0])).length < (2 / 3) * cards.length) return joined;
  blocks.forEach((b, k) => {
    if (!below.has(b) || !hasAmount(b[0]) || k === 0 || blocks[k - 1][0].page === b[0].page) return;
    // The page before: its blocks after its last card.
    let last = k - 1;
    while (last >= 0 && blocks[last][0].page === blocks[k - 1][0].page && !below.has(blocks[last])) last--;
    if (last < 0 || blocks[last][0].page !== blocks[k - 1][0].page) return;
    const top = blocks[last + 1];
    if (!top || top[0].page !== blocks[k - 1][0].page || joined.has(top)) return;
    joined.add(top);
    b.unshift(...top.map((l) => ({ ...l, page: b[0].page, y: b[0].y - 1 })));
  });
  return joined;
}
