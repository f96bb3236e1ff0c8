/**
 * Kind words of invented card-line names (added with set O): a business centre, a wholesaler, a gas shop, a food
 * courier, and kind words cut short where a terminal's name field ends (`PROVISION STOR`, `FILLING STATIO`,
 * `SPECIALIST HOS`). Each list is a kind, broad enough for the next writer's `<ANY NAME> MULTIBIZ`; the rules that
 * read them are in categorise/card-kind-rules.ts.
 */

/**
 * A business centre, a cyber café or a "multibiz"/"global links"/"concept" outfit on a card line: photocopying,
 * printing, typing and lamination, a personal service (conventions 8 and 10: other), not a shop.
 */
// prettier-ignore
export const BUSINESS_CENTRE_WORDS: readonly string[] = ['business centre', 'business center', 'business centr', 'business ctr', 'biz centre', 'biz center', 'multibiz', 'multi biz', 'multibiz ventures', 'global links', 'global link', 'globallinks', 'concept', 'concepts', 'cyber cafe', 'cybercafe', 'cyber centre', 'photocopy', 'photocopies', 'typesetting', 'lamination'];
/** A cash-out at the centre is cash; its stock, a refund or a named shop's goods word keep their own reading. */
// prettier-ignore
export const NOT_BUSINESS_CENTRE: readonly string[] = ['refund', 'reversal', 'cash', 'withdrawal', 'cash out', 'cashout', 'stock', 'wholesale', 'resale', 'supplies', 'concept store', 'hair', 'fashion', 'boutique', 'furniture', 'interiors', 'electronics', 'phones', 'kitchen', 'foods', 'food'];

/**
 * Kind words a terminal cuts at its name field's end (`NDAYAKO PROVISION STOR`, `ADESINA FILLING STATIO`,
 * `MBAH SPECIALIST HOSPIT`): the last word may be any prefix of at least `min` letters of the full word; the words
 * before it must be whole. One category each.
 */
export interface CutKind {
  phrase: string;
  min: number;
  category: 'food_groceries' | 'transport' | 'health' | 'other_expense';
}
// prettier-ignore
export const CUT_KIND_WORDS: readonly CutKind[] = [
  { phrase: 'provision stores', min: 2, category: 'food_groceries' },
  { phrase: 'provisions', min: 9, category: 'food_groceries' },
  { phrase: 'foodstuffs', min: 6, category: 'food_groceries' },
  { phrase: 'food stuffs', min: 3, category: 'food_groceries' },
  { phrase: 'frozen foods', min: 3, category: 'food_groceries' },
  { phrase: 'mini mart', min: 2, category: 'food_groceries' },
  { phrase: 'minimart', min: 6, category: 'food_groceries' },
  { phrase: 'supermarket', min: 7, category: 'food_groceries' },
  { phrase: 'filling station', min: 4, category: 'transport' },
  { phrase: 'petrol station', min: 4, category: 'transport' },
  { phrase: 'fuel station', min: 4, category: 'transport' },
  { phrase: 'mega station', min: 4, category: 'transport' },
  { phrase: 'specialist hospital', min: 3, category: 'health' },
  { phrase: 'hospital', min: 5, category: 'health' },
  { phrase: 'medical centre', min: 3, category: 'health' },
  // A pharmacy as terminals abbreviate it (PHCY; PHC alone is also Port Harcourt) and a clinic spelt klinik, cut.
  { phrase: 'phcy', min: 4, category: 'health' },
  { phrase: 'pharmacy', min: 6, category: 'health' },
  { phrase: 'klinik', min: 5, category: 'health' },
  { phrase: 'clinic', min: 5, category: 'health' },
  { phrase: 'business centre', min: 2, category: 'other_expense' },
  // Only the cut word itself: a whole "business" (`CAC BUSINESS NAME REG`) is no business centre.
  { phrase: 'busines', min: 7, category: 'other_expense' },
];

/** A gas shop's own name (`OBAT GAS`, `<X> GAS`) is cooking gas (convention 9), even beside a fuel marketer's name. */
// prettier-ignore
export const NOT_GAS_SHOP: readonly string[] = ['refund', 'reversal', 'filling', 'petrol', 'fuel', 'oil and gas', 'oil gas', 'gas oil', 'depot', 'stock', 'resale', 'wholesale', 'vegas', 'gas cooker', 'gas cookers', 'cooker', 'burner', 'regulator', 'cylinders'];

/** A food courier or a food delivery service brings a meal: food (convention 6), not a courier's service. */
// prettier-ignore
export const FOOD_DELIVERY_WORDS: readonly string[] = ['food courier', 'food couriers', 'food delivery', 'food dispatch', 'meal delivery', 'food express'];

/** A "cash and carry" wholesaler: a trade's stock, a household's food. */
// prettier-ignore
export const CASH_AND_CARRY_WORDS: readonly string[] = ['cash and carry', 'cash n carry', 'cash carry', 'cashandcarry'];

/** A store name with "save" in it (`SHOP AND SAVE`, `BUY N SAVE`) is a supermarket, not a savings pocket. */
// prettier-ignore
export const SAVE_STORE_WORDS: readonly string[] = ['shop and save', 'shop n save', 'shopandsave', 'shop save', 'buy and save', 'buy n save', 'shop and smile'];

/** Leisure parks by their kind of name (`DREAM LAND`, `WONDER LAND`): entertainment on a card line. */
// prettier-ignore
export const LEISURE_LAND_WORDS: readonly string[] = ['dream land', 'dreamland', 'wonder land', 'wonderland', 'fun land', 'fantasy land', 'magic land', 'adventure land', 'joy land', 'kiddies land', 'kids land'];

