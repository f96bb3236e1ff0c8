import { describe, expect, it } from 'vitest';
import { statementTokenCost } from '../tokens/costs.ts';
import { BUNDLES, PLANS } from '../tokens/pricing.ts';
import { FAQ, FAQ_EMPTY_TEXT, PRICING_FAQ, filterFaq, pricingFaq } from './faq.ts';
import { STATEMENT_COST_ROWS, nairaText, type PriceOf } from './facts.ts';
import { HELP_FALLBACK, HELP_QUICK_ACTIONS, HELP_TOPICS, helpTopics, type HelpTopic } from './knowledge-base.ts';
import { answerQuestion, matchTopic, normalise } from './match-intent.ts';

const WRONG_CLAIMS = [/100 free tokens/i, /10-20 tokens/i, /2-5 minutes/i, /2-3 minutes/i, /1-2 tokens/i, /3-5 tokens/i, /live chat 9/i];

describe('help assistant', () => {
  it('answers the cost question with the cost table figures', () => {
    const answer = answerQuestion('how much does an analysis cost?');
    expect(answer.topicId).toBe('analysis-cost');
    expect(answer.text).toContain('1 token up to 10 pages');
    expect(answer.text).toContain('2 tokens up to 25 pages');
    expect(answer.text).toContain('3 tokens up to 50 pages');
    expect(answer.text).toContain('5 tokens up to 100 pages');
    expect(answer.text).toContain('8 tokens for anything larger');
    expect(answer.text).toContain('Most monthly statements cost 1-3 tokens');
  });

  it('falls back with the exact sentence of docs/product-rules.md on nonsense', () => {
    for (const q of ['asdf qwerty zxcv', 'purple monkey dishwasher', 'weather in Lagos', '???', '', '   ', 'banana']) {
      const answer = answerQuestion(q);
      expect(answer.topicId, q).toBeNull();
      expect(answer.text).toBe(
        "I don't want to guess. Please use the contact form for detailed assistance, or ask me about specific features.",
      );
    }
    expect(HELP_FALLBACK).toBe(answerQuestion('xyzzy').text);
  });

  it.each([
    ['How long does an analysis take?', 'how-long'],
    ['Is my data safe?', 'data-safety'],
    ['How do I buy tokens?', 'buy-tokens'],
    ['Which banks are supported?', 'formats-banks'],
    ['What is a good DTI?', 'dti'],
    ['HOW MUCH DOES AN ANALYSIS COST', 'analysis-cost'],
    ['How many tokens do I need for a statement?', 'analysis-cost'],
    ['hello', 'greeting'],
    ['thanks!', 'thanks'],
    ['can I upload an excel file', 'formats-banks'],
    ['my pdf has a password', 'password-protected'],
    ['do tokens expire?', 'token-expiry'],
    ['what is the price of pro lite', 'buy-tokens'],
    ['my analysis failed', 'refund'],
    ['how do I delete my account', 'my-data'],
    ['can you give me a loan', 'not-a-lender'],
    ['talk to a human', 'contact'],
    ['How do I use the loan calculator', 'loan-calculator'],
    ['analyze loan offer', 'loan-contract'],
    ['credit score from CRC', 'credit-reports'],
    ['refer a friend', 'referrals'],
    ['download pdf report', 'export'],
    ['is there a free trial', 'free-trial'],
    ['how do I start', 'upload-guide'],
    ['what does the health score mean', 'results-guide'],
    ['enable 2fa', 'account-security'],
    ['business workspace', 'workspace'],
    ["can I analyse my wife's statement", 'someone-else'],
  ])('%s → %s', (question, topic) => {
    expect(matchTopic(question)?.id).toBe(topic);
  });

  it('answers every quick action without falling back', () => {
    for (const q of HELP_QUICK_ACTIONS) expect(answerQuestion(q).topicId, q).not.toBeNull();
  });

  it('normalises case, punctuation and apostrophes', () => {
    expect(normalise("  What's   the COST?! ")).toBe('whats the cost');
  });
});

describe('public copy agrees with docs/product-rules.md', () => {
  const texts = [
    ...FAQ.flatMap((f) => [f.question, f.answer]),
    ...PRICING_FAQ.flatMap((f) => [f.question, f.answer]),
    ...HELP_TOPICS.map((t) => t.answer),
  ];

  it('never states a wrong claim', () => {
    for (const text of texts) for (const wrong of WRONG_CLAIMS) expect(text).not.toMatch(wrong);
  });

  it('states 1 free trial token, under 60 seconds and the DTI scale', () => {
    const all = texts.join('\n');
    expect(all).toContain('1 free trial token');
    expect(all).toContain('under 60 seconds');
    expect(all).toContain('30% or below is Excellent, up to 40% Good, up to 50% Fair, up to 60% Caution, and above 60% Danger');
  });

  it('quotes prices from the pricing module', () => {
    const prices = PRICING_FAQ.find((f) => f.id === 'pricing-prices')!.answer;
    for (const b of BUNDLES) expect(prices).toContain(nairaText(b.priceKobo));
    for (const p of PLANS) expect(prices).toContain(`${p.name} ${nairaText(p.priceKobo)}`);
    expect(nairaText(16_250_00)).toBe('₦16,250');
  });

  it('keeps the written cost table in step with statementTokenCost', () => {
    const pageLimits = [10, 25, 50, 100];
    pageLimits.forEach((pages, i) => {
      expect(statementTokenCost(pages * 50_000)).toBe(STATEMENT_COST_ROWS[i]!.tokens);
      expect(STATEMENT_COST_ROWS[i]!.pages).toBe(`up to ${pages} pages`);
    });
    expect(statementTokenCost(101 * 50_000)).toBe(STATEMENT_COST_ROWS[4]!.tokens);
  });

  it('has 10 FAQ questions', () => {
    expect(FAQ).toHaveLength(10);
    expect(new Set(FAQ.map((f) => f.id)).size).toBe(10);
  });
});

