/**
 * Who a transfer is for, read from its memo and shape: help and gifts sent to people, group savings, a person named
 * where the transfer grammar found no counterparty, and a lender that is also a bank printed in the bank's slot.
 */
import { BUSINESS_WORDS, PERSON_NAMES } from '../lexicon/index.ts';
import type { RuleContext } from './engine.ts';
import { BANK_APP_WORDS, PERSONAL_MEMOS } from './memo-rules.ts';
import { CHANNEL_WORDS } from './normalise.ts';

/**
 * Memos of money sent to HELP someone or as a gift ("school fees support", "for daddy medicine", "for the kids",
 * "house keeping", "owambe aso ebi"): a transfer to a person, even when a purpose word (fees, medicine) is in it. The
 * person's OWN bill paid through someone ("rent", "school fees" alone) is left to the purpose.
 */
export const HELP_MEMOS = [
  'support',
  'fees support',
  'school fees support',
  'family support',
  'upkeep',
  'allowance',
  'pocket money',
  'feeding',
  'feeding money',
  'house keeping',
  'housekeeping',
  'for the kids',
  'for mummy',
  'for mum',
  'for mama',
  'for daddy',
  'for dad',
  'for papa',
  'daddy medicine',
  'mummy medicine',
  'mama medicine',
  'papa medicine',
  'for my mum',
  'for my dad',
  // "Gift" alone is also a first name (GIFT AKPAN): only the phrases.
  'christmas gift',
  'xmas gift',
  'birthday gift',
  'sallah gift',
  'small gift',
  'gift for',
  'birthday',
  'bday',
  'sallah',
  'xmas',
  'christmas',
  'easter',
  'wedding',
  'burial',
  'funeral',
  'naming',
  'condolence',
  'contribution',
  'my contribution',
  'assistance',
  'help',
  // Everyday needs sent to a person ("data money", "for food", "transport fare"): help, not the sender's own purchase.
  // Paid to a business (a data vendor, an eatery), the purpose word decides: namesPerson gates the rule.
  'data money',
  'money for data',
  'for data',
  'airtime money',
  'for airtime',
  'credit money',
  'for food',
  'food money',
  'chop money',
  'feeding money',
  'transport fare',
  'transport money',
  'tfare',
  't fare',
  'fuel money',
  'for fuel',
  'small support',
  'family levy',
  'family meeting',
  'family dues',
];
/** A mosque's, church's or charity's own name: a feeding or welfare memo to one of them is giving, not help to a person. */
export const GIVING_ORG_WORDS = ['islamic', 'mosque', 'masjid', 'ramadan', 'church', 'ministries', 'orphanage', 'charity', 'zakat', 'sadaqah'];
/** Group savings: money paid into an ajo, esusu, thrift or cooperative is saved, not given away. */
export const GROUP_SAVINGS_WORDS = [
  'ajo',
  'esusu',
  'osusu',
  'isusu',
  'asusu',
  'adashi',
  'thrift',
  'cooperative',
  'coop',
  'co operative',
  'daily contribution',
  'monthly contribution',
  'alajo',
  'savings',
  'adashe',
  'weekly contribution',
  'contribution weekly',
];

/** Words of memos and channels that are never half of a name. */
const MEMO_WORDS: ReadonlySet<string> = new Set(
  'for the and from with school fees support medicine money gift kids birthday happy christmas xmas sallah share transfer trf nip inward outward pos purchase payment'.split(
    ' ',
  ),
);

/** The narration names a person (two known given or family names side by side) even where the grammar found no counterparty. */
export function namesPerson(c: RuleContext): boolean {
  if (c.person !== null) return true;
  const t = c.n.tokens;
  // Two words side by side, one a known name and neither a bank, channel or business word ("terhemba onyekachi").
  const plain = (w: string): boolean =>
    w.length >= 3 && !BANK_APP_WORDS.has(w) && !BUSINESS_WORDS.has(w) && !MEMO_WORDS.has(w);
  for (let i = 0; i + 1 < t.length; i++) {
    const a = t[i]!;
    const b = t[i + 1]!;
    if (plain(a) && plain(b) && (PERSON_NAMES.has(a) || PERSON_NAMES.has(b))) return true;
  }
  return false;
}

