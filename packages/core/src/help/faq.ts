/**
 * The public FAQ (/faq, the help centre accordion) and the pricing FAQ (/pricing). Every figure comes from facts.ts;
 * every claim follows docs/product-rules.md (1 free trial token, 1-3 tokens for most monthly statements, under 60 seconds,
 * the calculator's DTI bands, the wallet's expiry rules).
 */
import { PLANS } from '../tokens/pricing.ts';
import {
  CLEAN_EXPORT_TOKENS,
  MAX_REFERRALS,
  MAX_UPLOAD,
  RAW_DOCUMENT_RETENTION,
  RESULTS_PROMISE,
  ROLLOVER_CAP,
  SUPPORT_REPLY_TIME,
  TYPICAL_STATEMENT_COST,
  costTableSentence,
  plansSentence,
  tokenPriceSentence,
  cataloguePrice,
  type PriceOf,
} from './facts.ts';

export interface FaqItem {
  id: string;
  question: string;
  answer: string;
}

export const FAQ: readonly FaqItem[] = [
  {
    id: 'what-is-nairalens',
    question: 'What is NairaLens and how does it work?',
    answer:
      'NairaLens is a personal-finance coach for Nigerians. You upload your own bank statement (no bank connection needed) and we read every transaction: income, spending by category, savings and savings rate, loan repayments, your debt-to-income ratio, a health score, recommendations and a loan-eligibility estimate. We are not a bank or a lender, and our results are for information only.',
  },
  {
    id: 'free-trial',
    question: 'Is there a free trial?',
    answer:
      'Yes. Every new account gets 1 free trial token, enough for one analysis of a statement of up to 10 pages. It does not expire. If a friend invited you, you get a 7-day referral trial token instead.',
  },
  {
    id: 'analysis-cost',
    question: 'How many tokens does an analysis cost?',
    answer: `It depends on the size of the statement: ${costTableSentence()}. Most monthly statements cost ${TYPICAL_STATEMENT_COST}. You always see the cost before you start, and you are never charged more than that.`,
  },
  {
    id: 'how-long',
    question: 'How long does an analysis take?',
    answer: `Results arrive in ${RESULTS_PROMISE} for a typical statement. You can watch the progress live, and you can leave the page: the analysis keeps running and is waiting for you when you come back.`,
  },
  {
    id: 'data-safety',
    question: 'Is my financial data safe?',
    answer: `Your files travel over an encrypted connection and are encrypted at rest with AES-256-GCM before they are stored. The raw document is deleted as soon as the analysis is done, and in any case within ${RAW_DOCUMENT_RETENTION}. We never sell your data, and you can export or delete everything from Settings at any time.`,
  },
  {
    id: 'formats-banks',
    question: 'Which banks and file types are supported?',
    answer: `Statements from Nigerian banks and fintechs, including GTBank, Access, Zenith, UBA, First Bank, FCMB, Fidelity, Sterling, Wema, Kuda, OPay, Moniepoint and PalmPay. Upload a PDF, a photo or scan (PNG, JPG), CSV, XLS or XLSX, one file of up to ${MAX_UPLOAD}.`,
  },
  {
    id: 'password-protected',
    question: 'Can I upload a password-protected statement?',
    answer:
      'Yes. Many banks e-mail statements as password-protected PDFs. Type the password when we ask for it: we use it in memory to open the file and never store or log it.',
  },
  {
    id: 'dti',
    question: 'What does my debt-to-income (DTI) ratio mean?',
    answer:
      'DTI is the share of your monthly income that goes to loan repayments. We use one scale everywhere: 30% or below is Excellent, up to 40% Good, up to 50% Fair, up to 60% Caution, and above 60% Danger. Lenders look at it closely, so a lower DTI usually means better loan offers.',
  },
  {
    id: 'failed-analysis',
    question: 'What happens if an analysis fails?',
    answer:
      'If we cannot read your statement, the tokens you spent on it are refunded to your wallet automatically and we tell you why, for example a scanned page that is too blurry. You can then try a clearer copy or a different format.',
  },
  {
    id: 'contact-human',
    question: 'How do I reach a person at NairaLens?',
    answer: `Send us a message through the contact form or e-mail support; we reply within ${SUPPORT_REPLY_TIME}. Signed-in users can also ask our help assistant on the Need help? page at any time.`,
  },
];

function dailySentence(): string {
  const withDaily = PLANS.filter((p) => p.dailyTokens > 0);
  return `${withDaily.map((p) => `${p.name} adds ${p.dailyTokens}`).join(' and ')} tokens every day at 1 am`;
}

/** The pricing page's questions, stating today's prices when the caller passes them (see `PriceOf`). */
export function pricingFaq(price: PriceOf = cataloguePrice): FaqItem[] {
  return [
    {
      id: 'pricing-what-is-token',
      question: 'What is a token?',
      answer: `A token is how you pay for work that costs us to do. A statement analysis costs 1 to 8 tokens by size (most monthly statements cost ${TYPICAL_STATEMENT_COST}); a clean PDF report costs ${CLEAN_EXPORT_TOKENS} tokens once per analysis; a loan-contract analysis costs 1 to 8 tokens by file size. The loan calculator and what-if calculations are free.`,
    },
    {
      id: 'pricing-prices',
      question: 'How much do tokens and plans cost?',
      answer: `${tokenPriceSentence(price)}. Monthly plans: ${plansSentence(price)}. All prices are in naira.`,
    },
    {
      id: 'pricing-expiry',
      question: 'Do my tokens expire?',
      answer: `Purchased tokens, subscription tokens and your free trial token do not expire. Unused monthly plan tokens roll over into the next month, up to ${ROLLOVER_CAP}; rolled-over tokens beyond that expire. Daily tokens are for that day only and do not roll over. A referral trial token expires after 7 days and a referral reward after 30 days.`,
    },
    {
      id: 'pricing-daily',
      question: 'What are daily tokens?',
      answer: `${dailySentence()}. A day's tokens last until the next day's grant and do not roll over, and they are spent before your subscription and purchased tokens, so regular check-ins cost you nothing extra.`,
    },
    {
      id: 'pricing-fee',
      question: 'Is there a processing fee?',
      answer:
        'Yes. Our payment partner charges a card processing fee, which we add at checkout. You always see the exact fee and the total before you pay.',
    },
    {
      id: 'pricing-cancel',
      question: 'Can I cancel my plan?',
      answer:
        'Yes, at any time from Settings, Billing. Cancelling stops the next renewal; the tokens already in your wallet stay there under the usual rules (subscription tokens do not expire).',
    },
    {
      id: 'pricing-referrals',
      question: 'Can I earn free tokens?',
      answer: `Invite friends from your wallet. A friend who signs up with your link gets a trial token, and you earn 1 token (valid for 30 days) when they make their first purchase, for up to ${MAX_REFERRALS} friends.`,
    },
  ];
}

export const PRICING_FAQ: readonly FaqItem[] = pricingFaq();

/** The FAQ search of docs/product-rules.md: a case-insensitive filter on the question or the answer text. */
export function filterFaq<T extends FaqItem>(items: readonly T[], query: string): T[] {
  const q = query.trim().toLocaleLowerCase('en');
  if (!q) return [...items];
  return items.filter(
    (i) => i.question.toLocaleLowerCase('en').includes(q) || i.answer.toLocaleLowerCase('en').includes(q),
  );
}

export const FAQ_EMPTY_TEXT = 'No questions found matching your search.';
