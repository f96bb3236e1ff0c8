/**
 * What the memo of a transfer says about whose money it is. A credit from a person with a personal memo ("my
 * contribution", "money for books", "gift") is money received, whatever the account is used for; "OWN TRF", "my Kuda
 * wallet", "funding my PalmPay" and "self" are the holder's own money moving between their accounts; a bonus or a
 * 13th month from an employer is pay.
 */
import { BUSINESS_WORDS } from '../lexicon/index.ts';
import type { RuleContext } from './engine.ts';
import { tokenize } from './normalise.ts';

/** Words that name pay from an employer (an investment house paying its staff is an employer, not a platform). */
export const PAY_WORDS = ['salary', 'sal', 'payroll', 'wages', 'wage', 'netpay', 'net pay'];

/** Memos people write when they send money as a gift, a share or help, not to buy anything. */
export const PERSONAL_MEMOS = [
  'contribution',
  'my contribution',
  'gift',
  'assistance',
  'support',
  'thanks',
  'thank you',
  'thnks',
  'thx',
  'than',
  'birthday',
  'happy birthday',
  'bday',
  'money for',
  'welfare',
  'help',
  'condolence',
  'congrats',
  'congratulations',
  'feeding',
  'transport fare',
  'tfare',
  't fare',
  'hospital bill',
  'medical bill',
  'xmas',
  'christmas',
  'sallah',
  'eid',
  'easter',
  'new year',
  'happy new year',
  'enjoy',
  'take care',
  'small something',
  'pocket money',
  'allowance',
  'upkeep',
  'family support',
  'well done',
  'god bless',
  'assist',
  'weekend',
  'for the weekend',
  'for mama',
  'for papa',
  'for the kids',
  'for you',
  'pocket',
  'my share',
  'your share',
  'ur share',
  'from mum',
  'from mummy',
  'from daddy',
  'from dad',
  // Everyday needs sent to a person ("for transport", "for your data"): help, as on a debit (HELP_MEMOS).
  'for transport',
  'for your transport',
  'for data',
  'for your data',
  'for airtime',
  'for your airtime',
  'for food',
  'for fuel',
  // Pidgin and everyday personal memos ("abeg no vex", "na your own be this", "the money i borrowed").
  'no vex',
  'abeg no vex',
  'na your own',
  'your own be this',
  'small change',
  'money i borrowed',
  'i borrowed',
  'my debt',
  'balance of my debt',
  'your money',
  'ur money',
  'hbd',
  'for ur transport',
  'for ur',
  'for school',
  'love from',
  'as promised',
  'i owe',
  'what i owe',
  'money i owe',
  'paying back',
  'from your bro',
  'from your sis',
  'for una',
  'manage am',
  'use am',
  'sapa',
  'na small',
  'happy new month',
  'new month',
  'merry christmas',
  'happy sallah',
  'get well',
  'tnx',
  'thank u',
  // Blessings and school money sent to someone ("God dey", "for your exams", "school money"): personal, not a sale.
  'god dey',
  'god go do am',
  'god bless you',
  'school money',
  'exam money',
  'book money',
  'for your exams',
  'for your exam',
  'for your books',
  'for your school',
  'small help',
  // Greetings sent with money on a day or a season: personal, not a sale.
  'happy sunday',
  'happy weekend',
  'happy new week',
  'happy easter',
  'mothers day',
  'fathers day',
  'happy valentine',
  'valentine',
  'ur money',
  // Wedding, travel and homecoming gifts (set Y, B.2 and B.11; set S's "welcome back"): personal on any account. The
  // bride price received by the bride's family is a payment to family, not a sale. "Wedding" alone stays out: a
  // tailor's or a photographer's "wedding dress balance" is a sale.
  'hml',
  'happy married life',
  'spraying money',
  'for your wedding',
  'wedding gift',
  'bride price',
  'safe trip',
  'welcome back',
  // Condolence printed whole (a line cut to "SORRY FOR YOUR LOS" has lost it and falls back by account, set Y B.0).
  'sorry for your loss',
];
/** Words that make a memo a sale after all ("money for 2 bags", "balance for goods"). */
export const SALE_WORDS = [
  'bal for',
  'job',
  'work done',
  'contract',
  'services',
  'service charge',
  'goods',
  'sales',
  'sale',
  'invoice',
  'inv',
  'order',
  'supply',
  'supplies',
  'payment for',
  'balance for',
  'bags',
  'cartons',
  'crates',
  'pieces',
  'pcs',
];

