/**
 * The memo grammar of a transfer that buys something. Money sent to a person or a small business with a memo naming
 * what was bought or the service done ("iphone charger", "eye test", "towing fee", "fumigation", "cake balance") is
 * the purchase's category: paying one's OWN bill through someone's account takes the purpose's category. Money sent
 * to HELP someone ("mummy drugs", "rent support", "take am buy food") is a transfer to a person, read first.
 */
import type { Category } from '../contract.ts';
import { PERSONAL_PERSONAS } from '../lexicon/index.ts';
import type { Rule, RuleContext } from './engine.ts';

/** Staples a household buys by the bag or the tuber from a market seller. */
const FOOD_STAPLES = ['rice', 'bag rice', 'bag of rice', 'beans', 'bag beans', 'bag of beans', 'garri', 'bag garri', 'yam', 'yams', 'tubers of yam', 'foodstuffs', 'crayfish', 'bag of garri', 'semo', 'poundo'];

/** What was bought or the service paid for, by category (memo nouns, not shop names). */
const PURPOSE_NOUNS: Partial<Record<Category, readonly string[]>> = {
  shopping: [
    'charger', 'phone charger', 'iphone charger', 'phone screen', 'screen guard', 'screen protector', 'earpiece', 'earpieces', 'earpods',
    'airpods', 'power bank', 'power banks', 'bluetooth speaker', 'phone case', 'phone pouch', 'my wig', 'wig', 'wigs',
    'bag payment', 'handbag', 'for the gown', 'gown', 'jersey', 'my native', 'for my native', 'aso oke', 'sneakers',
    'wristwatch', 'wrist watch', 'perfume', 'slippers', 'sandals', 'bag', 'shoes', 'dress', 'sneaker', 'clothes',
    'shirt', 'trousers', 'jeans', 'ankara', 'weavon', 'human hair', 'bone straight', 'earrings', 'necklace', 'laptop',
    'headphones', 'headset', 'earphones', 'ring light', 'blender', 'bedsheet', 'bed sheet', 'duvet', 'curtains', 'mattress',
    'body cream', 'backpack', 'cement', 'cement and blocks', 'roofing sheets', 'iron rods', 'building materials',
    // Clothes and wear bought through a tailor or a seller, and things for the home, as Nigerians write them in memos.
    'agbada', 'kaftan', 'senator material', 'lace material', 'lacematerial', 'native attire', 'native wear', 'native material',
    'gele', 'abaya', 'hijab', 'jalabiya', 'buba', 'suit', 'blazer', 'sweater', 'hoodie', 'underwear',
    'boxers', 'heels', 'loafers', 'iphone', 'new phone', 'tablet', 'ipad', 'television', 'tv set', 'standing fan',
    'rechargeable fan', 'fridge', 'freezer', 'microwave', 'pressing iron', 'electric iron', 'kettle', 'wardrobe', 'rug',
    'carpet', 'pillows', 'cooking pot', 'kitchen utensils', 'utensils', 'lipstick', 'lotion',
    'hair attachment', 'attachment', 'jewellery', 'jewelry', 'bracelet', 'inverter', 'inverter battery', 'solar panel', 'phone battery',
    // A baby's things, a window's curtain and a self-employed person's tools bought from a seller.
    'baby cloth', 'baby clothes', 'curtain', 'camera lens', 'printer ink', 'equipment', 'tripod', 'work tools',
  ],
  health: [
    'eye test', 'eye check', 'injection', 'injections', 'scan fee', 'ultrasound', 'x ray', 'xray', 'doctor fee',
    'doctors fee', 'lab test', 'blood test', 'test fee', 'my drugs', 'insulin', 'dental', 'physio session', 'antenatal',
    'malaria', 'typhoid', 'medical test', 'eye glasses', 'pregnancy test', 'delivery bill', 'dentist', 'tooth', 'teeth',
    'home nurse', 'covid test', 'checkup', 'check up', 'medical check', 'medical checkup', 'ct scan', 'mri', 'ecg', 'lab fee',
    'lab bill', 'laboratory', 'hospital card', 'medication', 'prescription', 'physiotherapy', 'physio', 'eye drops', 'spectacles',
    'contact lens', 'surgery', 'vaccine', 'vaccination', 'immunization', 'immunisation', 'family planning', 'herbal medicine', 'midwife',
  ],
  transport: [
    'towing', 'towing fee', 'tow fee', 'bus fare', 'brake pads', 'brake pad', 'toyota parts', 'honda parts', 'car parts',
    'battery 75ah', 'car battery', 'shock absorber', 'wheel balancing', 'oil change', 'gearbox', 'engine work',
    'keke fare', 'taxi fare', 'cab fare', 'okada fare', 'fuel money keke', 'keke fuel', 'keke money', 'okada money', 'car key', 'radiator',
    'tyre', 'tyres', 'tire', 'vulcanizer', 'vulcaniser', 'vulcanizing', 'vulcanising', 'mechanic', 'mechanic fee', 'engine oil',
    'car oil', 'oil filter', 'spare part', 'spare parts', 'spark plug', 'alternator', 'fan belt', 'clutch', 'tie rod', 'ball joint',
    'wheel alignment', 'car service', 'car servicing', 'panel beater', 'panel beating', 'windscreen', 'headlamp', 'car ac',
    'car repair', 'bike repair', 'okada repair', 'keke repair', 'keke parts', 'okada parts', 'drop fare',
    // "Fare" as often written "fair" after the ride it pays for.
    'bike fair', 'keke fair', 'okada fair', 'taxi fair', 'bus fair',
    // The rider named by his ride ("bike man", "keke man") is paid for the ride (convention 9); a cut "PANEL BEAT".
    'bike man', 'okada man', 'keke man', 'panel beat',
    // The holder's own ride paid to the driver and a car's battery bought from a seller. A bare "transport" to a person
    // stays a transfer: writers send it as help as often as they pay a ride with it.
    'driver fare', 'battery for car', 'battery for my car',
    // A truck hired to move house and a car's tracker (set Y, B.7: a vehicle and its upkeep); a trading account's truck
    // hire is read first as its running cost.
    'truck hire', 'tracker installation', 'car tracker',
  ],
  other_expense: [
    'fumigation', 'legal fee', 'lawyer fee', 'shoe mending', 'shoe repair', 'hair making', 'barb', 'haircut',
    'passport photos', 'passport photo', 'laundry', 'dry cleaning', 'phone repair', 'screen repair', 'phone screen repair', 'watch repair',
    'plumber', 'plumbing', 'electrician', 'wiring', 'carpenter', 'carpentry', 'painter', 'house cleaning', 'cleaner',
    'gardener', 'photoshoot', 'decoration', 'decor', 'dj', 'affidavit', 'ironing',
    // A professional's or a fixer's service, and a loss or a fine paid to the person owed: a cost with no category.
    'lawyer', 'for the lawyer', 'solicitor', 'notary', 'lost item', 'the lost item', 'damaged item', 'breakage',
    'installation of', 'fixing of', 'fine for', 'late coming', 'late fine', 'penalty fee', 'tailor fee for',
    'hairdo', 'hair do', 'plaiting', 'braids', 'braiding', 'retouching', 'barber', 'pedicure', 'manicure', 'nails', 'nail fixing', 'nail tech',
    'lashes', 'photocopy', 'photocopies', 'lamination', 'laminating', 'typing', 'binding',
    'photos', 'gardening', 'compound cleaning',
    // A braid style ("knotless") as braiding is named; a cleaner paid for the job.
    'knotless', 'knotless braids', 'cleaning',
  ],
  education: ['coaching fee', 'project supervision', 'supervision fee', 'lesson fee', 'tutorial fee', 'exam fee', 'reg fee', 'registration fee', 'form fee', 'extra lesson', 'home lesson', 'tutor fee', 'textbook', 'textbooks', 'project fee', 'practical fee', 'school uniform', 'course registration', 'course materials', 'course material', 'handout', 'handouts', 'tutorial', 'tutorials', 'past questions',
    // A final-year project bound for submission is part of the course.
    'project binding'],
  food_groceries: [
    'lunch', 'my lunch', 'breakfast', 'dinner', 'cake balance', 'cake', 'amala', 'suya', 'groundnut oil', 'palm oil',
    'vegetable oil', 'semovita', 'foodstuff', 'maize', 'bag of rice', 'indomie', 'noodles', 'spaghetti', 'eggs',
    'soup ingredients', 'ingredients', 'for pepper', 'kpomo', 'kpomo and stockfish', 'pepper and tomatoes', 'tomatoes', 'foodstuffs for the house',
    // Staples bought by the bag from a seller ("1 bag rice"): food, not a bag (Shopping).
    ...FOOD_STAPLES,
    // Market and kitchen items bought from a seller.
    'provisions', 'food items', 'groceries', 'grocery', 'pepper', 'tomato', 'onions', 'fish', 'frozen fish', 'dry fish', 'meat',
    'goat meat', 'cow meat', 'turkey', 'ponmo', 'stockfish', 'egusi', 'ogbono', 'vegetables', 'ugu', 'bread', 'milk',
    'sugar', 'seasoning', 'plantain', 'fruits', 'soup', 'snacks', 'sachet water', 'pure water', 'potatoes', 'cassava', 'flour',
    'custard', 'cereal', 'oats', 'goat', 'ram',
    // The same in Hausa and Yoruba: soup ingredients (pepper, tomatoes, onions), fish.
    'kayan miya', 'eja',
  ],
  // A tenancy's legal-and-agreement fee and an estate's dues (refuse and security together) are housing costs;
  // an estate's light bill stays a utility bill.
  rent_housing: [
    'damage deposit', 'caution deposit', 'agreement fee', 'inspection fee', 'agency fee', 'key money',
    'legal fee agreement', 'legal and agreement', 'agreement and legal', 'agency and agreement', 'agreement and agency',
    'refuse and security', 'security and refuse', 'estate dues', 'estate levy',
  ],
  utilities: ['borehole water', 'water supply', 'water vendor', 'water seller', 'mai ruwa', 'gas refill', 'nepa bill', 'light bill', 'water bill', 'waste bill', 'meter token', 'prepaid meter'],
};

