/**
 * Kinds of business and kinds of memo that no list of names can hold: what a word of the trade says (a hospital, a
 * water or waste board, an airline, cooking gas, a hostel let by a person, a POS agent's deposit for a customer, a
 * pension paid as a programmed withdrawal). Each rule reads a class of narration, never one narration.
 */
import { COOPERATIVE_WORDS, COURIER_WORDS, DEPOSIT_INTEREST_WORDS, NOT_COOPERATIVE_SAVING, NOT_PUBLIC_LEVY, PUBLIC_LEVY_SCOPE, PUBLIC_LEVY_WORDS, FUEL_DEPOT_WORDS, HMO_WORDS, INSURER_KIND_WORDS, SAVINGS_MANDATE_WORDS, NOT_SHOP_KIND, SHOP_KIND_WORDS, NOT_PUBLIC_DUES, PUBLIC_DUES_WORDS, STOCK_WORDS, GIVING_KIND_WORDS, GOVERNMENT_KIND_WORDS, GOVERNMENT_SCOPE, INVESTMENT_KIND_WORDS, LEISURE_VENUE_WORDS, NOT_GIVING_KIND, NOT_GOVERNMENT_KIND, NOT_INVESTMENT_KIND, NOT_LEISURE_VENUE, PERSON_NAMES, PERSONAL_PERSONAS, VEHICLE_TRADE_WORDS, VEHICLE_KIND_WORDS, NOT_VEHICLE_KIND, PERSONAL_CARE_SERVICE_WORDS, NOT_PERSONAL_CARE_SERVICE, TRADE_STOCK_WORDS, TRADING_PERSONAS, BETTING_WALLET_WORDS, DIGIT_BRANDS, WHOLESALE_MARKET_WORDS, MERCHANTS } from '../lexicon/index.ts';
import type { Rule, RuleContext } from './engine.ts';
import { namesPerson } from './transfer-memos.ts';
import { shapeWordRules } from './shape-words.ts';
import { tradeKindRules } from './trade-kind-rules.ts';
import { cardKindRules } from './card-kind-rules.ts';
import { gluedCardKindRules } from './glued-card-kinds.ts';

/** Words of a card or web payment line. */
const CARD_OR_WEB_WORDS = ['pos', 'purchase', 'pur', 'card', 'web', 'pmt', 'paystack', 'flw', 'flutterwave', 'online payment', 'ecom'];

/** A household cylinder's size beside "gas" (3 to 15 kg); a 50 kg cylinder is a trader's or a kitchen's stock. */
const GAS_CYLINDER_SIZE = /\bgas\W*(?:[1-9]|1[0-5])(?:\.5)?\s?kg\b|\b(?:[1-9]|1[0-5])(?:\.5)?\s?kg\W*gas\b/i;

/** A fuel brand's or a depot's cooking gas ("OANDO LPG", "LPG DEPOT", "NIPCO GAS PLANT") is a utility, not fuel or stock. */
const COOKING_GAS = ['lpg', 'cooking gas', 'gas refill', 'gas refilling', 'refill gas', 'refill my gas', 'refil gas', 'gas refil', 'cylinder refill', 'refill cylinder', 'gas plant', 'lpg depot', 'lpg plant', 'gas depot', 'gas shop', 'gas station', 'gas stations'];

/**
 * State water and waste boards written as acronyms: waste management authorities end in WAMA or WMA (RIWAMA, ESWAMA,
 * OYWMA), environmental protection and sanitation agencies in SEPA or EPSA (KASEPA, PEPSA), water corporations and
 * boards in WC or WB after a state's letters (FCTWB), or SWC, SWB, SWAC for a State Water Corporation or Board (KADSWAC, EDSWB). Words of 5+ letters only, so ordinary words do not match.
 */
const BOARD_ACRONYM = /^[a-z]{1,4}(?:wama|wma|pwma|sepa|epsa|swc|swb|swac|swsc|wb|wc)$/;
/** A board's registration, permit or fine is a government fee, not the water or waste bill. */
const BOARD_NOT_BILL = ['reg', 'registration', 'permit', 'licence', 'license', 'fine', 'penalty', 'certificate', 'certification'];
function namesWaterOrWasteBoard(c: RuleContext): boolean {
  return c.n.tokens.some((w) => w.length >= 5 && BOARD_ACRONYM.test(w));
}