/** Occasions people chip in for: money sent to a person for one is a transfer, not savings or a purchase. */
export const OCCASION_MEMOS = [
  'my contribution',
  'contribution for',
  'wedding',
  'wedding contribution',
  'burial',
  'funeral',
  'naming ceremony',
  'naming',
  'condolence',
  'birthday',
  'bday',
  'house warming',
  'housewarming',
  'child dedication',
];

/** Banks and wallets one may hold ("my Kuda wallet", "funding my GTB", "own Opay"): these names say so alone. */
const WALLETS =
  'kuda|opay|palmpay|moniepoint|eyowo|gtb|gtbank|gtco|uba|zenith|fbn|firstbank|fcmb|fidelity|sterling|stanbic|wema|alat|polaris|vulte|ecobank|keystone|providus|carbon|fairmoney|paga|vfd|piggyvest|cowrywise|momo psb|smartcash|jaiz';
/** Bank names that are also ordinary words ("my access", "my union"): they need "account", "wallet" or "bank" after them. */
const WEAK_WALLETS =
  'access|union|eco|heritage|unity|lotus|titan|taj|globus|parallex|optimus|premium trust|first bank|momo|savings|salary|other|second|business';
const HELD = '(?:wallet|account|acct|acc|bank|mfb|psb|a c)';
/** "to my mum account", "my brother wallet": someone else's account. */
const NOT_MINE =
  '(?!(?:mum|mom|mama|mummy|mother|dad|daddy|papa|father|wife|husband|hubby|bro|brother|sis|sister|uncle|aunty|auntie|aunt|son|daughter|nephew|niece|friend|babe|baby|pastor|landlord|boss|customer|client|bet|betting)\\b)';
const OWN_MEMO = new RegExp(
  [
    `own (?:trf|transfer|tr|t|acct|acc|account|accounts|wallet|${WALLETS}|${WEAK_WALLETS})(?: |$)`,
    'to myself',
    // "… - my own", "SELF TRF": the holder's own money, whichever bank's app wrote it.
    'my own(?: (?:money|funds|transfer|trf|account|acct|wallet))?$',
    'self (?:trf|transfer|tfr|trsf|tf)(?: |$)',
    'myself$',
    `(?:fund|funding|fundin|top up|topup|topping up|to) my ${NOT_MINE}(?:${WALLETS}|(?:\\w+ )?${HELD})(?: |$)`,
    `my (?:${WALLETS})(?: ${HELD})?(?: |$)`,
    // Cut off at the statement's column width: "FUNDING MY PA".
    '(?:fund|funding|fundin) my(?: [a-z]{1,4})?$',
    `my (?:${WEAK_WALLETS}) ${HELD}(?: |$)`,
    `my ${NOT_MINE}(?:\\w+ )?wallet(?: |$)`,
    '(?:moved|move) (?:from|to) pocket',
    // A short memo that is only the holder's word for their own money ("/own", "me", "funding", "moving money").
    '(?<!(?:wallet|agent|account|card|your|ur|her|his|their|na) )(?:own|funding|moving money|own money|to my other)$',
    '(?:from|to) pocket',
  ]
    .map((a) => `(?:^| )${a}`)
    .join('|'),
);
/** Words that index the own-money memo (the test reads the whole memo). */
/** A wallet at a bookmaker is betting, not one's own account. */
export const NOT_OWN_WALLET = [
  'bet',
  'betting',
  'bet9ja',
  'sportybet',
  'betking',
  'nairabet',
  'merrybet',
  '1xbet',
  'betway',
  'msport',
  'bangbet',
  'betnaija',
  'accessbet',
  'paripesa',
  '22bet',
];
export const OWN_MEMO_WORDS = [
  'own',
  'self',
  'my',
  'myself',
  'funding',
  'fund',
  'fundin',
  'top',
  'topup',
  'topping',
  'moved',
  'pocket',
  'me',
  'moving',
  'money',
  'other',
];