/**
 * Memo words that also name shops, stations or ordinary things ("… OIL" stations, a "SCAN" bureau, a "FINE" store):
 * read as the purpose only on a transfer to a person. Engine oil is transport (the longer phrase decides).
 */
const PERSON_PURPOSE_NOUNS: Partial<Record<Category, readonly string[]>> = {
  // Livestock and palm wine bought from a person for a ceremony (set Y), and blood bought for a patient: what they are.
  food_groceries: ['oil', 'oils', 'goat', 'goats', 'palm wine', 'cow balance'],
  transport: ['battery', 'batteries'],
  health: ['scan', 'drugs', 'drug', 'for blood', 'blood transfusion'],
  shopping: ['native', 'natives', 'senator', 'lace', 'material', 'fabric'],
  other_expense: ['hair', 'fine', 'fines'],
};

/**
 * Goods and services a household or a self-employed person buys for their own use, which an artisan's or a trader's
 * account buys as stock or job costs (sets I and U: an artisan's cables, an SME's sharp sand, an SME's doctor on
 * call are Business & Stock): read as the purpose on personal accounts only (set V), and only on a transfer to a
 * person: "CABLES DEPOT INV 8699" is a supplier, "SHOE DOCTOR" a cobbler.
 */
const PERSONAL_PURPOSE_NOUNS: Partial<Record<Category, readonly string[]>> = {
  shopping: [
    'sharp sand', 'blocks', 'pvc pipes', 'pvc pipe', 'fittings', 'breakers', 'cables', 'cake boxes', 'cake box', 'makeup kit',
    // Building materials bought through a person for the holder's own house (set Y, B.6: hardware is Shopping).
    'granite', 'laterite', 'planks', 'binding wire', 'doors', 'long span', 'roofing sheets', 'iron rods', 'iron rod',
    'cement', 'window frames', 'electrical materials',
  ],
  health: ['doctor', 'doctor consultation', 'doctors consultation'],
  // The trades that build it: a personal service (an artisan's account pays them as job costs).
  other_expense: [
    'bricklayer', 'bricklayer labour', 'iron bender', 'mason', 'labour', 'roofing labour', 'workmanship', 'site supervisor',
    'land survey', 'surveyor', 'tiler', 'pop work',
  ],
  // Land bought from a person: the taxonomy has no property category, and buying land is housing (set Y, B.6). "Omo
  // onile" is left out: "omo" as a known word splits spaced-out names ("O m o n i g h o").
  rent_housing: ['plot balance', 'deed of assignment', 'for the land', 'land payment', 'land balance'],
};

