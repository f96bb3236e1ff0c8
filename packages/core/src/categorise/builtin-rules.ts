/**
 * The built-in rules, generated from the lexicon plus structural rules. Priorities (higher wins):
 *   1000 user rules · 910 own-account credits · 900 reversals/refunds · 840 remittances · 835 a POS agent's cash-out
 *   credits · 830 betting credits · 820 business payouts · 800 bank charges (a charge word beside a banking word)
 *   780 named lenders · 760 loan words · 750 salary words · 615 family credits · 620 interest · 610 other income
 *   575 cash-withdrawal channel words · 560 brands, a trader's supplier payments · 540 platforms · 530 "withdrawal"
 *   520 generic lexicon words · 450 business credits · 445 a trader's non-personal credits · 440 merchant credits /
 *   debit interest · 400 generic fees · 350 self transfers · 300 people · 200 unknown card purchases · 0 defaults
 * So transaction-type evidence (charge, VAT, levy, commission) outranks channel words (ATM, POS, USSD), which outrank
 * place and brand words.
 */
import type { CreditCategory, DebitCategory } from '../contract.ts';
import { BUSINESS_WORDS, PERSON_NAMES, CHARGE_LEXICON, GENERIC_CHARGE_WORDS, LENDERS, LOAN_DISBURSE_PHRASES, LOAN_REPAY_PHRASES, MERCHANTS } from '../lexicon/index.ts';
import type { Rule, RuleContext } from './engine.ts';
import { CHANNEL_WORDS, tokenize } from './normalise.ts';
import { BANK_APP_WORDS, employerPay, NOT_OWN_WALLET, NOT_PAY_BONUS, OCCASION_MEMOS, OWN_MEMO_WORDS, ownMoneyMemo, PAY_WORDS, PERSONAL_MEMOS, SALE_WORDS, TRADE_VOLUME_WORDS } from './memo-rules.ts';
import { FAMILY_WORDS } from './person-name.ts';
import { kindRules } from './kind-rules.ts';
import { lenderAppLine } from './lender-app-lines.ts';
import { memoFirstRules } from './memo-payee-lines.ts';
import { personaTransferRules } from './persona-transfers.ts';
import { paymentRailRules } from './payment-rails.ts';
import { purposeRules } from './purpose-memos.ts';
import { memoClassRules } from './memo-class-rules.ts';
import { workInputRules } from './work-inputs-and-owner-returns.ts';
import { cashPointAndBillShareRules } from './cash-points-and-shared-bills.ts';
import { keptMoneyRules } from './kept-money-lines.ts';
import { DEBT_FREE_GOALS, loansBetweenPeopleRules } from './loans-between-people.ts';
import { agentTerminalAndPublicBodyRules } from './agent-terminals-and-public-bodies.ts';
import { burialAndCelebrationRules } from './burials-and-celebrations.ts';
import { householdStaffPayRules } from './household-staff-pay.ts';
import { payrollAndReimbursementRules } from './payroll-and-reimbursements.ts';
import { GIVING_ORG_WORDS, GROUP_SAVINGS_WORDS, HELP_MEMOS, lenderAsBank, lenderInBankSlot, memoBeyondName, namesPerson, notRefundOfTransfer, REMITTANCE_WORDS, SENDER_AND_PAYEE, senderBeforeMemo } from './transfer-memos.ts';

/** Single-word aliases that are ordinary words: they rank below brand names. */
const GENERIC_ALIASES = new Set(
  `store stores market food foods foodstuff foodstuffs groceries grocery kitchen restaurant restaurants eatery eateries bakery canteen cafeteria
  data save savings saving fund invest investment investments stocks shares bet stake betting lottery lotto casino premium policy school college
  academy university course training party bar club beach seed harvest assembly winners rise total property properties housing accommodation
  apartment fuel petrol diesel pms mall beauty fashion boutique furniture shoes clothing salon spa laundry travel flight airline hotel hotels
  resort games tickets concert gym fitness tax taxes government govt court passport insurance assurance contribution cooperative coop charity
  donation donations foundation ministry ministries church gospel chapel pastor cathedral parish subscription electronics gadgets phones trading
  printing logistics dispatch recharge airtime vtu waste lpg pharm pharmacy drugs medical hospital clinic dental optical rent landlord stock
  supplier suppliers inventory distributor distributors textiles wholesale restock thrift contribution toll parking taxi cab keke okada danfo
  transport electricity disco wifi broadband pizza burger suya shawarma amala buka bukka agro chemist maternity laboratory harvest offering
  bites eats kitchens hosp chef chefs grill grills cuisine cuisines bistro diner cafe catering caterers fruits butcher mechanic vulcanizer vulcaniser carwash suites arcade creche montessori daycare laboratories physiotherapy physio pharmaceuticals pharmaceutical pharma realtors realtor leisure recreation recreational cinema cinemas tenement municipal dryclean drycleaning tithe tithes thanksgiving partnership donation ngo orphanage mosque masjid zakat sadaqah sadaka ramadan microsoft google adobe canva
  cowry stash vault cab cda psp nin tin luc float supply goods depot dist placement medicine consultation healthcare hmo nightclub bowling
  chicken turkey fish catfish meat nkwobi jollof abacha asun petroleum tomatoes tomato onions plantain egusi ogbono crayfish stockfish sewing braids
  braiding hairdo hairdresser pedicure manicure lodge playground handout handouts
  chemist karaoke fabric fabrics tailor tailoring clothes shoe bags handbag wholesaler lesson lessons tutor tutorial tutorials schools estate estates residents gas gallery museum theatre theater ferry refuse sanitation lab labs rice beans yam garri bread inv invoice barber barbers barbing laundry spa`.split(/\s+/),
);

const CREDIT_BY_CATEGORY: Partial<Record<DebitCategory, CreditCategory>> = {
  shopping: 'refund_reversal',
  food_groceries: 'refund_reversal',
  transport: 'refund_reversal',
  entertainment: 'refund_reversal',
  tv_subscriptions: 'refund_reversal',
  airtime_data: 'refund_reversal',
  utilities: 'refund_reversal',
  betting: 'other_income',
  savings_investment: 'own_transfer',
};

/** An account number printed masked, as apps print the person's own linked accounts ("****7731", "XXXXXX4821"). */
const MASKED_ACCOUNT = /(?:\*{2,}|\bx{3,})\s?\d{3,4}\b/i;

/** Words that say a debit is a bank's charge rather than a purchase. */
const CHARGE_WORDS = ['charge', 'charges', 'chg', 'chgs', 'fee', 'fees', 'commission', 'comm', 'levy', 'vat', 'value added tax', 'stamp duty'];
/** Banking words: next to a charge word they make it a bank charge. */
const BANKING_WORDS = ['atm', 'wdl', 'withdrawal', 'cashout', 'cash out', 'pos', 'card', 'ussd', 'session', 'sms', 'alert', 'nip', 'transfer', 'trf', 'nibss', 'interbank', 'off us', 'on us', 'remote', 'account', 'acct', 'maintenance', 'maint', 'electronic', 'emt', 'stamp', 'vat', 'bank', 'banking', 'mobile', 'internet', 'token', 'statement', 'commission', 'cheque', 'chq', 'cot', 'debit', 'fx', 'transaction', 'txn', 'nipvat', 'levy', 'fgn'];
/** Purposes a "fee" can pay for that are not the bank's charge (school fees, a consultation, an estate's levy). */
const PURPOSE_WORDS = ['school', 'tuition', 'hospital', 'clinic', 'consultation', 'delivery', 'registration', 'exam', 'waec', 'neco', 'jamb', 'acceptance', 'hostel', 'legal', 'lawyer', 'estate', 'landlord', 'caution', 'terminal fee', 'terminal caution', 'membership', 'dues', 'agency fee', 'development levy', 'devt levy', 'dev levy', 'building levy', 'pta', 'market levy', 'state revenue', 'state levy', 'lga', 'local government', 'local govt', 'tenement', 'sanitation levy', 'environmental levy', 'family levy', 'family meeting', 'meeting levy', 'association levy', 'union dues'];

/** What a non-loan instalment pays for ("TRF TO LANDLORD RENT INSTALMENT", "school fees instalment"). */
const INSTALMENT_PURPOSES = ['rent', 'landlord', 'house rent', 'caretaker', 'school fees', 'school fee', 'tuition', 'sch fees', 'fees', 'land', 'plot', 'plot of land', 'estate'];
function notPurposeInstalment(c: RuleContext): boolean {
  const t = ` ${c.n.text} `;
  if (t.includes(' loan ') || t.includes(' repayment ')) return true;
  return !INSTALMENT_PURPOSES.some((p) => t.includes(` ${p} `));
}