describe('FAQ search', () => {
  it('filters case-insensitively on question or answer', () => {
    expect(filterFaq(FAQ, 'PASSWORD').map((f) => f.id)).toContain('password-protected');
    // "AES-256" only appears in an answer
    expect(filterFaq(FAQ, 'aes-256').map((f) => f.id)).toEqual(['data-safety']);
    expect(filterFaq(FAQ, '  ')).toHaveLength(FAQ.length);
  });

  it('returns nothing for a search that matches nothing (the page then shows the empty text)', () => {
    expect(filterFaq(FAQ, 'zzzz-no-such-thing')).toEqual([]);
    expect(FAQ_EMPTY_TEXT).toBe('No questions found matching your search.');
  });
});

describe('help assistant: the questions a newcomer asked', () => {
  it('answers accuracy, bank login, salary-as-transfer and paid-but-not-credited from the right topic', () => {
    expect(answerQuestion('How accurate is the analysis?').topicId).toBe('accuracy');
    // The claim follows the newest held-out set's first run (94.5% of 17,279 on set W), never a tuned figure, and the claim no higher than the lowest recent first run.
    expect(answerQuestion('How accurate is the analysis?').text).toContain('93.3% of 19,906 transactions were put in the right category at the first try, so expect about 87%');
    expect(answerQuestion('Do I need to give you my internet banking login?').topicId).toBe('bank-login');
    expect(answerQuestion('Why is my salary showing as transfer?').topicId).toBe('categorisation');
    const charged = answerQuestion('I was charged but tokens not added');
    expect(charged.topicId).toBe('payment-missing');
    expect(charged.text).not.toContain('1 token up to 10 pages');
    expect(charged.link?.to).toBe('/contact');
  });

  it('hands off to the contact form for what it has no answer to', () => {
    const answer = answerQuestion('is there an android app on the play store?');
    expect(answer.topicId).toBe('handoff');
    expect(answer.text).toContain('contact form');
    expect(answer.link?.to).toBe('/contact');
  });

  it('states the DTI scale from the one scale in core', () => {
    expect(answerQuestion('what are the DTI bands?').text).toContain('Excellent up to 30%, Good up to 40%, Fair up to 50%, Caution up to 60%, Danger above 60%');
  });
});

describe('help topics with published answers and today’s prices', () => {
  const answer = (q: string, topics: readonly HelpTopic[]) => answerQuestion(q, topics);

  it('an admin answer with a built-in id replaces it, keeping its keywords when none are given', () => {
    const topics = helpTopics({
      published: [
        { id: 'contact', title: 'Contact', answer: 'Write to hello@nairalens.ng.', keywords: {}, enabled: true },
      ],
    });
    expect(answer('How do I contact support?', topics)).toMatchObject({
      topicId: 'contact',
      text: 'Write to hello@nairalens.ng.',
    });
    expect(answer('How do I contact support?', HELP_TOPICS).text).not.toBe('Write to hello@nairalens.ng.');
  });

  it('a new admin answer is found by its keywords, and a retired built-in one no longer answers', () => {
    const topics = helpTopics({
      published: [
        {
          id: 'easter-hours',
          title: 'Easter',
          answer: 'We are closed on Easter Monday.',
          keywords: { easter: 3 },
          enabled: true,
        },
        { id: 'contact', title: 'Contact', answer: 'x', keywords: {}, enabled: false },
      ],
    });
    expect(answer('Are you open at Easter?', topics)).toMatchObject({
      topicId: 'easter-hours',
      text: 'We are closed on Easter Monday.',
    });
    expect(answer('Are you open at Easter?', HELP_TOPICS).topicId).toBeNull();
    expect(topics.some((t) => t.id === 'contact')).toBe(false);
  });

  it('states the prices it is given, in the assistant and the pricing FAQ', () => {
    const price: PriceOf = (kind, id, kobo) => (kind === 'plan' && id === 'pro_lite' ? 15_000_00 : kobo);
    expect(answer('How do I buy tokens?', helpTopics({ price })).text).toContain('Pro Lite ₦15,000 a month');
    expect(answer('How do I buy tokens?', helpTopics()).text).toContain('Pro Lite ₦12,000 a month');
    expect(pricingFaq(price).find((f) => f.id === 'pricing-prices')!.answer).toContain('Pro Lite ₦15,000 a month');
    expect(PRICING_FAQ.find((f) => f.id === 'pricing-prices')!.answer).toContain('Pro Lite ₦12,000 a month');
  });
});
