/**
 * Kind words: what a payee's own name says it is when no list knows the name ("<X> FOUNDATION", "<X> INVEST",
 * "<X> STATE LICENSING AUTHORITY", "<X> LOUNGE"). The rules that read them are in categorise/kind-rules.ts.
 */

/** Charities, NGOs and relief work: giving, whatever the name before them. */
// prettier-ignore
export const GIVING_KIND_WORDS: readonly string[] = ['foundation', 'charity', 'charities', 'initiative', 'relief fund', 'relief materials', 'relief foundation', 'food bank', 'food banking', 'humanitarian', 'orphanage', 'orphanages', 'motherless', 'ngo', 'outreach', 'christian aid', 'islamic aid', 'aid foundation', 'aid africa', 'aid nigeria', 'aid ng', 'for children', 'widows', 'almajiri', 'rotary club', 'lions club', 'education trust', 'educational trust', 'charitable trust'];
/** What makes a "foundation" a school, a hospital or a business's name, not a charity. */
// prettier-ignore
export const NOT_GIVING_KIND: readonly string[] = ['refund', 'reversal', 'loan', 'salary', 'school', 'schools', 'college', 'academy', 'nursery', 'university', 'hospital', 'hosp', 'clinic', 'eye', 'medical', 'pharmacy', 'ltd', 'limited', 'plc', 'fees', 'fee', 'tuition', 'foundation course', 'foundation degree', 'foundation programme', 'cement', 'block', 'blocks', 'building', 'construction'];

/** An insurer's or a bank's investment arm, a broker or a fund: money kept (savings), not a premium. */
// prettier-ignore
export const INVESTMENT_KIND_WORDS: readonly string[] = ['invest', 'asset management', 'asset mgt', 'asset mgmt', 'assetmgt', 'asset managers', 'securities', 'stockbrokers', 'stockbroking', 'stock brokers', 'wealth management', 'wealth mgt', 'fund managers', 'fund manager', 'investment managers', 'unit trust', 'mutual fund', 'money market fund', 'fixed income fund', 'dollar fund', 'capital markets'];
// prettier-ignore
export const NOT_INVESTMENT_KIND: readonly string[] = ['loan', 'repayment', 'repay', 'instalment', 'installment', 'refund', 'reversal', 'premium', 'policy', 'insurance premium', 'salary', 'charge', 'fee'];

/** A public body: a state or federal authority, agency, board, commission, ministry or bureau. */
// prettier-ignore
export const GOVERNMENT_KIND_WORDS: readonly string[] = ['authority', 'agency', 'board', 'commission', 'ministry of', 'bureau', 'licensing', 'regulatory'];
/** A body is public when the name says whose it is. */
// prettier-ignore
export const GOVERNMENT_SCOPE: readonly string[] = ['state', 'federal', 'national', 'nigeria', 'nigerian', 'fct', 'govt', 'government', 'lga', 'local government', 'ministry of', 'lagos', 'abuja'];
/** Authorities and boards with a category of their own (water, waste, power, exams, pensions), and private agencies. */
// prettier-ignore
export const NOT_GOVERNMENT_KIND: readonly string[] = ['refund', 'reversal', 'loan', 'water', 'waste', 'sanitation', 'environmental protection', 'electricity', 'electric', 'power', 'examination', 'examinations', 'exam', 'admissions', 'matriculation', 'school', 'university', 'pension', 'pensions', 'travel', 'estate', 'real estate', 'recruitment', 'advertising', 'marketing', 'insurance', 'church', 'ministries', 'hospital', 'health insurance', 'youth corps', 'salary', 'parking', 'park', 'toll', 'tolls', 'zakat'];

/** Leisure venues by their kind: a bar, lounge, club or shrine (Afrika Shrine) is entertainment. */
// prettier-ignore
export const LEISURE_VENUE_WORDS: readonly string[] = ['shrine', 'lounge', 'bar', 'club', 'nightclub', 'night club', 'pub', 'beer garden', 'beer parlour', 'beer parlor', 'cocktail', 'cocktails', 'rooftop', 'hangout', 'brewery', 'breweries', 'bar and grill', 'grill and bar', 'beer joint', 'beer hall', 'cinema', 'cinemas', 'resort', 'arcade', 'recreation', 'recreational', 'golf'];
/** A chop bar is an eatery, a juice bar a drinks shop, a nail bar a salon; a savings club is savings. */
// prettier-ignore
export const NOT_LEISURE_VENUE: readonly string[] = ['chop bar', 'juice bar', 'nail bar', 'snack bar', 'salad bar', 'smoothie bar', 'bar dues', 'bar association', 'savings', 'saving', 'investment', 'thrift', 'contribution', 'cooperative', 'coop', 'welfare', 'rotary', 'lions', 'catholic', 'adoration', 'mary', 'refund', 'reversal', 'loan', 'crowbar', 'iron bar', 'iron bars', 'bar soap', 'chocolate bar', 'gold bar', 'nigerian breweries', 'international breweries', 'champion breweries', 'breweries plc', 'brewery plc', 'crates', 'cartons', 'distributor', 'stock', 'wholesale', 'resale'];