/**
 * Large Nigerian employers (manufacturers, oil and gas, banks' and conglomerates' companies) whose transfers to a
 * salaried account are its pay. The vocabulary only: the salaried-persona rule that reads it is the grammar's.
 */
// prettier-ignore
export const EMPLOYER_NAMES: readonly string[] = ['jumia services', 'jumia nigeria', 'jumia services ltd', 'airtel networks', 'airtel networks ltd', 'airtel networks limited', 'mtn nigeria communications', 'uac foods', 'uac of nigeria', 'uacn', 'cway', 'cway food and beverages', 'emzor', 'emzor pharmaceutical', 'seplat', 'seplat energy', 'olam', 'olam nigeria', 'dangote', 'dangote cement', 'bua', 'bua cement', 'flour mills', 'nestle nigeria', 'nigerian breweries', 'guinness nigeria', 'cadbury nigeria', 'unilever nigeria', 'pz cussons', 'fidson', 'may and baker', 'glaxosmithkline', 'lafarge', 'julius berger', 'total energies', 'totalenergies', 'shell petroleum', 'spdc', 'chevron nigeria', 'nlng', 'nigeria lng', 'interswitch', 'promasidor', 'honeywell flour', 'presco', 'okomu', 'nascon', 'dufil', 'friesland', 'wamco', 'seven up', 'sbc', 'coca cola hellenic', 'nbc', 'unilever', 'transcorp', 'heirs holdings', 'elumelu'];

/**
 * Governments and their services as employers (`EDO STATE CIVIL SERVICE`, `ENUGU STATE GOVT`, `<X> SUBEB`): their
 * credits to a salaried or civil servant's account are pay. The vocabulary only, for the salary rule to read.
 */
// prettier-ignore
export const PUBLIC_EMPLOYER_WORDS: readonly string[] = ['state civil service', 'civil service', 'civil service commission', 'state govt', 'state government', 'state gov', 'local govt', 'local government', 'lga', 'lgea', 'subeb', 'teaching service commission', 'tescom', 'state house of assembly', 'hospitals management board', 'federal civil service', 'ippis', 'fgn ippis', 'office of the head of service'];

/**
 * A firm's generic word on a card purchase (`OLUWA <X> ENT`, `<X> ENTERPRISES`, `<X> INVESTMENT LTD`): the name says a
 * business, not what it sells, so it stays Other (an unknown shop behind a gateway, conventions 8/10), not retail or
 * a savings platform. Any kind or brand word beside it decides first.
 */
// prettier-ignore
export const GENERIC_FIRM_WORDS: readonly string[] = ['ent', 'enterprise', 'enterprises', 'enterprize'];
/** A company named "investment" (`<X> INVESTMENT LTD`) on a card line: a firm, not a savings platform. */
// prettier-ignore
export const INVESTMENT_FIRM_WORDS: readonly string[] = ['investment ltd', 'investments ltd', 'investment limited', 'investments limited', 'investment nig', 'investments nig', 'investment co', 'investment company'];
/** A savings plan, a top-up or a fund named beside "investment" is money saved; a cash-out is cash. */
// prettier-ignore
export const NOT_GENERIC_FIRM: readonly string[] = ['refund', 'reversal', 'cash', 'withdrawal', 'wdl', 'cash out', 'cashout', 'float', 'savings', 'save', 'deposit', 'fund', 'funding', 'top up', 'topup', 'contribution', 'plan', 'target', 'stock', 'goods', 'wholesale', 'resale', 'supplies'];

/**
 * Kind words found inside a card line's glued name (`POSPURCHASE@BOVASFILLINGSTATIONMOWE`, `…EKOHOSPITALORLU`): the
 * name, the kind and the town run together, so the word is looked for inside the glued token.
 */
export interface GluedKind {
  word: string;
  category: 'food_groceries' | 'transport' | 'health' | 'utilities' | 'other_expense';
}
// prettier-ignore
export const GLUED_KIND_WORDS: readonly GluedKind[] = [
  { word: 'gasstation', category: 'utilities' },
  { word: 'fillingstation', category: 'transport' },
  { word: 'fillingstatio', category: 'transport' },
  { word: 'petrolstation', category: 'transport' },
  { word: 'megastation', category: 'transport' },
  { word: 'fuelstation', category: 'transport' },
  { word: 'hospital', category: 'health' },
  { word: 'specialisthos', category: 'health' },
  { word: 'pharmacy', category: 'health' },
  { word: 'supermar', category: 'food_groceries' },
  { word: 'minimart', category: 'food_groceries' },
  { word: 'provisionst', category: 'food_groceries' },
  { word: 'foodstuf', category: 'food_groceries' },
  { word: 'cashandcarry', category: 'food_groceries' },
  { word: 'businesscent', category: 'other_expense' },
  { word: 'globallink', category: 'other_expense' },
  { word: 'multibiz', category: 'other_expense' },
];

/**
 * Food, drink and household-goods manufacturers a trade buys cartons from by bank transfer (`TRF TO CHI LIMITED`): a
 * trade's bulk order to one of them is stock, whatever its brand's shelf category says.
 */
// prettier-ignore
export const MANUFACTURER_NAMES: readonly string[] = ['chi limited', 'chi ltd', 'chi plc', 'nestle nigeria', 'nestle', 'cadbury nigeria', 'cadbury', 'nigerian breweries', 'guinness nigeria', 'dufil', 'dufil prima', 'promasidor', 'flour mills', 'honeywell flour', 'olam nigeria', 'uac foods', 'cway', 'seven up', 'coca cola hellenic', 'nbc', 'friesland', 'frieslandcampina', 'wamco', 'dangote sugar', 'bua foods', 'pz cussons', 'unilever nigeria', 'nascon', 'presco', 'okomu'];