const LONG_CHARGE_PHRASES = CHARGE_LEXICON.flatMap((c) => c.phrases).filter((p) => p.length >= 10);
/** Words that begin charge phrases but also whole narrations of other kinds ("TRANSFER FT…", "POS"): not enough alone. */
const CHANNEL_LEADS: ReadonlySet<string> = new Set(['transfer', 'trf', 'nip', 'ussd', 'pos', 'atm', 'card', 'cash', 'withdrawal', 'transaction', 'other', 'not', 'remote', 'service', 'cheque', 'com', 'international', 'current', 'monthly', 'low', 'statement', 'debit', 'value', 'fgn', 'management', 'token']);
/** The narration's whole text is the start of a charge phrase (at least 7 letters of it), cut by the statement. */
function truncatedCharge(c: RuleContext): boolean {
  const t = c.n.text;
  if (t.length < 7 || c.n.tokens.every((w) => CHANNEL_LEADS.has(w))) return false;
  return LONG_CHARGE_PHRASES.some((p) => p.startsWith(t));
}

/** Fees a lender charges on a loan. */
const LOAN_FEE_WORDS = ['processing fee', 'process fee', 'mgt fee', 'management fee', 'admin fee', 'administrative fee', 'insurance fee', 'disbursement fee', 'late fee', 'late payment fee', 'late repayment fee', 'penalty fee', 'rollover fee', 'service fee', 'loan fee', 'origination fee', 'credit check fee'];

/** Personas whose non-personal credits are sales, and whose payments to businesses are stock and suppliers. */
/** A business's workers: paying one (an allowance, a wage) is a business cost, not help to a person. */
const WORKER_WORDS = ['sales girl', 'salesgirl', 'sales boy', 'salesboy', 'shop girl', 'shop boy', 'shop assistant', 'apprentice'];
/** What running a shop costs beyond stock: delivery, loading, packaging. */
const BUSINESS_RUNNING_COSTS = ['delivery rider', 'dispatch rider', 'delivery boy', 'loading', 'offloading', 'off loading', 'loaders', 'loading fee', 'wrapper materials', 'wrapping materials', 'packaging materials', 'packaging', 'nylon bags', 'carriage', 'truck hire', 'carrying load', 'carry load', 'haulage', 'labourer', 'labourers', 'truck driver', 'container balance'];
const TRADING_PERSONAS = ['sme', 'business', 'self-employed', 'pos-agent'];
/** Whose bare-name credits are customers paying: a trader's, an SME's, a POS agent's. A self-employed person's bare
 * credit from an individual is money received unless the memo names the work or the sale. */
const CUSTOMER_PERSONAS = ['sme', 'business', 'pos-agent'];
/** Platforms that pay gig workers (rides, deliveries, freelancing). */
const GIG_PLATFORMS = ['grey technologies', 'bolt', 'bolt eu', 'uber', 'uber bv', 'indrive', 'indriver', 'rida', 'glovo', 'chowdeck', 'heyfood', 'gokada', 'kwik', 'upwork', 'fiverr', 'payoneer', 'toptal', 'freelancer', 'deel', 'driver', 'rider'];
const STOCK_PERSONAS = ['sme', 'business', 'pos-agent'];
/** Quantities traders buy and sell in ("50 bags", "2 cartons"): beside a payment they make it stock or a sale. */
const QUANTITY_WORDS = ['bags', 'bag of', 'cartons', 'carton', 'crates', 'crate', 'bales', 'bale', 'bundles', 'dozen', 'rolls', 'yards', 'pieces', 'pcs', 'packs', 'sacks', 'drums', 'tins', 'tonnes', 'tons'];
/** Marketplaces where a trader buys stock (for others, shopping). */
/** Kinds of retail business: a supermarket, pharmacy or hotel in a wholesale market still sells what it sells. */
const RETAIL_KINDS = ['supermarket', 'supermart', 'mart', 'pharmacy', 'chemist', 'hotel', 'restaurant', 'eatery', 'kitchen', 'bakery', 'food', 'foods', 'salon', 'barbing', 'barber', 'gadgets', 'phones', 'filling station', 'spare parts', 'levy', 'toll', 'market levy'];
const ONLINE_WHOLESALE = ['alibaba', 'alibaba com', '1688'];
const WHOLESALE_MARKETS = ['alibaba', 'alibaba com', '1688', 'balogun mkt', 'balogun market', 'idumota', 'trade fair', 'aba market', 'ariaria', 'onitsha main market', 'kantin kwari', 'dei dei', 'mile 12', 'oyingbo', 'alaba', 'alaba intl'];
const PERSONAL_PERSONAS = ['salaried', 'student', 'civil-servant', 'retiree', 'diaspora', 'gig-worker'];
/** A wholesale or depot payment is stock on a trader's, SME's or POS agent's account; on a person's, what was bought decides. */
const mayTrade = (c: RuleContext): boolean => !c.persona || !PERSONAL_PERSONAS.includes(c.persona);

/** A payment to a business counterparty ("… ENTERPRISES", "… VENTURES LTD") that no other rule recognised as a purchase. */
function supplierLike(c: RuleContext): boolean {
  const cp = c.n.counterparty;
  if (c.person !== null) return false;
  // A narration the grammar could not read ("U-MOB/ADA & SONS MERCHANTS/Txn"): a firm's own words still name a supplier.
  if (!cp) return c.n.channel !== 'pos' && c.n.channel !== 'web' && c.n.tokens.some((w) => TRANSFER_WORDS.includes(w)) && c.n.tokens.some((w) => FIRM_WORDS.has(w)) && !c.n.tokens.some((w) => NOT_SUPPLIER.has(w) || RETAIL_SHOP_WORDS.has(w) || GATEWAYS.includes(w));
  const words = tokenize(cp);
  // A foundation, a mosque's welfare or the shop's rent is not a supplier, whatever other business word is beside it.
  if (words.some((w) => NOT_SUPPLIER.has(w))) return false;
  // A retail shop (phones, gadgets, a boutique) paid with no word of stock ("for", "order", plural goods) sells to the
  // account's owner like anyone else: what the shop sells decides.
  if (words.some((w) => RETAIL_SHOP_WORDS.has(w)) && !STOCK_MEMO.test(c.n.text)) return false;
  return words.some((w) => BUSINESS_WORDS.has(w) && !NOT_SUPPLIER.has(w));
}
const RETAIL_SHOP_WORDS: ReadonlySet<string> = new Set(['phones', 'accessories', 'gadgets', 'electronics', 'digital', 'computers', 'collections', 'textiles', 'boutique', 'fashion', 'stitches']);
const STOCK_MEMO = /(?:^| )(?:for|order|orders|supply|supplies|balance|bal|payment|pymt|part|complete|invoice|inv|stock|goods|restock|wholesale|chargers|earpieces|phones|bags|cartons|pcs|pieces|packs|dozen)(?: |$)/;
const NOT_SUPPLIER: ReadonlySet<string> = new Set(['salon', 'parlour', 'parlor', 'barber', 'barbing', 'spa', 'church', 'ministries', 'ministry', 'foundation', 'school', 'college', 'academy', 'university', 'hospital', 'clinic', 'pharmacy', 'insurance', 'assurance', 'bank', 'mfb', 'microfinance', 'finance', 'capital', 'investment', 'investments', 'fund', 'hotel', 'lounge', 'restaurant', 'kitchen', 'foods', 'travels', 'tours', 'properties', 'estate', 'estates', 'homes', 'realty', 'rent', 'levy', 'dues', 'tithe', 'offering', 'zakat', 'sadaqah', 'welfare', 'mosque', 'masjid']);

/** "Add Money", "Card Top-up": a wallet's own funding ("add" is read here, not made a word the glue splitter knows). */
const walletFunding = (c: RuleContext): boolean => !c.n.tokens.includes('money') || /(?:^| )add(?:ed)? money(?: |$)/.test(c.n.text);

/** "TRF FRM ADA OKAFOR TO ADA OKAFOR": the same name on both sides is a move between one's own accounts. */
function sameNameBothSides(c: RuleContext): boolean {
  if (!c.n.text.includes(' to ')) return false;
  const m = /\bfr(?:o)?m (.+?) to (.+)$/.exec(c.n.text);
  if (!m) return false;
  const a = m[1]!.split(' ').filter((w) => w.length > 1);
  const b = m[2]!.split(' ').filter((w) => w.length > 1);
  return a.length >= 2 && a.every((w, i) => b[i] === w);
}