/** Couriers and logistics: a cost of the business for a trader, a personal service (Other) for anyone else. */
// prettier-ignore
export const COURIER_WORDS: readonly string[] = ['sendbox', 'kwik', 'kwik delivery', 'gig logistics', 'dhl', 'dhl express', 'fedex', 'ups', 'red star express', 'redstar express', 'aramex', 'courier', 'couriers', 'courier plus', 'courierplus', 'topship', 'shipbubble', 'fez delivery', 'dellyman', 'logistics', 'print hub', 'printing press', 'printivo', 'printing', 'cargo', 'freight'];
/** Accounts that are not a trade's: a courier or a printer is the person's own cost there. */
// prettier-ignore
export const PERSONAL_PERSONAS: readonly string[] = ['salaried', 'student', 'civil-servant', 'retiree', 'diaspora', 'gig-worker', 'self-employed'];

/**
 * A vehicle's workshop or parts dealer named on a card line ("… VULCANIZER POS"): the purchase, not a POS agent. A
 * "spare parts" shop of any kind is left to the other rules (labellers read a parts shop's card line as retail).
 */
// prettier-ignore
export const VEHICLE_TRADE_WORDS: readonly string[] = ['vulcanizer', 'vulcaniser', 'vulcanizing', 'mechanic', 'mechanics', 'motors parts', 'motor parts', 'auto parts', 'tyre', 'tyres', 'panel beater'];

/** A vehicle dealer, workshop or transport company by its own word ("<X> MOTORS", "<X> AUTOS", "<X> TRANSPORT LTD"). */
// prettier-ignore
export const VEHICLE_KIND_WORDS: readonly string[] = ['motors', 'motor', 'autos', 'automobile', 'automobiles', 'auto', 'autoparts', 'transport ltd', 'transport services', 'transport co', 'transport company', 'mass transit', 'motor park', 'auto mall'];
/** What a trader buys from a firm of that name is stock; a motor insurance or a motor's licence is not the vehicle's upkeep. */
// prettier-ignore
export const NOT_VEHICLE_KIND: readonly string[] = ['refund', 'reversal', 'goods', 'stock', 'order', 'supply', 'supplies', 'invoice', 'inv', 'wholesale', 'resale', 'float', 'cartons', 'bags', 'insurance', 'licence', 'license', 'loan', 'salary', 'rent'];

/**
 * A state's or a council's dues and revenue collected from traders ("LASG MARKET DUES", "KANO STATE MARKET REVENUE"):
 * government, whatever a market's or a trade's words beside them suggest.
 */
// prettier-ignore
export const PUBLIC_DUES_WORDS: readonly string[] = ['market dues', 'market revenue', 'market levy', 'market levies', 'market ticket', 'market toll', 'market rate', 'market rates', 'market fee', 'market fees', 'market permit', 'market tax', 'traders levy', 'hawkers permit', 'hawking permit', 'shop permit', 'business premises', 'business premises levy', 'business premises permit', 'signage permit', 'building permit', 'development permit', 'planning permit', 'tenement rate', 'tenement rates', 'land use charge', 'ground rent', 'development levy', 'haulage levy', 'loading levy', 'revenue collection', 'internal revenue', 'state revenue', 'lg revenue', 'lga revenue', 'council revenue', 'council levy', 'council dues', 'local govt levy', 'local government levy', 'radio licence', 'tv licence', 'road worthiness', 'roadworthiness', 'vehicle particulars', 'proof of ownership', 'hackney permit', 'vehicle licence', 'vehicle license', 'drivers licence', 'drivers license', 'driver s licence', 'number plate', 'plate number', 'stamp duty on land', 'c of o', 'certificate of occupancy', 'survey plan', 'building approval', 'plan approval'];
/** A body whose dues are its members' (a union, an association, a church, an estate): not the state's. */
// prettier-ignore
export const NOT_PUBLIC_DUES: readonly string[] = ['refund', 'reversal', 'loan', 'association', 'union', 'church', 'mosque', 'estate', 'residents', 'landlord', 'cooperative', 'coop', 'alumni', 'club', 'welfare'];