/** Memos that send help whatever purpose they name: a transfer to a person (the purpose is someone else's). */
export const HELP_PURPOSE_MEMOS = [
  'rent support', 'support for rent', 'mummy drugs', 'mama drugs', 'daddy drugs', 'papa drugs', 'mum drugs',
  'mummy medicine', 'take am', 'take am buy', 'buy food', 'chop money', 'for mummy', 'for daddy', 'for your',
  'for ur', 'for una', 'medical support', 'hospital support', 'drug support', 'sapa', 'manage am', 'use am',
  'buy yourself', 'for your mum', 'for your dad', 'for baby', 'baby things', 'get well soon', 'get well',
  // Pidgin for a child's needs paid for someone else ("pikin school fees support"): help, whatever the need.
  'pikin school fees', 'pikin fees', 'pikin school', 'for pikin', 'school fees support', 'school fees sup',
];

/** Words that make the payment stock or a loan rather than one purchase for oneself. */
const NOT_ONE_PURCHASE = [
  'refund', 'reversal', 'resale', 'for resale', 'wholesale', 'restock', 'stock', 'supply', 'supplies', 'cartons',
  'carton', 'crates', 'bales', 'bundles', 'dozen', 'sacks', 'loan', 'salary', 'support', 'help', 'savings', 'terminal',
];