export function ownMoneyMemo(c: RuleContext): boolean {
  if (OWN_MEMO.test(c.n.text)) return true;
  // "… | me", "… my money" are the holder's own only beside the holder's name ("from me" is a person's note).
  if ((c.self || c.holderNamed === true) && / (?:me|my money)$/.test(c.n.text) && !c.n.text.endsWith(' from me')) return true;
  if (c.credit || !(c.n.text.endsWith(' self') || c.n.text.endsWith(' self ref'))) return false;
  // "take care of yourself" (read as "your self") is a wish to someone else, not a transfer to oneself.
  return !/ (?:your|yours|him|her|them|it|thy|urself|ur) self(?: ref)?$/.test(c.n.text);
}

/** Governments and companies that pay bonuses: a payer that is not a person, named as an employer or with a year. */
const EMPLOYER_WORDS = new Set([
  'govt',
  'government',
  'state',
  'lasg',
  'fct',
  'admin',
  'ministry',
  'federal',
  'commission',
  'council',
  'agency',
  'board',
  'ippis',
  'corp',
  'staff',
]);
export function employerPay(c: RuleContext): boolean {
  if (c.person !== null) return false;
  // Letter-spaced rows ("B O N U S  2 0 2 5") are read with the single spaces between characters taken out.
  const d = c.description.includes(' ') ? c.description.replace(/(?<=\b\w) (?=\w\b)/g, '') : c.description;
  if (/\bbonus\W{0,3}(?:20)?\d{2}\b/i.test(d) || /\b13 ?th\b|thirteenth/i.test(d)) return true;
  const cp = c.n.counterparty;
  return cp !== null && tokenize(cp).some((w) => EMPLOYER_WORDS.has(w) || BUSINESS_WORDS.has(w));
}
/** Bonuses that are rewards from an app, a bank or a bookmaker, not pay. */
export const NOT_PAY_BONUS = [
  'referral',
  'cashback',
  'cash back',
  'welcome',
  'signup',
  'sign up',
  'promo',
  'bet',
  'betting',
  'reward',
  'loyalty',
  'airtime',
  'data',
  'deposit',
  'first deposit',
  'giveaway',
  'winning',
  'reversal',
  'refund',
  'pension',
  'palmpay',
  'opay',
  'kuda',
  'piggyvest',
  'cowrywise',
  'moniepoint',
];

/** Words of trade volume: stock for a trader; for anyone else only where the shop buys (a purpose word decides). */
export const TRADE_VOLUME_WORDS = [
  'wholesale',
  'wholesaler',
  'depot',
  'dist',
  'distributor',
  'distributors',
  'stock',
  'restock',
  'supplier',
  'suppliers',
  'inventory',
  'purchase of stock',
  'bulk purchase',
];

/** Bank apps and codes printed beside a sender's name: they say nothing about what the money is for. */
export const BANK_APP_WORDS: ReadonlySet<string> = new Set(
  'eco ubn unb rapidtransfer rapid vulte firstmobile leo unionmobile accessmore mfds gtworld zmobile onebank fidelity stanbic polaris sterling ecobank union uba fcmb wema alat kuda opay palmpay moniepoint keystone providus heritage jaiz globus titan trust ibtc mobile nip inward outward incoming trf transfer inflow bank mfb psb pls please kindly confirm'.split(
    ' ',
  ),
);