/** A fuel or gas depot: what a trader restocks from it is stock (business), not a car's fuel or a home's cooking gas. */
// prettier-ignore
export const FUEL_DEPOT_WORDS: readonly string[] = ['oil and gas depot', 'oil gas depot', 'gas depot', 'oil depot', 'petroleum depot', 'fuel depot', 'diesel depot', 'kerosene depot', 'lpg depot', 'depot'];
/** A trader's words for stock bought to sell. */
// prettier-ignore
export const STOCK_WORDS: readonly string[] = ['restock', 'restocking', 'stock', 'inv', 'invoice', 'goods', 'for goods', 'supply', 'supplies', 'wholesale', 'resale', 'bulk', 'cartons', 'drums', 'litres', 'truck'];

/**
 * A shop named by what it sells on a card or web line ("DECOR HOUSE", "<X> STATIONERY"): retail, above a cut-off
 * eatery's name inside it ("DEBONAIR STATIONERY") and an event decorator's service word ("decor").
 */
// prettier-ignore
export const SHOP_KIND_WORDS: readonly string[] = ['decor house', 'decor store', 'decor shop', 'decor stores', 'decor world', 'decor hub', 'home decor', 'interiors', 'stationery', 'stationeries', 'stationers', 'stationery store', 'book and stationery', 'furniture', 'furnitures', 'homeware', 'homewares', 'kitchenware', 'gift shop', 'boutique', 'cosmetics', 'perfumery'];
/** An event decorator's or a school's word keeps the service (Other) or the fees (education). */
// prettier-ignore
export const NOT_SHOP_KIND: readonly string[] = ['refund', 'reversal', 'decoration', 'decorator', 'decorators', 'event', 'events', 'wedding', 'school fees', 'fees', 'tuition', 'hire', 'rental'];

/** An HMO's premium collected by mandate ("HYGEIA HMO REPAYMENT MANDATE") is health cover, not a loan. */
// prettier-ignore
export const HMO_WORDS: readonly string[] = ['hmo', 'health maintenance', 'health insurance', 'health plan'];

/** An insurer paid by mandate ("<X> INSURANCE REPAYMENT MANDATE") is a premium; a loan's cover keeps the loan. */
// prettier-ignore
export const INSURER_KIND_WORDS: readonly string[] = ['insurance', 'assurance', 'microinsurance', 'micro insurance', 'takaful', 'insurer', 'insurers', 'life assurance', 'general insurance'];
/** A fund manager or savings app paid by mandate ("<X> WEALTH REPAYMENT MANDATE") is money saved, not a loan. */
// prettier-ignore
export const SAVINGS_MANDATE_WORDS: readonly string[] = ['wealth', 'wealth mgt', 'asset management', 'asset mgt', 'invest', 'investment', 'investments', 'cowrywise', 'piggyvest', 'risevest', 'trove', 'bamboo', 'chaka', 'ladda', 'savings', 'ajo', 'esusu', 'thrift', 'pension', 'avc', 'money market'];
/** Interest on a deposit, written short ("TERM DEPOSIT INT …"): interest earned, not the deposit coming back. */
// prettier-ignore
export const DEPOSIT_INTEREST_WORDS: readonly string[] = ['term deposit int', 'deposit int', 'fixed deposit int', 'fd int', 'call deposit int', 'td int', 'deposit intr', 'fd interest', 'fixed deposit interest', 'term deposit interest'];

/** A public body's collection by its own word ("OYO STATE REVENUE", "FCT LEVIES", "KADUNA STATE PERMIT"). */
// prettier-ignore
export const PUBLIC_LEVY_WORDS: readonly string[] = ['revenue', 'levy', 'levies', 'dues', 'permit', 'rates', 'royalty', 'tolls gate', 'ticketing'];
/** Whose it is: a state, a council or the federal government, written in full or short. */
// prettier-ignore
export const PUBLIC_LEVY_SCOPE: readonly string[] = [...GOVERNMENT_SCOPE, 'lasg', 'fgn', 'council', 'lgea', 'state govt', 'local govt', 'lcda', 'municipal', 'area council'];
/** A bank's transfer levy, a charge or a member body's dues are not a public collection. */
// prettier-ignore
export const NOT_PUBLIC_LEVY: readonly string[] = [...NOT_GOVERNMENT_KIND, ...NOT_PUBLIC_DUES, 'emt', 'e levy', 'elevy', 'electronic', 'bank', 'charge', 'charges', 'fee', 'stamp duty', 'vat', 'commission', 'sms', 'cot', 'tithe', 'offering', 'school', 'fees', 'hostel', 'alumni', 'ican', 'nba', 'nma', 'nuj'];