/** Accounts that trade: a quantity in the memo ("10 bags maize") makes their payment stock, read elsewhere. */
const TRADING = ['sme', 'business', 'pos-agent'];
const QUANTITY = /(?:^| )(?:\d+ )?(?:bags|cartons|crates|bales|bundles|pcs|pieces|packs|sacks|drums|tins|rolls|yards)(?: |$)/;
/**
 * On a trading account "for X" or "payment for X" (not "for my X", "for the X", nor the home's pot: "for soup
 * ingredients") and plural goods are stock bought.
 */
const FOR_GOODS = /(?:^| )(?:pay|payment|pymt|pmt)? ?for (?!my |the |me |mummy |daddy |soup )[a-z]/;
const PLURAL_GOODS = /(?:^| )(?:chargers|earpieces|wigs|gowns|cakes|jerseys|phones|batteries|rods|sheets|blocks)(?: |$)/;
const STOCK_WORDS = /(?:^| )(?:inv|invoice|goods|order|orders|supply|supplies)(?: |$)/;
/** Letter-spaced rows ("C H I C K E N  R E P U B L I C") join into words a memo noun may sit inside by chance. */
const LETTER_SPACED = /(?:^|\s)(?:\S ){5}/;
const onePurchase = (c: RuleContext): boolean => {
  if (LETTER_SPACED.test(c.description)) return false;
  if (!c.persona || !TRADING.includes(c.persona)) return true;
  const t = c.n.text;
  return !QUANTITY.test(t) && !FOR_GOODS.test(t) && !PLURAL_GOODS.test(t) && !STOCK_WORDS.test(t);
};

/**
 * Rules: a help memo to a person first (565, above the purpose), then the purpose (563, above a shop's kind, a
 * supplier and a person, below a bank charge, a loan and named billers).
 */
export function purposeRules(namesPerson: Rule['when']['test']): Rule[] {
  const rules: Rule[] = [
    {
      id: 'person.help-purpose.debit',
      priority: 565,
      when: { direction: 'debit', phrases: HELP_PURPOSE_MEMOS, noneOf: ['refund', 'reversal', 'loan'], notChannels: ['pos', 'web', 'atm'], test: namesPerson },
      then: { category: 'transfers_out', flags: ['person'] },
      truncatable: false,
    },
  ];
  for (const [category, phrases] of Object.entries(PURPOSE_NOUNS) as [Category, readonly string[]][])
    rules.push({
      id: `purpose.${category}`,
      priority: 563,
      when: { direction: 'debit', phrases, noneOf: category === 'shopping' ? [...NOT_ONE_PURCHASE, ...FOOD_STAPLES] : NOT_ONE_PURCHASE, test: onePurchase },
      then: { category },
      truncatable: false,
    });
  for (const [category, phrases] of Object.entries(PERSONAL_PURPOSE_NOUNS) as [Category, readonly string[]][])
    rules.push({
      id: `purpose.personal.${category}`,
      priority: 563,
      when: { direction: 'debit', phrases, personas: PERSONAL_PERSONAS, noneOf: [...NOT_ONE_PURCHASE, 'inv', 'invoice', 'goods', 'order'], notChannels: ['pos', 'web', 'atm'], test: (c) => onePurchase(c) && namesPerson?.(c) === true },
      then: { category },
      truncatable: false,
    });
  for (const [category, phrases] of Object.entries(PERSON_PURPOSE_NOUNS) as [Category, readonly string[]][])
    rules.push({
      id: `purpose.person.${category}`,
      priority: 563,
      when: { direction: 'debit', phrases, noneOf: NOT_ONE_PURCHASE, notChannels: ['pos', 'web', 'atm'], test: (c) => onePurchase(c) && namesPerson?.(c) === true },
      then: { category },
      truncatable: false,
    });
  return rules;
}
