/**
 * The help assistant's knowledge: the FAQ plus a short guide for every feature, each with the words that point to it.
 * Keywords are matched on whole words or, for stems of four letters or more, on word beginnings ("analy" matches
 * analysis, analyse, analyze); phrases (with a space) are matched on the normalised text. Weights: 3 for a word that
 * alone identifies the topic, 2 for a strong hint, 1 for context.
 */
import { DTI_BANDS } from '../loans/dti.ts';
import { PLANS } from '../tokens/pricing.ts';
import { ACCURACY_CLAIM, HELD_OUT_FIRST_RUN, CLEAN_EXPORT_TOKENS, CREDIT_REPORT_TOKENS, MAX_REFERRALS, MAX_UPLOAD, PHONE_HOURS, RAW_DOCUMENT_RETENTION, RESULTS_PROMISE, ROLLOVER_CAP, SUPPORT_REPLY_TIME, TYPICAL_STATEMENT_COST, cataloguePrice, contractCostSentence, costTableSentence, nairaText, spendingOrderSentence, plansSentence, tokenPriceSentence, type PriceOf } from './facts.ts';
import { FAQ } from './faq.ts';

export interface HelpLink {
  label: string;
  to: string;
}

export interface HelpTopic {
  id: string;
  title: string;
  answer: string;
  keywords: Readonly<Record<string, number>>;
  link?: HelpLink;
}

const faq = (id: string) => {
  const item = FAQ.find((f) => f.id === id);
  if (!item) throw new Error(`unknown FAQ ${id}`);
  return item.answer;
};

/** "Excellent up to 30%, Good up to 40%, …, Danger above 60%", from the one DTI scale. */
function dtiScaleSentence(): string {
  const bounded = DTI_BANDS.filter((b) => Number.isFinite(b.upTo));
  const last = bounded[bounded.length - 1]!;
  const top = DTI_BANDS.find((b) => !Number.isFinite(b.upTo));
  return [...bounded.map((b) => `${b.label} up to ${b.upTo}%`), ...(top ? [`${top.label} above ${last.upTo}%`] : [])].join(', ');
}

function businessPlanSentence(): string {
  const plan = PLANS.find((p) => p.id === 'business');
  return plan ? `The Business plan is ${nairaText(plan.priceKobo)} a month with ${plan.monthlyTokens} tokens a month` : 'The Business plan';
}

function buyTokensAnswer(price: PriceOf): string {
  return `${tokenPriceSentence(price)}. Monthly plans: ${plansSentence(price)}. Buy from your wallet; payments go through our payment partner, Paystack, and its processing fee is shown before payment.`;
}

/** Said when a question needs a person: the contact form, never a guess. */
export const HANDOFF_ANSWER = `I don't have a reliable answer to that, and I'd rather not guess. Please use the contact form: a person replies by e-mail within ${SUPPORT_REPLY_TIME}.`;