/** A thrift, a credit union or a cooperative's contribution is money saved, even on a trader's account. */
// prettier-ignore
export const COOPERATIVE_WORDS: readonly string[] = ['thrift and credit', 'thrift credit', 'credit coop', 'credit cooperative', 'thrift society', 'thrift coop', 'coop society', 'co op society', 'cooperative society', 'multipurpose coop', 'multipurpose cooperative', 'women coop', 'market women coop', 'staff coop', 'cooperative contribution', 'coop contribution', 'ctcs', 'cics', 'cmcs', 'mpcs'];
/** A cooperative's loan repayment, store or refund is not a contribution. */
// prettier-ignore
export const NOT_COOPERATIVE_SAVING: readonly string[] = ['loan', 'repayment', 'repay', 'refund', 'reversal', 'store', 'stores', 'supermarket', 'shop', 'dividend'];

/**
 * A personal-care or cleaning service named on a card line ("HOUSE OF TARA SALON", "LAUNDRYMAN", "DIAMOND CUTZ"):
 * the service (Other), above a fashion brand or a shop reading of the rest of the name.
 */
// prettier-ignore
export const PERSONAL_CARE_SERVICE_WORDS: readonly string[] = ['salon', 'salons', 'unisex salon', 'hair salon', 'beauty salon', 'nail salon', 'barbing', 'barbing salon', 'barber', 'barbers', 'barbershop', 'barber shop', 'cutz', 'kutz', 'laundry', 'laundries', 'laundryman', 'laundromat', 'dry clean', 'dry cleaning', 'dry cleaner', 'dry cleaners', 'drycleaners', 'spa', 'day spa', 'massage', 'pedicure', 'manicure', 'nails', 'nail studio', 'nail bar', 'nailbar', 'lashes', 'lash studio', 'lash bar', 'brows', 'makeover', 'makeup studio', 'make up studio', 'car wash', 'carwash'];
/** A salon's products bought to sell, or its shop of hair and cosmetics, are goods; a refund is not the service. */
// prettier-ignore
export const NOT_PERSONAL_CARE_SERVICE: readonly string[] = ['refund', 'reversal', 'resale', 'for resale', 'wholesale', 'stock', 'products', 'supplies', 'equipment', 'chairs', 'dryer', 'detergent', 'soap', 'hair and cosmetics', 'cosmetics', 'screws', 'roofing', 'hardware', 'building materials', 'wash soap'];

/** Words on a trader's payment that make a vehicle-parts dealer a supplier of stock, not the trader's car upkeep. */
// prettier-ignore
export const TRADE_STOCK_WORDS: readonly string[] = [...STOCK_WORDS, 'inventory', 'goods payment', 'for stock', 'stock purchase', 'restock'];
/** Accounts of a trade: what they buy from a wholesaler is stock. */
// prettier-ignore
export const TRADING_PERSONAS: readonly string[] = ['trader', 'business', 'sme', 'pos-agent'];

/** Bookmakers' wallet words: "<BOOKMAKER> FUNDING" funds a betting wallet, not the person's own savings. */
// prettier-ignore
export const BETTING_WALLET_WORDS: readonly string[] = ['funding', 'fund', 'wallet', 'deposit', 'top up', 'topup', 'account funding'];

/** Brands whose names carry a digit the normaliser drops as an id ("ITEM 7", "3CHUB", "TECH4DEV"): read on the raw line. */
export const DIGIT_BRANDS: readonly {
  pattern: RegExp;
  category: 'food_groceries' | 'shopping' | 'giving' | 'entertainment';
}[] = [
  { pattern: /\bPS ?[2-5] ?GAME ?HOUSE\b/i, category: 'entertainment' },
  { pattern: /\bITEM ?7\b/i, category: 'food_groceries' },
  // A glued card line runs the lead into the name (`WEBPUR3CHUB`): the lead stands for the word boundary.
  { pattern: /(?:\b|(?<=PUR|PMT))3 ?C ?HUB\b/i, category: 'shopping' },
  { pattern: /\bTECH ?4 ?DEV\b/i, category: 'giving' },
  { pattern: /(?:\b|(?<=PUR|PMT))SLUM ?2 ?SCHOOL/i, category: 'giving' },
];

/**
 * Wholesale markets traders restock from (names that are also surnames, Balogun, Alaba, Oshodi, Ladipo, Oke, are left out:
 * their words would split and claim people's names).
 * A trade's stock there, whatever the stall's goods word ("… FABRICS").
 */
// prettier-ignore
export const WHOLESALE_MARKET_WORDS: readonly string[] = ['kantin kwari', 'onitsha main market', 'main market onitsha', 'ariaria', 'ariaria market', 'trade fair complex', 'aspamda', 'idumota', 'dawanau', 'dawanau market', 'mile 12 market', 'singer market', 'wuse market', 'bodija market', 'ogbete market', 'kurmi market', 'sabon gari market'];