/**
 * Teaching hospitals by acronym: a U(niversity) then up to two letters then TH (LUTH, UPTH, UNTH, ABUTH, OAUTHC,
 * LASUTH); common words and names of the same shape (youth, south, mouth, truth, Ruth) are not hospitals.
 */
const TEACHING_HOSPITAL = /^[a-z]{0,4}u[a-z]{0,2}thc?$/;
const NOT_HOSPITAL = new Set(['youth', 'south', 'mouth', 'truth', 'ruth', 'uth']);
function namesTeachingHospital(c: RuleContext): boolean {
  return c.n.tokens.some((w) => w.length >= 4 && w.length <= 7 && TEACHING_HOSPITAL.test(w) && !NOT_HOSPITAL.has(w) && !PERSON_NAMES.has(w));
}

/** What a hospital or clinic does: beside a church's or a mission's name ("ST MARY CATHOLIC HOSP") it is still health. */
const HOSPITAL_WORDS = ['hosp', 'hospital', 'teaching h', 'teaching hosp', 'teaching hospital', 'specialist hosp', 'federal medical', 'clinic', 'medical centre', 'medical center', 'maternity', 'health centre', 'health center', 'diagnostics', 'diagnostic centre', 'diagnostic center', 'diagnostic', 'laboratory', 'laboratories', 'medical lab', 'medical laboratory', 'imaging', 'dental', 'dental clinic', 'eye clinic', 'eye centre', 'eye center', 'specialist clinic', 'physiotherapy', 'fertility centre', 'fertility clinic'];
/** Giving to a church's hospital fund is giving: these words keep the church's rule. */
const GIVING_WORDS = ['charity', 'offering', 'tithe', 'tithes', 'donation', 'building fund', 'harvest', 'seed', 'levy', 'welfare', 'thanksgiving', 'support'];

/** A POS agent sends money to a customer's account for the cash the customer handed over: the agent's trading outflow. */
const CUSTOMER_DEPOSIT = ['cash deposit', 'cash dep', 'cust dep', 'customer dep', 'for customer', 'for cust', 'customer deposit', 'cust deposit', 'deposit for customer', 'deposit for cust', 'customer cash', 'cust cash', 'deposit trf', 'deposit transfer', 'pos deposit', 'pos cust', 'pos customer'];

/** An airline named "<X> AIR" (Rano Air, Max Air, Azman Air); an aircon, the Air Force or an air freshener is not one. */
const AIR_NOT_AIRLINE = ['conditioner', 'conditioners', 'conditioning', 'condition', 'force', 'freshener', 'cooler', 'fryer', 'pump', 'time', 'recharge', 'vtu', 'data'];

/** "DIV" first, or beside a registrar or a dividend's period (final, interim), is a dividend, not a word of a name. */
const DIVIDEND_CONTEXT = ['reg', 'registrar', 'registrars', 'final', 'interim', 'prudential', 'meristem', 'cardinalstone', 'coronation', 'greenwich', 'apel', 'pace', 'unitrust', 'first registrars', 'dividend'];
function registrarDividend(c: RuleContext): boolean {
  return c.n.text.startsWith('div ') || c.n.tokens.some((w) => DIVIDEND_CONTEXT.includes(w));
}

/** Workshops and parts for a vehicle: a clinic, a works or a "care" for a car is the car's upkeep (transport). */
const AUTO_SHOP = ['auto clinic', 'car care', 'motors workshop', 'motor workshop', 'auto works', 'autoworks', 'auto workshop', 'auto repairs', 'auto repair', 'auto centre', 'auto center', 'auto service', 'auto services', 'auto mechanic', 'mechanic workshop', 'auto electrician', 'auto spare', 'auto parts', 'toyota parts', 'honda parts', 'lexus parts', 'motor parts', 'motors parts', 'motor spares', 'car spares', 'vehicle parts', 'car battery'];
/**
 * A savings product of a lender ("FAIRMONEY SAVINGS"): saved, not a repayment (no loan word beside it). A microfinance
 * bank's group-loan savings deducted with its name (`LAPO COMPULSORY SAVINGS`) is the borrower's own savings too.
 */
const LENDER_SAVINGS = ['carbon invest', 'carbon investment', 'fairmoney savings', 'fairmoneysavings', 'carbon savings', 'renmoney savings', 'renmoney fixed deposit', 'compulsory savings'];

