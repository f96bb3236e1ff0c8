/**
 * Intent matching for the scripted help assistant: no model, no network — the question is normalised, scored against
 * each topic's keywords, and the best topic answers if it scores enough; otherwise the spec's fallback sentence.
 */
import { HELP_FALLBACK, HELP_TOPICS, type HelpLink, type HelpTopic } from './knowledge-base.ts';

/** A topic needs at least this score: one decisive word (3), or a strong hint plus context. */
export const MIN_SCORE = 3;

export interface HelpAnswer {
  topicId: string | null;
  text: string;
  link?: HelpLink;
}

/** Lower case, apostrophes dropped, everything else that is not a letter or digit turned into a space. */
export function normalise(text: string): string {
  return text
    .toLocaleLowerCase('en')
    .replace(/['’]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

function keywordMatches(keyword: string, words: readonly string[], padded: string): boolean {
  if (keyword.includes(' ')) return padded.includes(` ${keyword} `);
  if (keyword.length >= 4) return words.some((w) => w.startsWith(keyword));
  return words.includes(keyword);
}

export function scoreTopic(topic: HelpTopic, question: string): number {
  const text = normalise(question);
  if (!text) return 0;
  const words = text.split(' ');
  const padded = ` ${text} `;
  let score = 0;
  for (const [keyword, weight] of Object.entries(topic.keywords)) {
    if (keywordMatches(keyword, words, padded)) score += weight;
  }
  return score;
}

/** The best topic for a question, or null when none scores MIN_SCORE. Ties go to the earlier topic. */
export function matchTopic(question: string, topics: readonly HelpTopic[] = HELP_TOPICS): HelpTopic | null {
  let best: { topic: HelpTopic; score: number } | null = null;
  for (const topic of topics) {
    const score = scoreTopic(topic, question);
    if (score >= MIN_SCORE && (!best || score > best.score)) best = { topic, score };
  }
  return best?.topic ?? null;
}

export function answerQuestion(question: string, topics: readonly HelpTopic[] = HELP_TOPICS): HelpAnswer {
  const topic = matchTopic(question, topics);
  if (!topic) return { topicId: null, text: HELP_FALLBACK };
  return { topicId: topic.id, text: topic.answer, ...(topic.link ? { link: topic.link } : {}) };
}
