import type { Bureau } from './types.ts';

/**
 * Which bureau issued the report, from its content. A report may name another bureau in a disclaimer, so each
 * name scores by how often and how early it appears; the report's own name is in its header and footers.
 */
const NAMES: Record<Bureau, RegExp> = {
  crc: /\bCRC\b(?:\s+Credit\s+Bureau)?|CRC\s*FICO/gi,
  firstcentral: /First\s*Central(?:\s+Credit\s+Bureau)?|X-?Score/gi,
  creditregistry: /Credit\s*Registry|SMART\s*Score/gi,
};

/** Words that only appear on a credit report (not a bank statement or a loan offer). */
const REPORT_WORDS = /credit\s+(report|profile|history|score|facilit|agreement|bureau)|enquir|inquir|consumer\s+(basic|premium|report)|bvn/i;

export function detectBureau(lines: readonly string[]): Bureau | null {
  const text = lines.join('\n');
  if (!REPORT_WORDS.test(text)) return null;
  const head = lines.slice(0, 15).join('\n');
  let best: Bureau | null = null;
  let bestScore = 0;
  for (const bureau of Object.keys(NAMES) as Bureau[]) {
    const count = text.match(NAMES[bureau])?.length ?? 0;
    if (count === 0) continue;
    const inHead = head.match(NAMES[bureau])?.length ?? 0;
    const score = count + 5 * inHead;
    if (score > bestScore) {
      best = bureau;
      bestScore = score;
    }
  }
  return best;
}