/** Every bookmaker's name the lexicon knows, for the wallet-funding rule. */
const BETTING_ALIASES = MERCHANTS.filter((m) => m.category === 'betting').flatMap((m) => m.aliases.filter((a) => a.length >= 4));

/** Charge words leading a charge's own line. */
const CHARGE_PREFIX = /^(?:vat|nip charge|nip vat|nip fee|sms charge|sms alert|stamp duty|emt levy|comm|commission|transfer charge|trf charge)\b/;

/** The same words glued to the payee or to a count ("NIP CHARGEADA OBI/…", "VATCHIDI …", "SMS8/ALERT/…"). */
const GLUED_CHARGE_PREFIX = /^(?:vat|nip ?charge)[a-z]/i;
/** An SMS alert charge's own line, with the count of messages glued on ("SMS8/ALERT/…"): a month's alerts cost up to ₦2,000. */
const SMS_ALERT_LINE = /^sms ?\d*\W*alerts?\b/i;

export function kindRules(): Rule[] {
  return [
    { id: 'kind.cooking-gas', priority: 568, when: { direction: 'debit', phrases: COOKING_GAS, noneOf: ['refund', 'reversal'] }, then: { category: 'utilities' }, truncatable: false },
    // Above Remita (540): a board's bill collected through Remita is the board's; its registration or permit is government.
    { id: 'kind.water-waste-board', priority: 545, when: { direction: 'debit', person: false, noneOf: BOARD_NOT_BILL, test: namesWaterOrWasteBoard }, then: { category: 'utilities' } },
    // Above the church and charity names (560), below a gift to a person for a hospital bill (person.help.debit 564).
    { id: 'kind.hospital', priority: 562, when: { direction: 'debit', phrases: HOSPITAL_WORDS, noneOf: GIVING_WORDS, person: false }, then: { category: 'health' }, truncatable: false },
    { id: 'kind.teaching-hospital', priority: 519, when: { direction: 'debit', person: false, test: namesTeachingHospital }, then: { category: 'health' } },
    { id: 'kind.airline', priority: 519, when: { direction: 'debit', phrases: ['air', 'airways', 'airlines'], noneOf: AIR_NOT_AIRLINE }, then: { category: 'entertainment' }, truncatable: false },
    // A hostel let by a person (a private landlord) is housing; a school's or university's hostel fee stays education.
    { id: 'kind.hostel.person', priority: 562, when: { direction: 'debit', phrases: ['hostel', 'hostel fee', 'hostel rent', 'hostel accommodation'], person: true, notChannels: ['pos', 'web', 'atm'] }, then: { category: 'rent_housing' }, truncatable: false },
    // Above a person (300), a bare name and the float rule's words; a refund to the customer is not a deposit.
    { id: 'persona.pos-agent.deposit', priority: 604, when: { direction: 'debit', personas: ['pos-agent'], phrases: CUSTOMER_DEPOSIT, noneOf: ['reversal', 'refund', 'rent', 'land', 'house', 'school'] }, then: { category: 'business_expense', flags: ['persona'] }, truncatable: false },
    // A POS agent funding a named person's wallet ("BAXI WALLET FUNDING ADA OBI", "Wallet top-up from ADA OBI") hands
    // over e-value for the cash a customer gave: the business's outflow (as a customer cash deposit), not a bill or help.
    { id: 'persona.pos-agent.wallet-funding', priority: 604, when: { direction: 'debit', personas: ['pos-agent'], phrases: ['wallet funding', 'wallet top up', 'wallet topup'], noneOf: ['reversal', 'refund', 'my', 'own', 'self'], test: namesPerson }, then: { category: 'business_expense', flags: ['persona'] }, truncatable: false },
    // A pension paid out by PTAD or a PFA as a "programmed withdrawal" is pension, not a withdrawal.
    { id: 'kind.pension.programmed', priority: 756, when: { direction: 'credit', phrases: ['programmed withdrawal', 'programme withdrawal', 'ptad'], noneOf: ['refund', 'reversal', 'lump sum', 'gratuity'] }, then: { category: 'salary', flags: ['persona'] }, truncatable: false },
    // Goods bought "for resale" are stock whatever they are (spare parts, phones, fabric).
    { id: 'kind.resale', priority: 563, when: { direction: 'debit', phrases: ['for resale', 'resale', 'to resell', 'for resell'], noneOf: ['refund', 'reversal'] }, then: { category: 'business_expense' }, truncatable: false },
    // A dividend paid through a registrar ("…/AFRICA PRUDENTIAL REG/SEPLAT DIV", "DIV/MTNN/2024 FINAL/…").
    { id: 'kind.dividend.registrar', priority: 622, when: { direction: 'credit', phrases: ['div'], noneOf: ['refund', 'reversal'], test: registrarDividend }, then: { category: 'interest' }, truncatable: false },
    // Above a hospital's words (a car's "clinic"), a supplier, a person's name and a purchase memo.
    { id: 'kind.auto-shop', priority: 569, when: { direction: 'debit', phrases: AUTO_SHOP, noneOf: ['refund', 'reversal', 'for resale', 'resale'] }, then: { category: 'transport' }, truncatable: false },
    { id: 'kind.lender-savings', priority: 785, when: { direction: 'debit', phrases: LENDER_SAVINGS, noneOf: ['loan', 'repayment', 'repay', 'instalment', 'installment', 'due'] }, then: { category: 'savings_investment' }, truncatable: false },
    // A church's tithe, offering or harvest levy (Christ Apostolic Church is also written CAC) is giving, above a levy's
    // charge words and the government body of the same letters.
    { id: 'kind.church-giving', priority: 805, when: { direction: 'debit', phrases: ['tithe', 'tithes', 'offering', 'harvest levy', 'harvest', 'thanksgiving', 'welfare', 'building fund', 'church levy'], anyOf: ['church', 'mfm', 'rccg', 'cac', 'chapel', 'parish', 'cathedral', 'ministries', 'assembly', 'mosque', 'catholic', 'methodist', 'anglican', 'baptist'] }, then: { category: 'giving' }, truncatable: false },
    // A charge's own line names the transfer it was taken on ("VAT/GOSHEN ESTATE/…", "NIP CHARGE/<payee>/…"): a few
    // naira led by a charge word is the charge, not a payment to the payee it names.
    { id: 'kind.charge-prefix', priority: 795, when: { direction: 'debit', maxAmount: 10_000, noneOf: ['refund', 'reversal'], test: (c) => CHARGE_PREFIX.test(c.n.text) || GLUED_CHARGE_PREFIX.test(c.description) }, then: { category: 'bank_charges' }, truncatable: false },
    { id: 'kind.sms-alert-line', priority: 795, when: { direction: 'debit', maxAmount: 200_000, noneOf: ['refund', 'reversal'], test: (c) => SMS_ALERT_LINE.test(c.description) }, then: { category: 'bank_charges' }, truncatable: false },
    // Above a trader's supplier words (560) and the market's and food's names: the state collects these dues.
    { id: 'kind.public-dues', priority: 580, when: { direction: 'debit', phrases: PUBLIC_DUES_WORDS, noneOf: NOT_PUBLIC_DUES }, then: { category: 'tax_government' }, truncatable: false },
    // Above cooking gas (568): a trade's restock from a depot is stock; a home's gas from a depot stays a utility.
    { id: 'kind.depot-restock.trade', priority: 570, when: { direction: 'debit', personas: ['business', 'sme', 'pos-agent'], phrases: FUEL_DEPOT_WORDS, anyOf: STOCK_WORDS, noneOf: ['refund', 'reversal'] }, then: { category: 'business_expense' }, truncatable: false },
    // A cylinder's size ("… gas 6kg", "12.5KG GAS") is a home's cooking gas on any account, unless the memo says stock.
    { id: 'kind.cooking-gas.size', priority: 569, when: { direction: 'debit', phrases: ['gas'], noneOf: [...STOCK_WORDS, 'refund', 'reversal', 'depot', 'plant'], test: (c) => GAS_CYLINDER_SIZE.test(c.description) }, then: { category: 'utilities' }, truncatable: false },
    // Above a purpose word (563) and a brand (560), on a card or web line only (its words read after glue is split,
    // "POSPURCHASE"): a shop's kind is its name's point.
    { id: 'kind.shop-by-kind.card', priority: 564, when: { direction: 'debit', phrases: SHOP_KIND_WORDS, anyOf: CARD_OR_WEB_WORDS, noneOf: NOT_SHOP_KIND }, then: { category: 'shopping' }, truncatable: false },
    // Above the loan words (760): an HMO's "repayment mandate" is its premium; an HMO's loan stays a loan.
    { id: 'kind.hmo-mandate', priority: 761, when: { direction: 'debit', phrases: HMO_WORDS, noneOf: ['loan', 'refund', 'reversal', 'salary advance'] }, then: { category: 'health' }, truncatable: false },
    // The same for an insurer's or a fund's mandate: a "repayment mandate" is how it collects, not a loan.
    { id: 'kind.insurer-mandate', priority: 761, when: { direction: 'debit', phrases: INSURER_KIND_WORDS, allOf: ['mandate'], noneOf: ['loan', 'refund', 'reversal', 'credit life'] }, then: { category: 'insurance' }, truncatable: false },
    { id: 'kind.savings-mandate', priority: 761, when: { direction: 'debit', phrases: SAVINGS_MANDATE_WORDS, allOf: ['mandate'], noneOf: ['loan', 'refund', 'reversal'] }, then: { category: 'savings_investment' }, truncatable: false },
    // Above a savings brand's credit (826): the deposit's interest is interest.
    { id: 'kind.deposit-interest.credit', priority: 827, when: { direction: 'credit', phrases: DEPOSIT_INTEREST_WORDS, noneOf: ['reversal', 'refund'] }, then: { category: 'interest' }, truncatable: false },
    // Above a fashion brand or shop inside the name (560-564), on a card or web line: the salon's or laundry's service.
    { id: 'kind.personal-care.card', priority: 566, when: { direction: 'debit', phrases: PERSONAL_CARE_SERVICE_WORDS, anyOf: CARD_OR_WEB_WORDS, noneOf: NOT_PERSONAL_CARE_SERVICE }, then: { category: 'other_expense' }, truncatable: false },
    // Above the workshop's parts words (569): a trader's stock from a parts wholesaler is the trade's cost.
    { id: 'kind.parts-wholesale.trade', priority: 571, when: { direction: 'debit', personas: TRADING_PERSONAS, phrases: [...AUTO_SHOP, ...VEHICLE_TRADE_WORDS], anyOf: TRADE_STOCK_WORDS, noneOf: ['refund', 'reversal'] }, then: { category: 'business_expense' }, truncatable: false },
    // Above the own-money memo (600): "<BOOKMAKER> FUNDING" funds a betting wallet.
    { id: 'kind.betting-wallet', priority: 601, when: { direction: 'debit', phrases: BETTING_ALIASES, anyOf: BETTING_WALLET_WORDS, noneOf: ['refund', 'reversal', 'withdrawal', 'payout'] }, then: { category: 'betting' }, truncatable: false },
    // Above a shop's goods and purpose words (561, 563): a trade's payment to a stall in a wholesale market is stock
    // (not to the market's traders' own society, `BODIJA MARKET WOMEN MULTIPURPOSE COOP`: a contribution).
    { id: 'kind.wholesale-market.trade', priority: 564, when: { direction: 'debit', personas: TRADING_PERSONAS, notChannels: ['pos', 'web', 'atm'], phrases: WHOLESALE_MARKET_WORDS, noneOf: ['refund', 'reversal', 'rent', 'levy', 'dues', 'toll', 'coop', 'cooperative', 'multipurpose', 'thrift'] }, then: { category: 'business_expense' }, truncatable: false },
    // At a brand's rank (560): a brand whose name carries a digit, read on the raw line.
    ...DIGIT_BRANDS.map((b, i): Rule => ({ id: `kind.digit-brand.${i}`, priority: 560, when: { direction: 'debit', noneOf: ['refund', 'reversal'], test: (c) => b.pattern.test(c.description) }, then: { category: b.category }, truncatable: false })),
    ...shapeWordRules(),
    ...tradeKindRules(),
    ...cardKindRules(),
    ...gluedCardKindRules(),
    ...nameKindRules(),
    { id: 'kind.dividend', priority: 621, when: { direction: 'credit', phrases: ['div pmt', 'div paymt', 'dividend pmt', 'div warrant', 'dividend warrant', 'e dividend', 'edividend'] }, then: { category: 'interest' }, truncatable: false },
  ];
}