/** Words of bank names that are not in BANK_APP_WORDS ("Access Bank", "Guaranty Trust", "First Bank"). */
const BANK_NAME_WORDS: ReadonlySet<string> = new Set(
  'access zenith guaranty trust first diamond united heritage unity titan globus parallex optimus premium lotus taj jaiz citibank standard chartered suntrust coronation nova signature microfinance bank plc limited ltd nigeria'.split(
    ' ',
  ),
);
const REFERENCE_WORDS: ReadonlySet<string> = new Set([
  'ref',
  'reference',
  'txn',
  'trx',
  'trans',
  'session',
  'narration',
  'acct',
  'account',
]);
const LOAN_SEGMENT_WORDS =
  /\b(?:loan|loans|repay|repayment|rpymt|disburse|disbursed|disbursement|disb|instal+ment|mandate|debit|payout|advance|principal|int|interest|paylater|due|overdue|recovery|penalty)\b/;
/**
 * "TRANSFER FROM ADA OBI - FAIRMONEY - FOR ONIONS": the lender that is also a bank printed alone between dashes after
 * a named sender or payee is that person's bank, not the loan.
 */
const DASH_LEAD_WORDS: ReadonlySet<string> = new Set(['transfer', 'from', 'trf', 'frm', 'money', 'received', 'receive', 'inflow', 'incoming', 'credit', 'payment', 'sent', 'send']);
function lenderAsDashBank(d: string, aliases: readonly string[]): boolean {
  if (LOAN_SEGMENT_WORDS.test(d)) return false;
  const segs = d.split(/\s+-\s+/).map((s) =>
    s
      .replace(/[^a-z0-9 ]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );
  for (let i = 1; i < segs.length; i++) {
    const seg = segs[i]!;
    if (!aliases.some((a) => seg === a || seg === `${a} mfb`)) continue;
    const named = segs[i - 1]!
      .split(' ')
      .filter((w) => /^[a-z]{3,}$/.test(w) && !DASH_LEAD_WORDS.has(w) && !BANK_APP_WORDS.has(w) && !BANK_NAME_WORDS.has(w) && !REFERENCE_WORDS.has(w));
    if (named.length >= 2) return true;
  }
  return false;
}

/**
 * A lender that is also a bank (FairMoney MFB, Carbon, Renmoney) printed in the sending bank's slot of a transfer
 * ("NIP CR/FAIRMONEY/BRIGHTPATH ACADEMY/invoice 901"): the next segment names the real counterparty, so it is not the loan.
 */
export function lenderInBankSlot(c: RuleContext, aliases: readonly string[]): boolean {
  const d = c.description.toLowerCase();
  if (lenderAsDashBank(d, aliases)) return true;
  if (!d.includes('/') || LOAN_SEGMENT_WORDS.test(d)) return false;
  const segs = d.split('/').map((s) =>
    s
      .replace(/[^a-z0-9 ]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );
  for (let i = 0; i + 1 < segs.length; i++) {
    const seg = segs[i]!;
    if (!aliases.some((a) => seg === a || seg.endsWith(` ${a}`) || seg === `${a} mfb`)) continue;
    // Behind a payment gateway ("PAYSTACK/EASEMONI/REF …") the lender is the payee, not a bank.
    if (
      i > 0 &&
      /\b(?:paystack|flutterwave|flw|remita|monnify|interswitch|quickteller|paga|etranzact|squad|kora)\b/.test(
        segs[i - 1]!,
      )
    )
      return false;
    // "NIBSS/CARBON/CREDIT": a segment that only says money came in names no one; the lender is the sender.
    if (/^(?:credit|cr|inflow|incoming)$/.test(segs[i + 1]!)) continue;
    // The next segment names someone (not just another bank: "CREDITDIRECT / UNION BANK"; nor the lender's own app
    // behind its bank: "BLUERIDGE MFB/OKASH").
    const lenderWords = new Set(aliases.filter((a) => !a.includes(' ')));
    if (
      segs[i + 1]!.split(' ').some(
        (w) =>
          /^[a-z]{3,}$/.test(w) &&
          !BANK_APP_WORDS.has(w) &&
          !BANK_NAME_WORDS.has(w) &&
          !REFERENCE_WORDS.has(w) &&
          !lenderWords.has(w),
      )
    )
      return true;
  }
  return false;
}

/** Words of a bank's own name beside a lender that is also a bank ("FAIRMONEY MFB", "CARBON MICROFINANCE BANK"). */
const BANK_FORM_WORDS: ReadonlySet<string> = new Set([
  'mfb',
  'microfinance',
  'bank',
  'psb',
  'plc',
  'ltd',
  'limited',
  'apt',
  'remita',
  'paystack',
  'flutterwave',
  'monnify',
  'interswitch',
  'quickteller',
  'paga',
  'etranzact',
  'squad',
  'kora',
  'mandate',
]);
/**
 * A microfinance bank's own ledger prints its name before the transfer word ("ACME TRF ADA OBI STORES"), and an app
 * prints the receiving bank last, often cut ("NIP/ADA OBI STORES/ACM"): in those slots the lender is the bank the
 * money moved through, not the payee.
 */
function lenderAsLineBank(d: string, aliases: readonly string[]): boolean {
  const lead = /^([a-z]+)\s+(?:trf|transfer)\s+[a-z]/.exec(d);
  if (lead && aliases.includes(lead[1]!)) return true;
  // The bank slot of a bar line: "TRANSFER FROM ADA OBI | FAIRMONEY | 2 BAGS RICE".
  const bars = d.split('|').map((s) => s.trim());
  if (bars.length >= 2 && /\b(?:from|frm|to)\s+[a-z]/.test(bars[0]!) && bars.slice(1).some((b) => aliases.includes(b))) return true;
  // The sender's or payee's bank after the name on a NIP line: "NIP FRM ADA OBI FAIRMONEY LASHES", "FINA NIP CR ADA OBI
  // FAIRMONEY" (two or more words of the name come first; the lender itself after FRM is the sender).
  const nip = /\bnip\s+(?:frm|from|cr|to|out|in)\s+([a-z ]+)/.exec(d);
  if (nip) {
    const words = nip[1]!.trim().split(/\s+/);
    const at = words.findIndex((w) => aliases.includes(w));
    if (at >= 2 && at <= 4) return true;
  }
  const segs = d.split('/');
  if (segs.length < 3) return false;
  const last = segs[segs.length - 1]!.trim();
  return last.length >= 4 && /^[a-z]+$/.test(last) && aliases.some((a) => a.startsWith(last));
}

/**
 * A lender that is also a deposit-taking bank, written as the BANK ("… | FAIRMONEY MFB | FOR FLOAT", "TO MY FAIRMONEY
 * MFB", "OWN ACCT TRF TO FAIRMONEY MFB ADA OBI") beside someone else's name and with no loan word: the account is held
 * at that bank, so the row is a transfer, not the loan. A bare "TRF TO FAIRMONEY MFB" stays the loan.
 */
export function lenderAsBank(c: RuleContext, aliases: readonly string[]): boolean {
  const t = ` ${c.n.text} `;
  if (LOAN_SEGMENT_WORDS.test(t) || t.includes(' dd ')) return false;
  const bankForm =
    aliases.some(
      (a) =>
        !a.includes(' mfb') &&
        (t.includes(` ${a} mfb `) || t.includes(` ${a} microfinance `) || t.includes(` ${a} bank `)),
    ) || lenderAsLineBank(c.description.toLowerCase(), aliases);
  if (!bankForm) return false;
  const lenderWords = new Set(aliases.flatMap((a) => a.split(' ')));
  let named = 0;
  for (const w of c.n.tokens) {
    if (
      w.length < 3 ||
      lenderWords.has(w) ||
      BANK_FORM_WORDS.has(w) ||
      BANK_APP_WORDS.has(w) ||
      CHANNEL_WORDS.has(w) ||
      REFERENCE_WORDS.has(w)
    )
      continue;
    if (++named >= 2) return true;
  }
  return false;
}

/** Transfer words a bank prints after the memo ("…/gift/2929… TRF"). */
const TRAILING_TRANSFER_WORDS: ReadonlySet<string> = new Set(['trf', 'transfer', 'nip', 'nips', 'mob', 'mobile']);

/** Words of a government's, an employer's or an institution's name: a payer that is not a person. */
const ORG_WORDS: ReadonlySet<string> = new Set('govt government gov state federal ministry min local council lga commission board agency authority university college school church mosque company ltd limited plc nig nigeria enterprise enterprises ventures services housing hospital office dept department staff payroll'.split(' '));

/**
 * The grammar read a sender ("TRF FROM UCHECHI ODILI school money") whose name no list knows: two or more words before
 * the personal memo, none a business's or a bank's word, name a person.
 */
export function senderBeforeMemo(c: RuleContext): boolean {
  const cp = c.n.counterparty;
  if (!cp || c.person !== null) return false;
  const memo = PERSONAL_MEMOS.find((p) => ` ${cp} `.includes(` ${p} `));
  if (!memo) return false;
  const before = cp.slice(0, ` ${cp} `.indexOf(` ${memo} `)).trim().split(' ').filter((w) => w.length >= 2);
  return before.length >= 2 && before.length <= 4 && before.every((w) => /^[a-z]+$/.test(w) && !BUSINESS_WORDS.has(w) && !BANK_APP_WORDS.has(w) && !CHANNEL_WORDS.has(w) && !ORG_WORDS.has(w));
}

/** A personal memo that is not a word of the sender's name ("GIFT" is also a first name: "TRF FRM OZOEMENA GIFT"). */
export function memoBeyondName(c: RuleContext): boolean {
  const t = c.n.tokens;
  const text = ` ${c.n.text} `;
  return PERSONAL_MEMOS.some((p) => {
    if (!text.includes(` ${p} `)) return false;
    // A memo word that is also a first name counts as a memo only last, or after "a", "my", "your", "small", "for".
    if (!PERSON_NAMES.has(p)) return true;
    const i = t.lastIndexOf(p);
    // A reference printed after the memo ("gift REF 0477…") does not make the memo a word of the name.
    let end = t.length - 1;
    while (end > i && (REFERENCE_WORDS.has(t[end]!) || TRAILING_TRANSFER_WORDS.has(t[end]!))) end--;
    return i === end || ['a', 'my', 'your', 'ur', 'small', 'for', 'little'].includes(t[i - 1] ?? '');
  });
}
/** "TRF/…/FRM ADA OBI TO EMEKA EZE": both sides named, so the holder's name on one side says nothing of the other. */
export const SENDER_AND_PAYEE = /(?:^| )fr(?:o)?m .+ to /;
/** Remittance services: money from abroad. */
export const REMITTANCE_WORDS = ['lemfi', 'western union', 'wu', 'moneygram', 'money gram', 'sendwave', 'worldremit', 'world remit', 'remitly', 'taptap send', 'taptap', 'inward swift', 'swift inward', 'fx inflow', 'afriex', 'nala', 'chipper cash', 'chipper', 'azimo', 'wise', 'transferwise', 'ria money', 'small world', 'moneygram payout', 'diaspora', 'from uk', 'from usa', 'from canada'];
/** "Refund: Sent to ADA", "REFUND MB:TRF TO ADA": the bank returning a transfer one made, not a person paying back. */
export const notRefundOfTransfer = (c: RuleContext): boolean => !/^(?:refund|reversal|rvsl)\b/.test(c.n.text);