export const HELP_TOPICS: readonly HelpTopic[] = [
  {
    id: 'greeting',
    title: 'Hello',
    answer:
      'Hello! I can answer questions about NairaLens: what an analysis costs, how long it takes, how we protect your data, tokens and plans, the loan calculator, credit reports and more. What would you like to know?',
    keywords: { hello: 3, hi: 3, hey: 3, 'good morning': 3, 'good afternoon': 3, 'good evening': 3, howdy: 3 },
  },
  {
    id: 'thanks',
    title: 'Thanks',
    answer: "You're welcome! Ask me anything else, or use the contact form if you need a person.",
    keywords: { thank: 3, thanks: 3, thx: 3, 'well done': 2, great: 1 },
  },
  {
    id: 'about',
    title: 'What NairaLens does',
    answer: faq('what-is-nairalens'),
    keywords: { nairalens: 2, 'what is': 1, 'what do you do': 3, 'how does it work': 3, about: 1, 'what can you do': 3 },
  },
  {
    id: 'bank-login',
    title: 'No bank login, no bank connection',
    answer:
      "No. NairaLens never asks for your internet-banking login, password, PIN or OTP, and there is no bank connection: download your statement from your bank's app or website and upload the file. Anyone who asks for those details is not us; do not share them, and tell us through the contact form.",
    keywords: { 'internet banking': 4, username: 3, login: 2, pin: 3, otp: 3, bvn: 3, claiming: 3, scam: 3, fraud: 3, connect: 3, directly: 2, 'link my': 3, 'pull transactions': 3, 'bank connection': 4 },
  },
  {
    id: 'accuracy',
    title: 'How accurate the analysis is',
    answer: `Your results are calculated from the transactions in your statement: real figures, not sample numbers. Categorisation is measured on bank narrations written by people outside the team and never used to build the rules: on the latest such set, ${((HELD_OUT_FIRST_RUN.correct / HELD_OUT_FIRST_RUN.rows) * 100).toFixed(1)}% of ${HELD_OUT_FIRST_RUN.rows.toLocaleString('en-US')} transactions were put in the right category at the first try, so expect ${ACCURACY_CLAIM} of yours to be right. Totals are checked against the balances printed on your statement. If a category is wrong, correct it in the transactions table and we remember it.`,
    keywords: { accura: 4, 'can i trust': 3, real: 2, sample: 3, fake: 3, numbers: 2, correct: 1, reliable: 3, 'how good': 2 },
  },
  {
    id: 'categorisation',
    title: 'Categories and corrections',
    answer:
      'Money you receive counts as income whatever its category (Salary, Transfers Received, Business Income and so on), so a salary shown as a transfer received does not reduce your income. To change a label, open the transaction in the Transactions table of your result and pick the right category; tick "apply to similar" and later statements follow.',
    keywords: { salary: 3, 'showing as': 3, 'shows as': 3, transfer: 2, 'wrong category': 4, mislabel: 4, recategor: 4, 'change category': 4, 'change the category': 4 },
  },
  {
    id: 'processing-fee',
    title: 'The payment processing fee',
    answer:
      "Our payment partner, Paystack, charges a processing fee on each payment. We add it at checkout, worked out from Paystack's published fee schedule, and it is shown before payment with the total, so you always know what you will pay.",
    keywords: { 'processing fee': 4, fee: 2, extra: 3, 'on top': 3, adding: 2, surcharge: 3, vat: 1 },
  },
  {
    id: 'payment-methods',
    title: 'How to pay',
    answer:
      'Payments go through our payment partner, Paystack: you see the ways to pay it offers at checkout, and the processing fee before you pay. For any other way to pay, ask us through the contact form.',
    keywords: { 'payment method': 4, 'pay with': 3, 'how can i pay': 4, 'how do i pay': 4, method: 2, mastercard: 3, visa: 3, verve: 3 },
    link: { label: 'Contact us', to: '/contact' },
  },
  {
    id: 'payment-missing',
    title: 'Paid but tokens not added',
    answer:
      'Tokens are credited as soon as our payment partner, Paystack, has confirmed the payment, usually within a minute of returning from checkout; your wallet activity then lists the purchase. If the payment was confirmed (you got a Paystack receipt) and the tokens are still missing, send us the payment reference through the contact form and we will sort it out.',
    keywords: { debited: 4, 'not added': 4, 'not credited': 4, 'charged but': 4, 'still show': 2, 'still shows': 2, paid: 2, 'didnt get': 2, 'no tokens': 2, missing: 2 },
    link: { label: 'Contact us', to: '/contact' },
  },
  {
    id: 'payment-refund',
    title: 'Money back for a plan or bundle',
    answer: `A refund of money for a plan, bundle or payment is decided by a person, not by me. Please use the contact form with your payment reference and the e-mail on your account: a person replies within ${SUPPORT_REPLY_TIME}. (Tokens spent on a failed analysis come back on their own.)`,
    keywords: { refund: 2, 'my money': 3, 'money back': 2, subscri: 2, cancel: 2, 'never use': 2, chargeback: 4 },
    link: { label: 'Contact us', to: '/contact' },
  },
  {
    id: 'forgot-password',
    title: 'Forgotten password',
    answer: `If you cannot sign in because you have forgotten your password, or a reset e-mail does not arrive, a person will help: use the contact form with the e-mail address on your account and we reply within ${SUPPORT_REPLY_TIME}. Never share your password with anyone, including us.`,
    keywords: { forgot: 4, forgotten: 4, 'reset password': 3, 'reset email': 3, 'reset link': 3, 'cant sign in': 3, 'cant log in': 3, 'cannot sign in': 3, 'locked out': 3 },
    link: { label: 'Contact us', to: '/contact' },
  },
  {
    id: 'eligibility',
    title: 'The loan-eligibility estimate',
    answer:
      'The loan-eligibility section is an estimate from your statement (a maximum and a recommended amount, a rate range and a term) for information only: it is not an approval or a loan offer, and NairaLens does not lend. Use it to prepare before you talk to a lender. There is no estimate when the statement cannot show a steady surplus: spending at or above income, very irregular income, a statement shorter than two full months, or one whose figures do not add up — the page says which, and what would change it.',
    keywords: { eligib: 4, approv: 4, qualify: 3, 'am i approved': 4, 'loan amount': 2, 'how much loan': 3, 'can i get': 1 },
  },
  {
    id: 'flat-rate',
    title: 'Flat rates and the effective rate',
    answer:
      'A flat rate is not the same as the annual rate it seems to be: it charges interest on the full original amount for the whole term even while you repay, so the effective APR is much higher than the flat rate times 12, and fees push it higher still. The loan-offer analysis works out the effective APR of a contract, fees included.',
    keywords: { flat: 3, 'per month': 2, 'a year': 1, 'same as': 2, effective: 3, 'monthly rate': 3 },
    link: { label: 'Analyse a loan offer', to: '/app/loan/upload' },
  },
  {
    id: 'handoff',
    title: 'Questions for a person',
    answer: HANDOFF_ANSWER,
    // Requests the product has no documented answer for: a person answers them, the assistant does not guess.
    keywords: { dispute: 4, 'remove it': 4, invoice: 4, vat: 3, tin: 3, 'bank transfer': 4, 'account number': 4, android: 4, ios: 4, iphone: 4, playstore: 4, 'play store': 4, 'app store': 4, 'mobile app': 4, ussd: 4 },
    link: { label: 'Contact us', to: '/contact' },
  },
  {
    id: 'analysis-cost',
    title: 'What an analysis costs',
    answer: `A statement analysis costs tokens by size: ${costTableSentence()}. Most monthly statements cost ${TYPICAL_STATEMENT_COST}, and the upload page shows the exact cost before you start. A clean PDF report costs ${CLEAN_EXPORT_TOKENS} tokens once per analysis; the loan calculator is free.`,
    keywords: { cost: 3, costs: 3, price: 2, 'how much': 3, charge: 2, expensive: 2, fee: 1, pay: 1, analy: 1, statement: 1, tokens: 1, many: 1 },
    link: { label: 'Upload a statement', to: '/app/upload' },
  },
  {
    id: 'buy-tokens',
    title: 'Buying tokens and plans',
    answer: buyTokensAnswer(cataloguePrice),
    keywords: { buy: 3, purchase: 3, 'top up': 3, topup: 3, bundle: 3, plan: 2, plans: 2, subscri: 2, pricing: 3, 'pro lite': 4, 'pro plus': 4, upgrade: 3, paystack: 3, card: 1, naira: 1, price: 1, 'in naira': 3, 'one token': 2, 'per token': 3, 'each token': 3, 'per month': 2 },
    link: { label: 'Open your wallet', to: '/app/wallet' },
  },
  {
    id: 'free-trial',
    title: 'Free trial token',
    answer: faq('free-trial'),
    keywords: { free: 3, trial: 3, 'sign up': 1, signup: 1, bonus: 2, gift: 2 },
  },
  {
    id: 'how-long',
    title: 'How long an analysis takes',
    answer: `${faq('how-long')} A typical text PDF takes a few seconds; scans take longer because every page is read with OCR. If an analysis is still processing several minutes later, send us a message through the contact form; an analysis that fails is refunded in full.`,
    keywords: { 'how long': 3, long: 1, time: 2, fast: 2, quick: 2, minute: 2, second: 2, wait: 2, slow: 2, ready: 1, take: 1, processing: 2, still: 1 },
  },
  {
    id: 'data-safety',
    title: 'Security and privacy',
    answer: faq('data-safety'),
    keywords: { safe: 3, secure: 3, securi: 3, encrypt: 3, privacy: 3, private: 3, hack: 3, store: 1, stored: 1, data: 1, ndpa: 3, sell: 2, confidential: 3, trust: 1, keep: 4, upload: 1, forever: 3, retain: 3, retention: 3, 'who can see': 3 },
    link: { label: 'Read our Privacy Policy', to: '/privacy' },
  },
  {
    id: 'formats-banks',
    title: 'Supported banks and files',
    answer: faq('formats-banks'),
    keywords: { bank: 2, banks: 2, format: 3, pdf: 2, csv: 3, xls: 3, xlsx: 3, excel: 3, image: 2, photo: 2, screenshot: 2, scan: 2, support: 1, gtbank: 3, access: 1, zenith: 3, kuda: 3, opay: 3, moniepoint: 3, palmpay: 3, uba: 3, 'file type': 3, 'file types': 3, types: 2, accept: 2, size: 1 },
  },
  {
    id: 'password-protected',
    title: 'Password-protected statements',
    answer:
      'Yes, password-protected PDFs are accepted: many banks e-mail statements that way. Type the password when we ask for it: we use it in memory to open the file, and it is never stored or logged.',
    keywords: { password: 3, protected: 3, locked: 3, encrypted: 1, 'with password': 2 },
  },
  {
    id: 'upload-guide',
    title: 'How to analyse a statement',
    answer: `Go to Upload Statement, choose whether the analysis is for you or someone else, and drop in one file (PDF, image, CSV, XLS or XLSX, up to ${MAX_UPLOAD}). The cost card shows the tokens it will use; press Start Analysis and your results arrive in ${RESULTS_PROMISE}.`,
    keywords: { upload: 3, 'start analysis': 3, 'new analysis': 3, analyse: 1, analyze: 1, 'how do i': 1, 'get started': 2, start: 2, statement: 1 },
    link: { label: 'Upload a statement', to: '/app/upload' },
  },
  {
    id: 'results-guide',
    title: 'Reading your results',
    answer:
      'Your analysis shows monthly income, expenses, savings and savings rate, your debt-to-income ratio, spending by category, loan repayments we found, a health score out of 10, recommendations and a loan-eligibility estimate. The estimate is for information only and is not a loan offer.',
    keywords: { result: 3, report: 1, 'health score': 3, score: 2, income: 2, expense: 2, spending: 2, categor: 3, saving: 2, recommend: 3, eligib: 3, insight: 2 },
  },
  {
    id: 'dti',
    title: 'Debt-to-income ratio',
    answer: `DTI (debt-to-income) is your monthly debt repayments divided by your monthly income, as a percentage. We use one scale everywhere: ${dtiScaleSentence()}. If a statement shows loan repayments but no income, DTI shows as 100%: there is no income to set them against. Lenders look at it closely, so a lower DTI usually means better offers.`,
    keywords: { dti: 3, 'debt to income': 3, debt: 2, ratio: 2, excellent: 1, caution: 1, danger: 1, afford: 2 },
  },
  {
    id: 'loan-calculator',
    title: 'Loan calculator',
    answer:
      'The loan calculator is free. Set the amount, interest rate (APR), term and your monthly income to see the monthly payment, total interest and your debt-to-income band after the loan.',
    keywords: { calculator: 3, calculat: 3, 'monthly payment': 3, repayment: 2, interest: 2, apr: 3, 'what if': 3, loan: 1, tenor: 2, term: 1 },
    link: { label: 'Open the loan calculator', to: '/app/loan' },
  },
  {
    id: 'loan-contract',
    title: 'Loan-offer analysis',
    answer:
      `Upload the loan contract or offer (PDF, JPG or PNG, up to 10MB) under Analyze Loan Offer and we extract the lender, amount, rate (flat or reducing), tenor, fees and insurance, then work out the effective APR including fees, the monthly payment, the total cost and your DTI, with a verdict: proceed, adjust or avoid. It costs tokens by file size, in blocks of 100 KB: ${contractCostSentence()}.`,
    keywords: { contract: 3, agreement: 3, offer: 3, 'loan offer': 3, lender: 2, 'flat rate': 3, flat: 2, reducing: 2, verdict: 3, 'loan app': 3, 'hidden fee': 3, insurance: 2, 'too much': 2, interest: 1 },
    link: { label: 'Analyse a loan offer', to: '/app/loan/upload' },
  },
  {
    id: 'credit-reports',
    title: 'Credit reports',
    answer:
      `Upload your own credit report from CRC Credit Bureau, FirstCentral or CreditRegistry and we read your score, accounts, balances, arrears and enquiries, then explain what helps and hurts your score with recommendations. A credit report analysis costs ${CREDIT_REPORT_TOKENS} token, refunded in full if it fails.`,
    keywords: { credit: 2, 'credit report': 3, 'credit score': 3, bureau: 3, crc: 3, firstcentral: 3, creditregistry: 3, 'first central': 3, 'credit registry': 3 },
    link: { label: 'Add a credit report', to: '/app/credit-reports/new' },
  },
  {
    id: 'export',
    title: 'PDF reports',
    answer: `Every analysis can be exported as a PDF. The watermarked report is free; a clean report costs ${CLEAN_EXPORT_TOKENS} tokens once, and after that clean exports of that analysis are free.`,
    keywords: { export: 3, pdf: 1, download: 3, print: 3, watermark: 3, clean: 2, share: 1 },
  },
  {
    id: 'token-expiry',
    title: 'Token expiry and spending order',
    answer: `Purchased tokens, subscription tokens and the free trial token do not expire. Unused monthly plan tokens roll over into the next month, up to ${ROLLOVER_CAP}; daily tokens last until the next day's grant and do not roll over; referral trial tokens expire after 7 days and referral rewards after 30 days. We spend the tokens that expire soonest first: ${spendingOrderSentence()}.`,
    keywords: { expire: 3, expiry: 3, 'roll over': 3, rollover: 3, daily: 2, 'spending order': 3, order: 1, validity: 3, valid: 2, lose: 2, disappear: 2, unused: 3, 'didnt use': 3, carry: 3, 'used first': 4, 'use first': 4, 'spent first': 4, 'which one': 2, 'which tokens': 2, 'daily tokens': 3, 'daily token': 3 },
  },
  {
    id: 'refund',
    title: 'Refunds for failed analyses',
    answer: `When an analysis fails, the tokens spent on it are refunded in full to your wallet automatically (you see the refund in your wallet activity), and we tell you why, for example a scanned page that is too blurry. The same holds for a credit report or a loan-offer analysis. You can then try a clearer copy or a different format.`,
    keywords: { refund: 3, fail: 3, 'tokens back': 3, 'token back': 3, 'return my': 2, failed: 3, error: 2, 'money back': 3, wrong: 1, stuck: 2, problem: 1 },
  },
  {
    id: 'referrals',
    title: 'Referrals',
    answer: `Share your referral link from the Referrals tab of your wallet. A friend who signs up with it gets a 7-day trial token, and you earn 1 token (valid for 30 days) after their first purchase, for up to ${MAX_REFERRALS} friends.`,
    keywords: { refer: 3, referral: 3, invite: 3, friend: 2, earn: 2, link: 1 },
    link: { label: 'Invite a friend', to: '/app/wallet' },
  },
  {
    id: 'someone-else',
    title: "Analysing someone else's statement",
    answer:
      "Choose 'Someone else' on the upload page, enter the person's full name and confirm that you have their explicit consent. Use My Profiles to keep analyses for different people or purposes apart.",
    keywords: { 'someone else': 3, client: 2, consent: 3, wife: 2, husband: 2, customer: 2, 'my profiles': 3, profile: 1, other: 1, analy: 1 },
    link: { label: 'My Profiles', to: '/app/profiles' },
  },
  {
    id: 'workspace',
    title: 'Business workspace',
    answer:
      `${businessPlanSentence()} and gives analysts, loan officers and businesses a workspace (beta) to manage your clients: client profiles, per-client analyses, bulk uploads, priority parsing, CSV export and team members. Analysing someone else's statement always needs their explicit consent.`,
    keywords: { business: 3, 'business plan': 4, workspace: 3, team: 2, bulk: 3, analyst: 3, officer: 3, 'loan officer': 2, sme: 2, company: 2, clients: 2, customer: 2, 'at once': 3, 'many statements': 3 },
    link: { label: 'See plans', to: '/pricing' },
  },
  {
    id: 'account-security',
    title: 'Password and two-factor sign-in',
    answer:
      'In Settings, Security you can change your password (other sessions are signed out) and turn on two-factor sign-in with an authenticator app; keep your backup codes somewhere safe.',
    keywords: { '2fa': 3, 'two factor': 3, authenticator: 3, 'change password': 3, 'sign in': 1, login: 2, 'log in': 2, otp: 2 },
    link: { label: 'Open Settings', to: '/app/settings' },
  },
  {
    id: 'my-data',
    title: 'Exporting or deleting your data',
    answer: `Under the Nigeria Data Protection Act 2023 you can access, correct, export or delete your data. In Settings, Privacy you can request a full export (JSON and CSV in a ZIP, announced by e-mail) or delete your account yourself after re-entering your password: your profile, documents, analyses and transactions are erased (wallet rows are kept, anonymised, for accounting). Raw statements are never kept longer than ${RAW_DOCUMENT_RETENTION}.`,
    keywords: { everything: 2, 'on me': 2, 'about me': 3, 'delete my account': 2, 'my account': 1, 'all the data': 3, 'all my data': 3, 'data you have': 3, delete: 3, deletion: 3, 'close my account': 3, remove: 2, erase: 3, 'my data': 3, 'data export': 3, portab: 3, gdpr: 2, ndpa: 2, 'right to': 2 },
    link: { label: 'Open Settings', to: '/app/settings' },
  },
  {
    id: 'notifications',
    title: 'E-mail notifications',
    answer:
      'In Settings, Notifications choose which e-mails you get: analysis completed, payment receipts, the monthly digest and product updates. We honour your choice for every e-mail we send.',
    keywords: { notification: 3, email: 1, 'e mail': 1, digest: 3, newsletter: 2, unsubscribe: 3, spam: 2, alert: 2 },
    link: { label: 'Open Settings', to: '/app/settings' },
  },
  {
    id: 'not-a-lender',
    title: 'Loans from NairaLens',
    answer:
      'No: NairaLens is a coach, not a bank or a lender. It does not issue loans, holds no deposits and processes no loan applications. Your analysis estimates what you could afford, which helps you prepare before you talk to a lender.',
    keywords: { 'give me a loan': 3, 'give me loan': 3, 'get a loan': 3, 'need a loan': 3, borrow: 3, lend: 3, 'apply for': 2, 'are you a bank': 3, deposit: 2, 'loan app': 1, give: 2, urgent: 2 },
  },
  {
    id: 'contact',
    title: 'Contact support',
    answer: `Send us a message with the contact form and we reply by e-mail within ${SUPPORT_REPLY_TIME}. Phone support is available ${PHONE_HOURS}. I am a scripted assistant: there is no live chat.`,
    keywords: { contact: 3, human: 3, person: 2, agent: 3, support: 2, phone: 3, call: 2, 'speak to': 3, 'talk to': 3, complain: 3, complaint: 3, 'live chat': 3, whatsapp: 2, 'customer care': 4, 'customer service': 4, 'what time': 2, hours: 2 },
    link: { label: 'Contact us', to: '/contact' },
  },
];