/**
 * What an unknown payee's own name says it is (lexicon/kinds.ts). Kind words outrank a brand inside the name where
 * the kind is the point ("AXA MANSARD INVEST" is the investment arm, "FOOD BANKING NIGERIA" a charity), and rank just
 * above generic purpose words where a brand should still decide (a venue's "bar", a public body's "authority").
 */
function nameKindRules(): Rule[] {
  return [
    { id: 'kind.giving-org', priority: 563, when: { direction: 'debit', phrases: GIVING_KIND_WORDS, person: false, noneOf: NOT_GIVING_KIND }, then: { category: 'giving' }, truncatable: false },
    { id: 'kind.investment-arm', priority: 566, when: { direction: 'debit', phrases: INVESTMENT_KIND_WORDS, noneOf: NOT_INVESTMENT_KIND }, then: { category: 'savings_investment' }, truncatable: false },
    { id: 'kind.public-body', priority: 558, when: { direction: 'debit', phrases: GOVERNMENT_KIND_WORDS, anyOf: GOVERNMENT_SCOPE, noneOf: NOT_GOVERNMENT_KIND, person: false }, then: { category: 'tax_government' }, truncatable: false },
    // Beside the public-body rule: a state's or a council's revenue, levy, dues or permit is government.
    { id: 'kind.public-levy', priority: 558, when: { direction: 'debit', phrases: PUBLIC_LEVY_WORDS, anyOf: PUBLIC_LEVY_SCOPE, noneOf: NOT_PUBLIC_LEVY, person: false }, then: { category: 'tax_government' }, truncatable: false },
    // Above a trader's supplier words (560): a thrift or cooperative's contribution is saved, not stock.
    { id: 'kind.cooperative-saving', priority: 561, when: { direction: 'debit', phrases: COOPERATIVE_WORDS, noneOf: NOT_COOPERATIVE_SAVING }, then: { category: 'savings_investment' }, truncatable: false },
    // A cooperative's member contribution (`NIP/<X> CICS/CONTRIBUTION`) is saved, above a gift's "contribution" (564).
    { id: 'kind.cooperative-contribution', priority: 565, when: { direction: 'debit', phrases: [...COOPERATIVE_WORDS, 'multipurpose co'], anyOf: ['contribution', 'contrib', 'monthly dues', 'savings'], noneOf: NOT_COOPERATIVE_SAVING }, then: { category: 'savings_investment' }, truncatable: false },
    { id: 'kind.leisure-venue', priority: 523, when: { direction: 'debit', phrases: LEISURE_VENUE_WORDS, noneOf: NOT_LEISURE_VENUE, person: false }, then: { category: 'entertainment' }, truncatable: false },
    // Above the supplier words (560) for an account that is not a trade's: the courier or printer served the person.
    { id: 'kind.courier.personal', priority: 561, when: { direction: 'debit', phrases: COURIER_WORDS, personas: PERSONAL_PERSONAS, noneOf: ['refund', 'reversal', 'stock', 'goods', 'wholesale', 'resale'] }, then: { category: 'other_expense' }, truncatable: false },
    // Above a named POS agent (576): a workshop's card line ending "POS" is the purchase, unless it says cash.
    { id: 'kind.vehicle-trade.card', priority: 578, when: { direction: 'debit', phrases: VEHICLE_TRADE_WORDS, channels: ['pos', 'web'], noneOf: ['withdrawal', 'wdl', 'cash out', 'cashout', 'cash', 'refund', 'reversal', 'resale', 'for resale'] }, then: { category: 'transport' }, truncatable: false },
    // Just above generic purpose words (520): a brand or a shop's goods named beside it still decide.
    { id: 'kind.vehicle-firm', priority: 521, when: { direction: 'debit', phrases: VEHICLE_KIND_WORDS, person: false, noneOf: NOT_VEHICLE_KIND }, then: { category: 'transport' }, truncatable: false },
    // A court's damages or a referral reward is other income, above a gig platform's "settlement" and "earnings" (820).
    { id: 'kind.damages-referral.credit', priority: 821, when: { direction: 'credit', phrases: ['damages', 'damages settlement', 'referral earnings', 'referral reward', 'referral rewards', 'referral bonus'], noneOf: ['refund', 'reversal', 'loan'] }, then: { category: 'other_income' }, truncatable: false },
  ];
}