/** The narration says something besides the person's name and the channel ("GBENGA ALABI - TILES"). */
function purposeBeyondName(c: RuleContext): boolean {
  const name = new Set((c.person ?? '').split(' '));
  return c.n.core.split(' ').some((w) => w.length >= 3 && !name.has(w) && !BUSINESS_WORDS.has(w) && !BANK_APP_WORDS.has(w));
}

/** A service a person pays someone who works for themselves for ("video editing", "logistics fee", "for the generator"). */
const SERVICE_SOLD = ['video editing', 'photo editing', 'editing', 'logistics fee', 'project fee', 'for the generator', 'generator repair', 'gen repair', 'ac repair', 'installation', 'photoshoot', 'photography', 'tailoring', 'sewing', 'makeup', 'make up', 'catering', 'small chops', 'website', 'logo', 'flyer', 'design', 'graphics', 'voice over', 'transcription', 'cleaning service', 'event'];

/** Generic aliases that name a place rather than a purpose. */
// "Housing" names districts too (STATE HOUSING, EWET HOUSING): a shop there sells what it sells.
const PLACE_WORDS: ReadonlySet<string> = new Set(['market', 'store', 'stores', 'mall', 'plaza', 'shop', 'mkt', 'housing']);
/** A stall or shop unit: a retailer, whatever name it trades under. */
const STALL_WORDS = ['stall', 'market stall', 'shop no', 'shop number', 'plaza', 'pharmacy', 'supermarket', 'store', 'stores', 'shop', 'restaurant', 'kitchen', 'eatery', 'bakery', 'boutique', 'salon', 'hotel', 'filling station', 'church', 'school', 'hospital', 'clinic'];

/** What a shop sells: beside a transport or utility brand ("CHISCO PHONE ACCESSORIES") it names a shop trading under that name. */
const SHOP_TRADE_WORDS = ['accessories', 'phones', 'phone accessories', 'electronics', 'gadgets', 'fabrics', 'textiles', 'boutique', 'cosmetics', 'provisions', 'supermarket', 'plastics', 'furniture', 'wears', 'collections', 'spare parts', 'stores'];

/** Payment gateways: a payment through one names no merchant by itself. */
const GATEWAYS = ['paystack', 'pstk', 'flw', 'flutterwave', 'quickteller', 'interswitch', 'paga', 'remita', 'etranzact', 'monnify', 'squad', 'kora', 'korapay'];

/** Words that mark a transfer between accounts, whoever the payee is. */
const TRANSFER_WORDS = ['transfer', 'transf', 'trf', 'nip', 'nibss', 'send to', 'sent to', 'sent', 'outward', 'instant payment', 'between customers', 'tnf', 'trsf', 'trans to', 'mob', 'utu'];
/** The narration names a payee (words besides the channel and ids) that is not a business. */
function namedNonBusinessPayee(c: RuleContext): boolean {
  if (!c.n.core) return false;
  const cp = c.n.counterparty;
  return cp ? !tokenize(cp).some((w) => BUSINESS_WORDS.has(w)) : !c.n.tokens.some((w) => FIRM_WORDS.has(w));
}
/** Words only a firm's name carries (no bank or country words, which every transfer line prints). */
const FIRM_WORDS: ReadonlySet<string> = new Set(['sons', 'merchants', 'enterprises', 'enterprise', 'ventures', 'global', 'ltd', 'limited', 'company', 'intl', 'international', 'industries', 'resources', 'concepts', 'trading', 'traders', 'distributors']);

/** Oils that are food or body care, not a fuel retailer. */
const EDIBLE_OILS = ['palm oil', 'vegetable oil', 'groundnut oil', 'cooking oil', 'olive oil', 'soya oil', 'soya bean oil', 'coconut oil', 'kings oil', 'devon kings', 'power oil', 'hair oil', 'body oil', 'essential oil', 'oil paint', 'oil mill', 'red oil', 'oil seed', 'oils'];
/** A card row naming a POS agent's business: "pos" again after the merchant's own words. */
function namedPosAgent(c: RuleContext): boolean {
  const t = c.n.tokens;
  const first = t.indexOf('pos');
  if (first < 0) return false;
  for (let i = first + 2; i < t.length; i++) if (t[i] === 'pos' && !CHANNEL_WORDS.has(t[i - 1]!)) return true;
  return false;
}

const isGeneric = (alias: string): boolean => !alias.includes(' ') && GENERIC_ALIASES.has(alias);

/**
 * On a card line the loan word must be printed as a word: a shop's glued name split into known words
 * ("POS PMT LOANWORD ENTERPRISES" → loan word) names no loan.
 */
const PRINTED_LOAN_WORD = /\b(?:loans?|ln|repay\w*|instal+ments?|recovery|liquidation|overdraft|od|mortgage|advance|principal)\b/i;
function loanWordPrinted(c: RuleContext): boolean {
  return (c.n.channel !== 'pos' && c.n.channel !== 'web') || PRINTED_LOAN_WORD.test(c.description);
}