/** The exact fallback of docs/product-rules.md. */
export const HELP_FALLBACK =
  "I don't want to guess. Please use the contact form for detailed assistance, or ask me about specific features.";

/** The assistant's first message. */
export const HELP_WELCOME =
  "Hi! I'm the NairaLens help assistant. Ask me about costs, timing, security, tokens, the loan calculator or credit reports, or pick a question below.";

/** Quick-action chips: each is a question the assistant answers. */
export const HELP_QUICK_ACTIONS: readonly string[] = [
  'How much does an analysis cost?',
  'How long does an analysis take?',
  'Is my data safe?',
  'How do I buy tokens?',
  'Which banks are supported?',
  'What is a good DTI?',
];

/**
 * An answer an admin published from Content Management. With the id of a built-in topic it replaces that topic
 * (empty keywords keep the built-in ones; `enabled: false` retires it); with a new id it adds a topic.
 */
export interface PublishedHelpAnswer {
  id: string;
  title: string;
  answer: string;
  keywords: Readonly<Record<string, number>>;
  link?: HelpLink | null;
  enabled: boolean;
}

/**
 * The topics the assistant answers from: the built-in knowledge base with today's prices (passed in, since an admin
 * may have changed them) and the admin's published answers. Added answers come first, so a tie with a built-in topic
 * goes to the answer an operator wrote on purpose.
 */
export function helpTopics(options: { price?: PriceOf; published?: readonly PublishedHelpAnswer[] } = {}): HelpTopic[] {
  const price = options.price ?? cataloguePrice;
  const published = new Map((options.published ?? []).map((p) => [p.id, p]));
  const asTopic = (p: PublishedHelpAnswer, base?: HelpTopic): HelpTopic => ({
    id: p.id,
    title: p.title,
    answer: p.answer,
    keywords: Object.keys(p.keywords).length ? p.keywords : (base?.keywords ?? {}),
    ...(p.link ? { link: p.link } : {}),
  });
  const builtIn = HELP_TOPICS.flatMap((t): HelpTopic[] => {
    const p = published.get(t.id);
    if (p) return p.enabled ? [asTopic(p, t)] : [];
    return [t.id === 'buy-tokens' ? { ...t, answer: buyTokensAnswer(price) } : t];
  });
  const ids = new Set(HELP_TOPICS.map((t) => t.id));
  const added = [...published.values()]
    .filter((p) => !ids.has(p.id) && p.enabled && Object.keys(p.keywords).length > 0)
    .map((p) => asTopic(p));
  return [...added, ...builtIn];
}