export function buildBuiltinRules(): Rule[] {
  const rules: Rule[] = [];
  const add = (r: Rule): void => void rules.push(r);

  // ---- Credits: own-account, reversals, remittances
  add({ id: 'own.credit', priority: 910, when: { direction: 'credit', phrases: ['cash deposit at agent', 'cash deposit agent', 'cash dep at agent', 'cash deposit via agent', 'wallet top up from', 'wallet topup from', 'wallet funding from', 'wallet funded from', 'own trf', 'own transfer', 'own acct trf', 'own account', 'own acct', 'between own accounts', 'own accounts', 'from my', 'owealth withdrawal', 'savings withdrawal', 'savings refund', 'savings liquidation', 'liquidation', 'fd maturity', 'maturity', 'ajo payout', 'esusu payout', 'thrift payout', 'cooperative payout', 'coop payout', 'contribution payout', 'cashbox withdrawal', 'safebox withdrawal', 'auto save withdrawal', 'self', 'between my accounts', 'my accounts', 'my account', 'my acct', 'pocket withdrawal', 'withdrawal to bank', 'wallet withdrawal', 'sweep', 'sweep from', 'flex withdrawal', 'target withdrawal', 'goal withdrawal', 'vault withdrawal', 'stash withdrawal', 'savings acct', 'from savings', 'break savings', 'savings break', 'savings payout', 'alat savings', 'savings pot', 'target savings payout'], noneOf: ['loan', 'interest', 'coupon', 'dividend', 'reversal', 'reversed', 'rvsl', 'rvs'] }, then: { category: 'own_transfer' } });
  // A wallet's own funding lines ("Add Money - from GTBANK", "Card Top-up", "Wallet funding via card"): the holder's money.
  add({ id: 'own.wallet-funding.credit', priority: 909, when: { direction: 'credit', phrases: ['money', 'card top up', 'card topup', 'wallet funding', 'wallet top up', 'wallet topup', 'fund wallet', 'wallet funded', 'funding via card', 'top up via card', 'topup via card', 'deposit via card'], noneOf: ['loan', 'interest', 'refund', 'reversal', 'cashback', 'bonus', ...NOT_OWN_WALLET], test: walletFunding }, then: { category: 'own_transfer' }, truncatable: false });
  add({ id: 'own.memo.credit', priority: 910, when: { direction: 'credit', phrases: OWN_MEMO_WORDS, noneOf: ['loan', 'interest', 'coupon', 'dividend', 'refund', 'reversal', ...NOT_OWN_WALLET], test: ownMoneyMemo }, then: { category: 'own_transfer' }, truncatable: false });
  // A win (a promo, a raffle, "congrats you won") is other income, even from a lender running the promo or a person.
  add({ id: 'other-income.win', priority: 785, when: { direction: 'credit', phrases: ['promo winner', 'promo win', 'promo winning', 'you won', 'u won', 'raffle winner', 'lucky winner', 'winner of'], noneOf: ['refund', 'reversal', 'loan', 'repayment'] }, then: { category: 'other_income' }, truncatable: false });
  // A person paying back what they owed ("NIP FROM ADA OBI refund") is money received, not a bank's reversal.
  add({ id: 'person.refund.credit', priority: 901, when: { direction: 'credit', person: true, phrases: ['refund', 'refunded', 'my refund', 'returning your money', 'money back', 'pay back', 'payback'], noneOf: ['rev', 'reversal', 'reversed', 'rvsl', 'rvs', 'failed', 'chargeback', 'dispute', 'pos', 'atm', 'credit back', 'nip return'], test: notRefundOfTransfer }, then: { category: 'transfer_in', flags: ['person'] }, truncatable: false });
  // Money one sent coming back, with the remittance carrying the holder's own name (Sendwave, NALA, LemFi): own money.
  add({ id: 'remittance.own.credit', priority: 842, when: { direction: 'credit', phrases: REMITTANCE_WORDS, test: (c) => c.self || c.holderNamed === true || ownMoneyMemo(c) }, then: { category: 'own_transfer', flags: ['foreign_inflow'] } });
  add({ id: 'reversal.credit', priority: 900, when: { direction: 'credit', phrases: ['rev', 'reversal', 'reversed', 'rvsl', 'rvs', 'reverse', 'refund', 'refunded', 'refunds', 'chargeback', 'charge back', 'dispute resolution', 'dispute resolved', 'failed transaction', 'failed trf', 'failed txn', 'failed trx', 'txn failed', 'trf failed', 'transfer failed', 'credit back', 'nip return', 'return of funds', 'returned'], noneOf: ['compensation', 'compensated'] }, then: { category: 'refund_reversal' } });
  // Foreign currency sold into one's own naira account ("FX SALE TO NAIRA ACCT …") is one's own money moving.
  add({ id: 'own.fx-sale.credit', priority: 906, when: { direction: 'credit', phrases: ['fx sale to naira', 'to naira acct', 'to naira account', 'dom to naira'], noneOf: ['refund', 'reversal'] }, then: { category: 'own_transfer' }, truncatable: false });
  add({ id: 'remittance.credit', priority: 840, when: { direction: 'credit', phrases: REMITTANCE_WORDS }, then: { category: 'transfer_in', flags: ['foreign_inflow'] } });
  add({ id: 'business.payout', priority: 820, when: { direction: 'credit', phrases: ['payout', 'payouts', 'settlement', 'settlements', 'settle', 'earnings', 'vendor', 'driver', 'rider', 'upwork', 'fiverr', 'payoneer', 'grey co', 'grey finance', 'grey technologies', 'grey tech', 'greyfinance', 'raenest', 'selar', 'escrow', 'merchant settlement', 'pos settlement', 'terminal settlement'], noneOf: ['interest', 'dividend', 'pension', 'refund', 'reversal', 'loan', 'loans', 'compensation', 'damages', 'referral', 'claim', 'promo', 'winner', 'winners', 'giveaway', 'prize', 'jackpot', 'winnings', 'raffle', 'cashback'] }, then: { category: 'business_income' } });

  // ---- Bank charges (debits)
  for (const c of CHARGE_LEXICON) {
    // Bare one-word phrases (VAT, STAMP, COMMISSION) only count for charge-sized amounts.
    const multi = c.phrases.filter((p) => p.includes(' '));
    const single = c.phrases.filter((p) => !p.includes(' '));
    const base = { direction: 'debit' as const, noneOf: ['reversal', 'refund', 'remittance', ...PURPOSE_WORDS] };
    const then = { category: 'bank_charges' as const, flags: [`charge:${c.type}`] };
    if (multi.length) add({ id: `charge.${c.type}`, priority: 800, when: { ...base, phrases: multi, maxAmount: 5_000_000 }, then, truncatable: false });
    if (single.length) add({ id: `charge.${c.type}.bare`, priority: 800, when: { ...base, phrases: single, maxAmount: c.maxKobo ?? 5_000_000 }, then, truncatable: false });
  }
  // A charge word next to a banking word is a charge, whatever channel or place the narration also names
  // ("CHARGE ON ATM WITHDRAWAL", "POS CASHOUT FEE", "9MOBILE CHARGE FOR USSD SESSION").
  add({ id: 'charge.evidence', priority: 800, when: { direction: 'debit', phrases: CHARGE_WORDS, anyOf: BANKING_WORDS, noneOf: ['reversal', 'refund', ...PURPOSE_WORDS], maxAmount: 500_000 }, then: { category: 'bank_charges', flags: ['charge:evidence'] }, truncatable: false });
  // Statements cut charge narrations at 18–25 characters ("ACCOUNT MAINTENANC", "ELECTRONIC MONEY T"): a small
  // debit whose whole text begins a charge phrase is that charge.
  add({ id: 'charge.truncated', priority: 800, when: { direction: 'debit', maxAmount: 500_000, test: truncatedCharge }, then: { category: 'bank_charges', flags: ['charge:truncated'] }, truncatable: false });
  add({ id: 'charge.generic', priority: 400, when: { direction: 'debit', phrases: GENERIC_CHARGE_WORDS, maxAmount: 500_000 }, then: { category: 'bank_charges', flags: ['charge:other_fee'] }, truncatable: false });

  // ---- Lenders
  for (const l of LENDERS) {
    // A lender that is also a bank, in the sending bank's slot ("NIP CR/FAIRMONEY/BRIGHTPATH ACADEMY/…"), is not the loan.
    const notBankSlot = (c: RuleContext): boolean => !lenderInBankSlot(c, l.aliases) && !lenderAsBank(c, l.aliases) && !lenderAppLine(c, l.aliases);
    // A lender's fee (processing, management, insurance, late payment) is a charge, not a repayment.
    add({ id: `lender.${l.name}.fee`, priority: 790, when: { direction: 'debit', phrases: l.aliases, anyOf: LOAN_FEE_WORDS, maxAmount: 10_000_000 }, then: { category: 'bank_charges', flags: ['charge:loan_fee'] } });
    add({ id: `lender.${l.name}.repay`, priority: 780, when: { direction: 'debit', phrases: l.aliases, person: false, test: notBankSlot }, then: { category: 'loan_repayment', loanRepayment: true, lender: l.name } });
    // A lender's payout through a gateway ("PAYSTACK/RENMONEY PAYOUT") is the loan, not business takings.
    add({ id: `lender.${l.name}.payout`, priority: 822, when: { direction: 'credit', phrases: l.aliases, anyOf: ['payout', 'payouts', 'settlement', 'disbursement', 'disbursed'], noneOf: ['interest', 'dividend', 'refund', 'reversal'] }, then: { category: 'loan_disbursement', lender: l.name } });
    add({ id: `lender.${l.name}.disburse`, priority: 780, when: { direction: 'credit', phrases: l.aliases, noneOf: ['interest', 'dividend'], test: notBankSlot }, then: { category: 'loan_disbursement', lender: l.name } });
    if (l.ambiguous) {
      add({ id: `lender.${l.name}.bare.repay`, priority: 780, when: { direction: 'debit', exact: l.ambiguous }, then: { category: 'loan_repayment', loanRepayment: true, lender: l.name } });
      add({ id: `lender.${l.name}.bare.disburse`, priority: 780, when: { direction: 'credit', exact: l.ambiguous }, then: { category: 'loan_disbursement', lender: l.name } });
      add({ id: `lender.${l.name}.ctx.repay`, priority: 780, when: { direction: 'debit', phrases: l.ambiguous, anyOf: ['loan', 'repayment', 'repay', 'instalment', 'installment', 'paylater', 'direct debit', 'auto debit', 'credit', 'mandate', 'recurring payment', 'dd'], person: false }, then: { category: 'loan_repayment', loanRepayment: true, lender: l.name }, truncatable: false });
      add({ id: `lender.${l.name}.ctx.disburse`, priority: 780, when: { direction: 'credit', phrases: l.ambiguous, anyOf: ['loan', 'disbursement', 'disbursal', 'disb'] }, then: { category: 'loan_disbursement', lender: l.name }, truncatable: false });
    }
  }
  // A loan's credit-life insurance taken at disbursement ("QUICKCREDIT CREDIT LIFE INS 1234") is a loan fee, above the
  // lender's name read as a repayment (a test, not phrases: its words would change how glued names are split); a
  // repayment mandate that names the insurance stays a repayment.
  add({ id: 'loan.credit-life', priority: 791, when: { direction: 'debit', maxAmount: 10_000_000, test: (c) => / credit life /.test(` ${c.n.text} `) && !/ (?:refund|reversal|repayment|mandate) /.test(` ${c.n.text} `) }, then: { category: 'bank_charges', flags: ['charge:loan_fee'] }, truncatable: false });
  // A loan's fee (management, insurance, processing) is a charge even where no lender is named ("INSURANCE FEE ON LOAN").
  add({ id: 'loan.fee', priority: 765, when: { direction: 'debit', phrases: LOAN_FEE_WORDS, anyOf: ['loan', 'credit', 'advance', 'overdraft', 'facility'], noneOf: ['refund', 'reversal'], maxAmount: 10_000_000 }, then: { category: 'bank_charges', flags: ['charge:loan_fee'] }, truncatable: false });
  add({ id: 'charge.e-channels', priority: 800, when: { direction: 'debit', phrases: ['e channels', 'echannels', 'e channel', 'echannel'], anyOf: ['maintenance', 'maint', 'fee', 'charge', 'levy'], maxAmount: 500_000 }, then: { category: 'bank_charges', flags: ['charge:evidence'] }, truncatable: false });
  // "Instalment" also pays rent, fees and land bought in parts: what it pays for outranks the word (unless it says loan).
  add({ id: 'loan.words.repay', priority: 760, when: { direction: 'debit', phrases: LOAN_REPAY_PHRASES, noneOf: ['loan to', 'loan for', ...DEBT_FREE_GOALS], test: (c) => notPurposeInstalment(c) && loanWordPrinted(c) }, then: { category: 'loan_repayment', loanRepayment: true }, truncatable: false });
  // The student loan fund's upkeep and fees credits are the loan paid out ("NELFUND UPKEEP"): "allowance" or "upkeep"
  // does not make them income, and a fund is not a person.
  add({ id: 'loan.student-fund.disburse', priority: 790, when: { direction: 'credit', phrases: ['nelfund', 'student loan fund', 'students loan fund', 'education loan fund'], noneOf: ['refund', 'reversal', 'reversed'] }, then: { category: 'loan_disbursement', lender: 'NELFUND' }, truncatable: false });
  add({ id: 'loan.words.disburse', priority: 760, when: { direction: 'credit', phrases: LOAN_DISBURSE_PHRASES, noneOf: ['repayment', 'repaid', 'grant', 'scholarship', 'bursary'] }, then: { category: 'loan_disbursement' }, truncatable: false });

  // ---- Income words
  // Pay at the end of a job (severance, notice pay, terminal benefits, the RSA lump sum a PFA pays) and a sign-on bonus
  // are pay, as the last salary is (Part A 2 of set Y's conventions; set X labels an RSA lump sum the same way). A
  // gratuity's lump sum names no RSA and stays other income.
  add({ id: 'salary.credit', priority: 750, when: { direction: 'credit', phrases: ['salary', 'salaries', 'sal', 'payroll', 'netpay', 'wages', 'wage', 'remuneration', 'net pay', 'monthly pay', 'ippis', 'leave allowance', 'christmas bonus', 'end of year bonus', 'staff bonus', 'bonus from employer', 'employer', 'emolument', 'emoluments', 'arrears of salary', 'pay slip', 'payslip', '13th month', 'thirteenth month', 'overtime', 'overtime pay', 'performance bonus', 'annual bonus', 'leave bonus', 'year end bonus', 'productivity bonus', 'staff bonus', 'severance', 'severance pay', 'notice pay', 'terminal benefit', 'terminal benefits', 'sign on bonus', 'signing bonus', 'redundancy pay', 'rsa lump sum', 'lump sum rsa', 'lump sum bal rsa', 'lump sum balance rsa'] }, then: { category: 'salary' }, truncatable: false });
  // A bonus or 13th month from a government or a company is pay; from an app, a bank or a bookmaker it is a reward.
  add({ id: 'salary.employer-bonus', priority: 752, when: { direction: 'credit', phrases: ['bonus', 'bonuses', '13th month', '13th', 'thirteenth month', 'arrears', 'promotion arrears'], noneOf: NOT_PAY_BONUS, test: employerPay }, then: { category: 'salary' }, truncatable: false });
  // A pension (a PFA, a pension board, PTAD) is the person's regular pay (the income the advice rests on), whoever they are.
  add({ id: 'pension.credit', priority: 755, when: { direction: 'credit', phrases: ['pension', 'pensions', 'pensure', 'pension payment', 'monthly pension', 'pension arrears', 'pfa', 'nlpc', 'nupemco', 'trustfund pensions', 'pensions alliance', 'monthly annuity', 'annuity', 'retirement benefit'], noneOf: ['refund', 'reversal', 'gratuity', 'lump sum'] }, then: { category: 'salary', flags: ['persona'] }, truncatable: false });
  add({ id: 'interest.credit', priority: 620, when: { direction: 'credit', phrases: ['interest', 'int paid', 'int', 'cr int', 'credit interest', 'interest earned', 'dividend', 'dividends', 'div payment', 'interim div', 'final div', 'coupon', 'coupon payment', 'returns', 'yield'] }, then: { category: 'interest' }, truncatable: false });
  add({ id: 'family.credit', priority: 615, when: { direction: 'credit', phrases: [...FAMILY_WORDS, 'pocket money', 'upkeep'] }, then: { category: 'transfer_in' }, truncatable: false });
  add({ id: 'other-income.credit', priority: 610, when: { direction: 'credit', phrases: ['cash deposit', 'cash dep', 'cash lodgement', 'chq deposit', 'cheque deposit', 'cashback', 'cash back', 'bonus', 'referral bonus', 'referral', 'reward', 'pension', 'pensions', 'gratuity', 'grant', 'prize', 'winnings', 'won', 'nysc', 'conditional cash transfer', 'conditional cash', 'nassp', 'cct', 'survival fund', 'palliative', 'npower', 'n power', 'scholarship', 'bursary', 'rent received', 'tenant', 'award', 'stipend', 'honorarium', 'per diem', 'jackpot', 'lottery win', 'promo', 'promo win', 'win promo', 'promo winning', 'promo winner', 'promo reward', 'promo prize', 'giveaway', 'give away', 'winning', 'compensation', 'damages', 'damages settlement', 'raffle', 'raffle draw', 'lucky draw'] }, then: { category: 'other_income' }, truncatable: false });
  // An allowance from a person is family support (Transfers Received); from an employer or NYSC it is other income.
  // An allowance paid by a company or a government (transport, housing, leave allowance) is pay.
  add({ id: 'salary.allowance', priority: 611, when: { direction: 'credit', phrases: ['allowance', 'allowances'], noneOf: ['nysc', 'corper', 'corps', 'npower', 'n power', 'stipend', 'scholarship', 'bursary', 'pocket'], test: employerPay }, then: { category: 'salary' }, truncatable: false });
  // A named kind of allowance (housing, transport, hazard…) from a payer that is not a person is pay.
  add({ id: 'salary.allowance.kind', priority: 612, when: { direction: 'credit', person: false, phrases: ['housing allowance', 'rent allowance', 'transport allowance', 'hazard allowance', 'duty allowance', 'call duty allowance', 'overtime allowance', 'responsibility allowance', 'utility allowance', 'meal allowance', 'wardrobe allowance', 'furniture allowance', 'entertainment allowance', 'domestic allowance', 'medical allowance'], noneOf: ['nysc', 'corper', 'stipend', 'scholarship', 'bursary', 'pocket', 'refund', 'reversal'] }, then: { category: 'salary' }, truncatable: false });
  add({ id: 'other-income.allowance', priority: 610, when: { direction: 'credit', phrases: ['allowance', 'allawee', 'allowances'], person: false }, then: { category: 'other_income' }, truncatable: false });
  add({ id: 'other-income.claim', priority: 830, when: { direction: 'credit', phrases: ['insurance claim', 'claim settlement', 'claims settlement', 'claim payment'] }, then: { category: 'other_income' }, truncatable: false });
  // A person's gift, share or help ("my contribution", "money for books") is money received, even on a trader's account.
  add({ id: 'person.memo.credit', priority: 656, when: { direction: 'credit', person: true, phrases: PERSONAL_MEMOS, noneOf: SALE_WORDS, test: memoBeyondName }, then: { category: 'transfer_in', flags: ['person'] }, truncatable: false });
  // The same when the memo hides the name from the transfer grammar ("INWARD NIP EMMANUEL LAWAL happy birthday").
  add({ id: 'person.memo.named.credit', priority: 655, when: { direction: 'credit', phrases: PERSONAL_MEMOS, noneOf: SALE_WORDS, test: (c) => namesPerson(c) && memoBeyondName(c) }, then: { category: 'transfer_in', flags: ['person'] }, truncatable: false });
  add({ id: 'person.memo.sender.credit', priority: 654, when: { direction: 'credit', phrases: PERSONAL_MEMOS, noneOf: SALE_WORDS, test: (c) => senderBeforeMemo(c) && memoBeyondName(c) }, then: { category: 'transfer_in', flags: ['person'] }, truncatable: false });
  // What was sold names the purpose, and the purpose outranks how the money came (cash deposit, transfer, person).
  add({ id: 'business.credit.sale', priority: 650, when: { direction: 'credit', phrases: ['sales', 'daily sales', 'sale of', 'sales proceeds', 'payment for goods', 'goods', 'invoice', 'inv', 'order', 'customer payment', 'for provisions', 'supply', 'supplies'], noneOf: ['refund', 'reversal', 'loan'] }, then: { category: 'business_income' }, truncatable: false });
  // A person paying "for" a product or a lesson ("PAYMENT FOR PERFUME", "FOR TUTORIAL CLASS") buys something: a sale on
  // any account; personal memos (gift, support, "money for books") are read first.
  add({ id: 'person.sale.credit', priority: 458, when: { direction: 'credit', person: true, phrases: ['payment for', 'payt for', 'pymt for', 'pmt for', 'tutorial', 'tutorials', 'lesson', 'lessons', 'tuition class', 'lesson fee', 'workmanship', 'brake work', 'coaching fee', 'repair balance', 'engine repair', 'servicing', 'design fee', 'logo design', 'flyer design', 'catering balance', 'graphics job', 'consultation fee', 'consultation', 'repairs', 'typing and printing', 'typing', 'hair braiding', 'braiding', ...SERVICE_SOLD], noneOf: [...PERSONAL_MEMOS, 'refund', 'reversal', 'loan', 'rent', 'fees', 'school', 'salary'] }, then: { category: 'business_income', flags: ['person'] }, truncatable: false });
  add({ id: 'business.credit', priority: 450, when: { direction: 'credit', phrases: ['sales', 'sale', 'payment for goods', 'goods', 'invoice', 'inv', 'customer payment', 'contract payment', 'consultancy', 'consultancy fee', 'professional fee', 'commission', 'pos', 'moniepoint', 'terminal', 'order', 'paystack', 'flutterwave', 'flw', 'proceeds', 'supply', 'delivery', 'business'], person: false }, then: { category: 'business_income' }, truncatable: false });
  add({ id: 'business.credit.for-goods', priority: 455, when: { direction: 'credit', allOf: ['for'], phrases: ['rice', 'bags', 'bag', 'shoes', 'cake', 'gown', 'hair', 'wig', 'fabric', 'cloth', 'clothes', 'materials', 'item', 'items', 'product', 'products', 'job', 'repairs', 'services', 'service', 'work done', 'order', 'supply', 'delivery', 'invoice', 'goods', 'braids', 'braiding', 'hairdo', 'logo', 'design', 'graphics', 'website', 'photoshoot', 'cakes'] }, then: { category: 'business_income' }, truncatable: false });

  // ---- Lexicon: debits, and credits from merchants (refunds, savings coming back, betting withdrawals)
  for (const m of MERCHANTS) {
    const brand = m.aliases.filter((a) => !isGeneric(a));
    const generic = m.aliases.filter((a) => isGeneric(a));
    const ctx = m.context ? { anyOf: m.context } : {};
    const debitPriority = m.platform ? 540 : 560;
    // A market stall or shop named after a utility ("IKEJA ELECTRIC MARKET STALL 12") sells things; it is not the biller.
    const notStall = m.category === 'utilities' ? { noneOf: [...STALL_WORDS, ...SHOP_TRADE_WORDS] } : m.category === 'transport' ? { noneOf: SHOP_TRADE_WORDS.filter((w) => w !== 'spare parts') } : {};
    if (brand.length) add({ id: `lex.${m.name}`, priority: m.category === 'betting' ? 565 : debitPriority, when: { direction: 'debit', phrases: brand, ...ctx, ...notStall }, then: { category: m.category }, truncatable: m.truncatable });
    const places = generic.filter((a) => PLACE_WORDS.has(a));
    // Wholesale and depot words say stock only on a trading account; elsewhere what was bought decides.
    const volume = m.category === 'business_expense' ? generic.filter((a) => TRADE_VOLUME_WORDS.includes(a)) : [];
    const purposes = generic.filter((a) => !PLACE_WORDS.has(a) && !volume.includes(a));
    if (volume.length) add({ id: `lex.${m.name}.volume`, priority: 525, when: { direction: 'debit', phrases: volume, test: mayTrade, ...ctx }, then: { category: m.category }, truncatable: false });
    // A generic word that is also a first name (Charity, Peace) names the payee's trade only when the payee is not a person.
    const nameLike = purposes.filter((a) => PERSON_NAMES.has(a));
    const plainPurposes = purposes.filter((a) => !PERSON_NAMES.has(a));
    if (plainPurposes.length) add({ id: `lex.${m.name}.generic`, priority: m.category === 'business_expense' ? 525 : 520, when: { direction: 'debit', phrases: plainPurposes, ...ctx }, then: { category: m.category }, truncatable: false });
    if (nameLike.length) add({ id: `lex.${m.name}.generic.name`, priority: 520, when: { direction: 'debit', phrases: nameLike, person: false, ...ctx }, then: { category: m.category }, truncatable: false });
    // A place ("market", "stores", "mall") says least about what was bought: any purpose word outranks it.
    if (places.length) add({ id: `lex.${m.name}.place`, priority: 510, when: { direction: 'debit', phrases: places, ...ctx }, then: { category: m.category }, truncatable: false });
    const credit = m.credit ?? CREDIT_BY_CATEGORY[m.category];
    if (credit && m.category === 'savings_investment' && brand.length) {
      // Money back from a named savings platform is one's own money, whatever word ("payout", "maturity") comes with it.
      add({ id: `lex.${m.name}.credit.brand`, priority: 826, when: { direction: 'credit', phrases: brand, noneOf: ['interest', 'dividend', 'div', 'coupon', 'returns', 'bonus', 'referral', 'cashback', 'reward', ...PAY_WORDS], ...ctx }, then: { category: credit }, truncatable: m.truncatable });
    }
    if (credit) {
      const credPriority = m.category === 'betting' ? 830 : 440;
      // A person's transfer naming a purchase ("NIP CR FROM ADA OBI DATA SUB") is money from them, not the seller's refund.
      const fromSeller = m.category === 'savings_investment' || m.category === 'betting' ? {} : { person: false };
      add({ id: `lex.${m.name}.credit`, priority: credPriority, when: { direction: 'credit', phrases: m.category === 'savings_investment' || m.category === 'betting' ? m.aliases : brand, ...ctx, ...fromSeller }, then: { category: credit }, truncatable: m.truncatable });
    }
  }
  add({ id: 'platform.remita', priority: 540, when: { direction: 'debit', phrases: ['remita'] }, then: { category: 'tax_government' } });
  add({ id: 'airtime.topup', priority: 520, when: { direction: 'debit', phrases: ['top up', 'mob top up', 'ussd top up', 'airtime top up'], noneOf: ['wallet', 'card', 'bet', 'betting', 'savings', 'account', 'meter', 'electricity', 'gas'] }, then: { category: 'airtime_data' }, truncatable: false });
  add({ id: 'debit.momo', priority: 570, when: { direction: 'debit', phrases: ['momo psb', 'mtn momo', 'momo'] }, then: { category: 'transfers_out' } });

  // ---- Shapes of business names no list can hold: "<X> OIL", "<X> PETROLEUM" is a fuel retailer; a POS agent's
  // business named in a card row ("… SOLID ROCK POS JOS", "BLESSED POS AND BUSINESS CENTRE") is a cash-out there.
  add({ id: 'shape.fuel', priority: 518, when: { direction: 'debit', phrases: ['oil', 'petroleum', 'petrol', 'oil and gas', 'oil gas', 'filling station', 'fuel station', 'petrol station', 'service station', 'mega station', 'energy', 'energies'], noneOf: [...EDIBLE_OILS, ...PURPOSE_WORDS, 'refund', 'reversal', 'solar', 'inverter', 'energy drink', 'electricity', 'electric', 'disco', 'prepaid', 'postpaid', 'token', 'meter', 'bill'] }, then: { category: 'transport' }, truncatable: false });
  add({ id: 'shape.pos-agent', priority: 576, when: { direction: 'debit', phrases: ['pos'], noneOf: [...CHARGE_WORDS, 'reversal', 'refund', 'terminal', 'accessories', 'trf', 'transfer'], test: namedPosAgent }, then: { category: 'cash_withdrawal' }, truncatable: false });
  // "Beauty" names a shop and a salon: with a service word (spa, salon, nails) it is the salon.
  add({ id: 'shape.beauty-service', priority: 522, when: { direction: 'debit', phrases: ['spa', 'salon', 'nail', 'nails', 'barber', 'barbing', 'makeup', 'make up', 'parlour', 'parlor'], anyOf: ['beauty'] }, then: { category: 'other_expense' }, truncatable: false });

  // ---- Cash withdrawals
  // The channel outranks the place: an ATM withdrawal "at GTBank Unilag" or "Computer Village" is cash.
  add({ id: 'cash.withdrawal', priority: 575, when: { direction: 'debit', phrases: ['atm', 'atm wdl', 'wdl', 'atm wd', 'cash withdrawal', 'cash wdl', 'cash out', 'cashout', 'cardless', 'nfs atm', 'agent withdrawal', 'pos withdrawal', 'pos wdl', 'pos wd', 'card withdrawal', 'pos cashout'] }, then: { category: 'cash_withdrawal' }, truncatable: false });
  add({ id: 'cash.withdrawal.word', priority: 530, when: { direction: 'debit', phrases: ['withdrawal', 'chq withdrawal', 'cheque withdrawal'] }, then: { category: 'cash_withdrawal' }, truncatable: false });
  add({ id: 'cash.channel', priority: 250, when: { direction: 'debit', channels: ['atm'] }, then: { category: 'cash_withdrawal' } });

  // ---- Debit interest (cost of an overdraft or loan)
  add({ id: 'interest.debit', priority: 450, when: { direction: 'debit', phrases: ['interest', 'int charged', 'od int'] }, then: { category: 'loan_repayment', loanRepayment: true }, truncatable: false });
  // ---- Salary on a debit: paying staff
  add({ id: 'salary.debit', priority: 450, when: { direction: 'debit', phrases: ['salary', 'salaries', 'wages', 'payroll', 'staff pay', 'workers pay', 'worker pay', ...WORKER_WORDS] }, then: { category: 'business_expense' }, truncatable: false });

  // ---- People
  // A savings app's withdrawal to the person's bank account ("Withdrawal to Kuda MFB ****7731"): money moving to their
  // own account, not cash taken out.
  add({ id: 'own.wallet-withdrawal.debit', priority: 601, when: { direction: 'debit', phrases: ['withdrawal to', 'withdraw to'], noneOf: ['loan', ...CHARGE_WORDS], test: (c) => MASKED_ACCOUNT.test(c.description) }, then: { category: 'savings_investment', flags: ['own_account'] }, truncatable: false });
  add({ id: 'own.wallet-deposit.credit', priority: 908, when: { direction: 'credit', phrases: ['deposit from', 'autosave from', 'auto save from'], noneOf: ['loan', 'interest', 'refund', 'reversal'], test: (c) => MASKED_ACCOUNT.test(c.description) }, then: { category: 'own_transfer' }, truncatable: false });
  add({ id: 'own.debit', priority: 600, when: { direction: 'debit', phrases: ['to self', 'self transfer', 'own account', 'own accounts', 'own acct', 'between own accounts', 'to my account', 'to my savings'], noneOf: ['loan'] }, then: { category: 'savings_investment', flags: ['own_account'] }, truncatable: false });
  add({ id: 'own.memo.debit', priority: 600, when: { direction: 'debit', phrases: [...OWN_MEMO_WORDS, 'self'], noneOf: ['loan', 'charge', 'fee', 'levy', ...NOT_OWN_WALLET], test: ownMoneyMemo }, then: { category: 'savings_investment', flags: ['own_account'] }, truncatable: false });
  add({ id: 'same-name.credit', priority: 905, when: { direction: 'credit', phrases: ['frm', 'from'], test: sameNameBothSides }, then: { category: 'own_transfer' } });
  add({ id: 'same-name.debit', priority: 605, when: { direction: 'debit', phrases: ['frm', 'from'], test: sameNameBothSides }, then: { category: 'savings_investment', flags: ['own_account'] } });
  add({ id: 'self.debit', priority: 350, when: { direction: 'debit', self: true }, then: { category: 'savings_investment', flags: ['own_account'] } });
  add({ id: 'self.credit', priority: 470, when: { direction: 'credit', self: true }, then: { category: 'own_transfer' } });
  add({ id: 'person.debit', priority: 300, when: { direction: 'debit', person: true, notChannels: ['pos', 'web', 'atm'] }, then: { category: 'transfers_out', flags: ['person'] } });
  add({ id: 'person.credit', priority: 300, when: { direction: 'credit', person: true }, then: { category: 'transfer_in', flags: ['person'] } });
  // Money sent to a person for a wedding, a burial or a birthday is a transfer, not savings ("contribution") or a purchase.
  add({ id: 'person.occasion.debit', priority: 530, when: { direction: 'debit', person: true, phrases: OCCASION_MEMOS, notChannels: ['pos', 'web', 'atm'] }, then: { category: 'transfers_out', flags: ['person'] }, truncatable: false });
  // Money sent to a person to HELP them or as a gift ("school fees support", "for daddy medicine") is a transfer, even
  // with a purpose word in it; group savings (ajo, esusu, thrift, cooperative) stay savings.
  add({ id: 'person.help.debit', priority: 564, when: { direction: 'debit', phrases: HELP_MEMOS, noneOf: [...GROUP_SAVINGS_WORDS, ...GIVING_ORG_WORDS, ...WORKER_WORDS, 'rent', 'loan', 'my school fees', 'my fees', 'fuel money keke', 'keke money', 'okada money'], notChannels: ['pos', 'web', 'atm'], test: namesPerson }, then: { category: 'transfers_out', flags: ['person'] }, truncatable: false });
  // "help for rent", "oga help for rent": the help marker beats the purpose noun (the rule above keeps "rent" out so
  // that a tenant's own rent paid through a person stays housing).
  add({ id: 'person.help.rent.debit', priority: 564, when: { direction: 'debit', phrases: ['help for', 'help with', 'help am', 'help me', 'helping'], anyOf: ['rent', 'house rent'], noneOf: ['loan', 'my rent'], notChannels: ['pos', 'web', 'atm'], test: namesPerson }, then: { category: 'transfers_out', flags: ['person'] }, truncatable: false });
  // A shop named after a family word ("MAMA T HAIR STUDIO", "BABY SHOP") paid by card is the shop, not a relative.
  add({ id: 'family.debit', priority: 300, when: { direction: 'debit', phrases: [...FAMILY_WORDS, 'upkeep', 'pocket money', 'feeding money', 'family support'], notChannels: ['pos', 'web', 'atm'], noneOf: [...STALL_WORDS, 'studio', 'merchant payment', 'merchant'] }, then: { category: 'transfers_out', flags: ['person'] }, truncatable: false });

  // ---- Persona: what a credit or a supplier payment means depends on the work the account is used for
  add({ id: 'persona.pos-agent.cashout', priority: 825, when: { direction: 'credit', phrases: ['withdrawal', 'wdl', 'cashout', 'cash out', 'card withdrawal', 'pos', 'terminal', 'purchase', 'card transaction', 'card credit'], noneOf: ['reversal', 'reversed', 'refund'], personas: ['pos-agent'] }, then: { category: 'business_income', flags: ['persona'] }, truncatable: false });
  // A POS agent buying cash for the till (float) is the business's stock.
  add({ id: 'persona.pos-agent.float', priority: 605, when: { direction: 'debit', personas: ['pos-agent'], phrases: ['cash for pos', 'pos cash', 'cash float', 'float', 'buy float', 'float purchase', 'cash supply', 'cash supplier', 'cash hub'], noneOf: ['reversal', 'refund', 'withdrawal', 'wdl', 'cash out', 'cashout'] }, then: { category: 'business_expense', flags: ['persona'] }, truncatable: false });
  // A gig platform's commission or fee taken from a driver or rider is the work's cost, not a ride.
  add({ id: 'persona.gig.platform-fee', priority: 570, when: { direction: 'debit', personas: ['gig-worker'], phrases: GIG_PLATFORMS, anyOf: ['commission', 'service fee', 'platform fee', 'weekly fee', 'booking fee', 'debt', 'owed', 'balance due', 'outstanding'], noneOf: ['refund', 'reversal'] }, then: { category: 'business_expense', flags: ['persona'] }, truncatable: false });
  add({ id: 'persona.gig.payout', priority: 845, when: { direction: 'credit', personas: ['gig-worker'], phrases: GIG_PLATFORMS, noneOf: ['refund', 'reversal', 'reversed'] }, then: { category: 'business_income', flags: ['persona'] }, truncatable: false });
  // A trader's purpose-bearing credit from a person ("… FOR CHARGERS", "… for provisions") is a sale.
  add({ id: 'persona.trade.sale', priority: 460, when: { direction: 'credit', personas: TRADING_PERSONAS, phrases: ['for', 'payment', 'balance', 'deposit for'] }, then: { category: 'business_income', flags: ['persona'] }, truncatable: false });
  add({ id: 'persona.trade.item', priority: 455, when: { direction: 'credit', personas: TRADING_PERSONAS, person: true, test: purposeBeyondName }, then: { category: 'business_income', flags: ['persona'] } });
  // A trader's running costs paid to people (a delivery rider, loading boys, wrapping materials) are the business's.
  // An employer's monthly pension remittance for its staff to a PFA is a cost of running the business, not the owner's
  // insurance or savings (an individual's own voluntary contribution stays with the rules for the PFA).
  add({ id: 'persona.trade.pension-remittance', priority: 567, when: { direction: 'debit', personas: STOCK_PERSONAS, phrases: ['pension remittance', 'pension remit', 'staff pension', 'employer pension', 'employee pension'], noneOf: ['refund', 'reversal', 'loan'] }, then: { category: 'business_expense', flags: ['persona'] }, truncatable: false });
  add({ id: 'persona.trade.running-cost', priority: 566, when: { direction: 'debit', personas: TRADING_PERSONAS, phrases: BUSINESS_RUNNING_COSTS, noneOf: ['refund', 'reversal', 'loan'] }, then: { category: 'business_expense', flags: ['persona'] }, truncatable: false });
  // A fee for a delivery or a ride paid to someone who works (a gig worker, a trader) is what the work earned.
  add({ id: 'persona.work.fee', priority: 465, when: { direction: 'credit', personas: [...TRADING_PERSONAS, 'gig-worker'], phrases: ['delivery fee', 'delivery fees', 'delivery charge', 'dispatch fee', 'ride payment', 'ride fare', 'trip payment', 'trip fare'], noneOf: ['refund', 'reversal', 'loan'] }, then: { category: 'business_income', flags: ['persona'] }, truncatable: false });
  // A trader's payment "for" goods (to a person or a business) is stock, unless a brand says what it is.
  add({ id: 'persona.trade.stock', priority: 522, when: { direction: 'debit', personas: STOCK_PERSONAS, phrases: ['payment for', 'supply', 'supplies', 'invoice', 'inv', 'goods', ...QUANTITY_WORDS] }, then: { category: 'business_expense', flags: ['persona'] }, truncatable: false });
  // Couriers and printing are a business cost only for people with a business; for others they are Other.
  add({ id: 'persona.personal.courier', priority: 561, when: { direction: 'debit', personas: PERSONAL_PERSONAS, phrases: ['dhl', 'courier', 'logistics', 'dispatch', 'printing', 'photocopy', 'shipping', 'waybill'] }, then: { category: 'other_expense', flags: ['persona'] }, truncatable: false });
  add({ id: 'persona.trade.volume', priority: 567, when: { direction: 'debit', personas: STOCK_PERSONAS, phrases: TRADE_VOLUME_WORDS, noneOf: ['refund', 'reversal'] }, then: { category: 'business_expense', flags: ['persona'] }, truncatable: false });
  // An online wholesale marketplace outranks the brand words of what is bought there; in a physical market a named
  // business (an eatery, a filling station, a pharmacy) sells what it sells, so its brand (560) outranks the market.
  add({ id: 'persona.trade.market', priority: 566, when: { direction: 'debit', personas: STOCK_PERSONAS, phrases: ONLINE_WHOLESALE }, then: { category: 'business_expense', flags: ['persona'] }, truncatable: false });
  add({ id: 'persona.trade.market.place', priority: 555, when: { direction: 'debit', personas: STOCK_PERSONAS, phrases: WHOLESALE_MARKETS.filter((m) => !ONLINE_WHOLESALE.includes(m)), noneOf: [...RETAIL_KINDS, ...GIVING_ORG_WORDS] }, then: { category: 'business_expense', flags: ['persona'] }, truncatable: false });
  // A trader's credit naming what was sold or hired out ("2 cartons indomie", "chairs rental") is a sale.
  add({ id: 'persona.trade.quantity', priority: 652, when: { direction: 'credit', personas: TRADING_PERSONAS, phrases: [...QUANTITY_WORDS, 'rental', 'hire', 'hiring', 'order', 'balance for', 'payment for'], noneOf: ['refund', 'reversal', 'loan', 'rent'] }, then: { category: 'business_income', flags: ['persona'] }, truncatable: false });
  // A trader's, SME's or POS agent's credit from a person with no personal memo (a bare name, "P/O 711", an invoice
  // number) is a customer paying; personal memos are read first (person.memo.credit).
  add({ id: 'persona.trade.person', priority: 305, when: { direction: 'credit', personas: CUSTOMER_PERSONAS, person: true, self: false }, then: { category: 'business_income', flags: ['persona', 'person'] } });
  add({ id: 'persona.trade.credit', priority: 445, when: { direction: 'credit', personas: TRADING_PERSONAS, person: false, self: false }, then: { category: 'business_income', flags: ['persona'] } });
  add({ id: 'persona.trade.supplier', priority: 560, when: { direction: 'debit', personas: STOCK_PERSONAS, test: supplierLike }, then: { category: 'business_expense', flags: ['persona'] } });

  // A transfer whose payee no rule recognised (a truncated or unlisted name: "TRF TO OGHE", "Transfer-KEH") is money
  // sent to someone; a business counterparty is left to the rules above (or Other).
  add({ id: 'transfer.unknown', priority: 210, when: { direction: 'debit', phrases: TRANSFER_WORDS, noneOf: ['charge', 'fee', 'levy', 'commission', 'vat'], test: namedNonBusinessPayee }, then: { category: 'transfers_out', flags: ['person'] }, truncatable: false });

  // ---- Unknown card purchases, defaults
  // An unidentified card purchase is retail; a payment through a gateway to an unidentified business is not known to be.
  add({ id: 'stall.debit', priority: 515, when: { direction: 'debit', phrases: ['stall', 'market stall', 'shop no'] }, then: { category: 'shopping' }, truncatable: false });
  // The holder's own name on a transfer the grammar could not read ("U-MOB/ADA OBI NWOSU", "NIP CR/OBI ADA"): own money.
  add({ id: 'holder.debit', priority: 340, when: { direction: 'debit', phrases: TRANSFER_WORDS, noneOf: ['charge', 'fee', 'levy', 'commission', 'vat'], test: (c) => c.holderNamed === true && !SENDER_AND_PAYEE.test(c.n.text) }, then: { category: 'savings_investment', flags: ['own_account'] }, truncatable: false });
  add({ id: 'holder.credit', priority: 470, when: { direction: 'credit', noneOf: ['salary', 'refund', 'reversal', 'loan'], test: (c) => c.holderNamed === true && c.person === null && !SENDER_AND_PAYEE.test(c.n.text) }, then: { category: 'own_transfer' } });
  add({ id: 'card.unknown', priority: 200, when: { direction: 'debit', channels: ['pos', 'web'], noneOf: GATEWAYS.filter((g) => !['web', 'pos'].includes(g)) }, then: { category: 'shopping' } });
  add({ id: 'default.debit', priority: 0, when: { direction: 'debit' }, then: { category: 'other_expense' } });
  add({ id: 'default.credit', priority: 0, when: { direction: 'credit' }, then: { category: 'transfer_in' } });
  for (const r of kindRules()) add(r);
  for (const r of purposeRules(namesPerson)) add(r);
  for (const r of paymentRailRules()) add(r);
  for (const r of [...personaTransferRules(), ...memoClassRules(), ...memoFirstRules()]) add(r);
  for (const r of [...workInputRules(), ...cashPointAndBillShareRules(), ...loansBetweenPeopleRules(), ...keptMoneyRules()]) add(r);
  for (const r of [...agentTerminalAndPublicBodyRules(), ...burialAndCelebrationRules(), ...householdStaffPayRules(), ...payrollAndReimbursementRules()]) add(r);
  return rules;
}
