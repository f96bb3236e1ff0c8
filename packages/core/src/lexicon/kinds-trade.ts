/**
 * Kind words of trades a writer invents names for (added with set N): eateries, shops named by their goods, leisure
 * places, personal services, fund income, registrars, rewards and wholesale markets. Each list is a kind, broad enough
 * for the next "<ANY NAME> BITE" or "<ANY NAME> ELECTRONICS"; the rules that read them are in
 * categorise/trade-kind-rules.ts.
 */

/** An eatery by its own word ("HAPPY BITE", "<X> GRILL", "<X> SUYA SPOT", "MAMA PUT"): food (convention 6). */
// prettier-ignore
export const EATERY_WORDS: readonly string[] = ['bite', 'bites', 'grill', 'grills', 'grill house', 'grillz', 'suya', 'suya spot', 'suya joint', 'shawarma', 'shawarma spot', 'chops', 'small chops', 'buka', 'bukka', 'bukateria', 'mama put', 'amala spot', 'amala joint', 'kitchen', 'kitchens', 'cuisine', 'cuisines', 'eatery', 'eateries', 'restaurant', 'restaurants', 'bistro', 'diner', 'cafe', 'cafeteria', 'canteen', 'food court', 'pizza', 'pizzeria', 'burger', 'burgers', 'chicken', 'chicken republic', 'fried chicken', 'bakery', 'bakers', 'bakes', 'pastries', 'pastry', 'cakes', 'confectionery', 'snacks', 'snack shop', 'pepper soup', 'peppersoup', 'nkwobi', 'isi ewu', 'bole', 'boli', 'akara', 'puff puff', 'zobo', 'kunu', 'tuwo', 'masa', 'ofada', 'jollof', 'asun', 'barbecue', 'bbq', 'smoothie', 'smoothies', 'juice bar', 'ice cream', 'yoghurt', 'parfait', 'delicacies', 'treats', 'eats', 'tasty', 'yummy', 'chow'];
/** A "kitchen" that sells cabinets or utensils, a cake's stock for a trader, a refund: not a meal. */
// prettier-ignore
export const NOT_EATERY: readonly string[] = ['refund', 'reversal', 'stock', 'wholesale', 'resale', 'supplies', 'supply', 'invoice', 'cabinet', 'cabinets', 'utensils', 'kitchenware', 'kitchen equipment', 'kitchen appliances', 'appliances', 'electronics', 'furniture', 'tiles', 'interiors', 'fittings', 'sink', 'sinks', 'gas', 'poultry feed', 'feeds', 'salary', 'loan'];

/**
 * A shop's own kind word (`<X> ELECTRONICS`, `<X> PHONES`, `<X> FURNITURE`, `BOOKSELLERS LTD`): retail, above a
 * known merchant that is the first word of the name (`SAHAD ELECTRONICS` though `SAHAD STORES` is a supermarket).
 */
// prettier-ignore
export const SHOP_GOODS_WORDS: readonly string[] = ['electronics', 'electronic store', 'electricals', 'electrical', 'electrical store', 'plastics', 'household plastics', 'household items', 'phones', 'phone store', 'phone shop', 'phones and accessories', 'mobile phones', 'gadgets', 'gadget store', 'gadget shop', 'accessories', 'computers', 'computer store', 'laptops', 'furniture', 'furnitures', 'mattress', 'mattresses', 'beddings', 'appliances', 'home appliances', 'lighting', 'lightings', 'booksellers', 'bookseller', 'bookshop', 'bookshops', 'bookstore', 'bookstores', 'book shop', 'book store', 'books and stationery', 'stationery', 'stationeries', 'shoes', 'shoe store', 'footwear', 'bags and shoes', 'bag shop', 'watches', 'jewelry', 'jewellery', 'jewelries', 'perfumes', 'fragrances', 'cosmetics store', 'clothing', 'wears', 'menswear', 'fashion store', 'fabrics store', 'textiles store', 'hardware', 'hardwares', 'paints', 'tiles and sanitary', 'toys', 'baby shop', 'baby store', 'gift shop', 'gifts', 'opticals'];
/** A repairer, a trader's stock or a hire is not a purchase from a shop. */
// prettier-ignore
export const NOT_SHOP_GOODS: readonly string[] = ['terminal', 'pos terminal', 'pos accessories', 'school', 'schools', 'sch', 'college', 'academy', 'pta', 'cartons', 'carton', 'bags', 'bulk', 'crates', 'dozen', 'pcs', 'pieces', 'units', 'refund', 'reversal', 'repair', 'repairs', 'stock', 'wholesale', 'resale', 'for resale', 'supplies', 'supply', 'invoice', 'inv', 'order', 'goods', 'hire', 'rental', 'loan', 'salary', 'rent', 'school fees', 'tuition', 'insurance'];

/** A leisure place by its kind (`<X> PARK`, `<X> CAVES`, a beach, a resort, a zoo, a game centre): entertainment. */
// prettier-ignore
export const LEISURE_PLACE_WORDS: readonly string[] = ['park', 'tech park', 'fun park', 'funland', 'amusement', 'caves', 'cave', 'waterfall', 'waterfalls', 'beach', 'beach resort', 'resort', 'resorts', 'zoo', 'zoological', 'wildlife', 'wildlife park', 'game reserve', 'national park', 'museum', 'galleria', 'art gallery', 'game centre', 'game center', 'games centre', 'gaming centre', 'gaming lounge', 'game house', 'game zone', 'playstation centre', 'arcade', 'bowling', 'paintball', 'go kart', 'karting', 'trampoline', 'playland', 'play land', 'kids zone', 'theme park', 'water park', 'golf course', 'ranch', 'tourist', 'tourism'];
/** Parking, a motor park, a business or industrial park, a supermarket's "park": not leisure. */
// prettier-ignore
export const NOT_LEISURE_PLACE: readonly string[] = ['refund', 'reversal', 'parking', 'car park', 'carpark', 'motor park', 'park n pay', 'park and pay', 'park n shop', 'park and shop', 'parknshop', 'business park', 'industrial park', 'industrial estate', 'technology park levy', 'levy', 'dues', 'toll', 'rent', 'lease', 'estate', 'park view', 'parkview', 'loading', 'truck', 'haulage', 'transport', 'fare', 'loan', 'salary', 'school', 'fees'];

/**
 * Personal services the salons' and laundries' words miss: a car wash's or a cleaner's words (`KLEEN KARS`), a
 * hairdresser's (`HAIR SENSE`), a tailor's, a cobbler's (convention 8, other).
 */
// prettier-ignore
export const SERVICE_KIND_WORDS: readonly string[] = ['kleen', 'klean', 'cleaners', 'cleaning', 'cleaning services', 'auto wash', 'auto spa', 'car spa', 'car detailing', 'detailing', 'wash bay', 'washbay', 'hair', 'hairs', 'hairdresser', 'hair dresser', 'hairdressing', 'hair studio', 'hair lounge', 'hair palace', 'braids', 'braiding', 'haircut', 'haircuts', 'barbing saloon', 'saloon', 'beauty parlour', 'beauty parlor', 'beauty place', 'beauty bar', 'beauty spa', 'grooming', 'tailor', 'tailors', 'tailoring', 'fashion designer', 'shoe repair', 'cobbler', 'fumigation', 'pest control', 'photo studio', 'photography studio'];
/** A shop of hair and wigs, a salon's stock: goods. */
// prettier-ignore
export const NOT_SERVICE_KIND: readonly string[] = ['refund', 'reversal', 'resale', 'for resale', 'wholesale', 'stock', 'products', 'supplies', 'equipment', 'detergent', 'soap', 'cosmetics', 'human hair', 'wig', 'wigs', 'hair extension', 'hair extensions', 'attachment', 'bundles', 'hair shop', 'hair store', 'hair mall', 'hair world', 'hair and beauty store', 'hair cream', 'hair products', 'dryer', 'chairs'];

/** A money-market or mutual fund's income paid out (`MMF INCOME DISTRIBUTION`, `<X> MONEY MARKET FUND DIVIDEND`). */
// prettier-ignore
export const FUND_INCOME_WORDS: readonly string[] = ['mmf income', 'mmf income distribution', 'income distribution', 'mmf distribution', 'mmf dividend', 'mmf interest', 'mmf yield', 'mmf returns', 'fund income', 'fund distribution', 'fund dividend', 'money market fund dividend', 'money market income', 'mutual fund dividend', 'mutual fund income', 'unit trust dividend', 'unit trust income', 'fixed income fund dividend', 'coupon payment', 'bond coupon', 'fgn bond coupon', 'eurobond coupon', 'savings bond interest', 'fgnsb interest', 'tbills interest', 'treasury bills interest', 'treasury bill interest'];
/** A fund's redemption or liquidation returns the money saved; a reversal is not income. */
// prettier-ignore
export const NOT_FUND_INCOME: readonly string[] = ['refund', 'reversal', 'redemption', 'redeem', 'liquidation', 'withdrawal', 'principal', 'maturity', 'loan', 'salary'];

/** Share registrars pay dividends on behalf of companies: their credits are interest (dividends). */
// prettier-ignore
export const REGISTRAR_WORDS: readonly string[] = ['registrars', 'registrar', 'africa prudential', 'apel capital registrars', 'first registrars', 'meristem registrars', 'cardinalstone registrars', 'coronation registrars', 'greenwich registrars', 'unitrust registrars', 'pace registrars', 'datamax registrars', 'citiserve registrars', 'edc registrars', 'centurion registrars', 'veritas registrars', 'atlas registrars', 'dividend warrant', 'e dividend mandate'];

/** A wallet's or bank's reward, cashback or promo credit (`PALMPAY REWARDS`): other income. */
// prettier-ignore
export const REWARD_CREDIT_WORDS: readonly string[] = ['rewards', 'reward credit', 'rewards credit', 'cashback', 'cash back', 'promo credit', 'promo reward', 'loyalty reward', 'loyalty points', 'points redemption', 'bonus credit', 'welcome bonus', 'sign up bonus', 'signup bonus', 'giveaway', 'give away', 'raffle', 'prize money'];
// prettier-ignore
export const NOT_REWARD_CREDIT: readonly string[] = ['refund', 'reversal', 'loan', 'salary', 'bet', 'betting', 'sporty', 'bet9ja', 'betking', 'winnings'];

/**
 * Wholesale markets and suppliers' clusters traders buy stock at, by any channel (`MILE 12 FOODSTUFF`, `SINGER
 * MARKET`, `ONITSHA MAIN MKT`, `MANDILAS`): a trade's stock (conventions 6, 7/9) when the market is the payee, not
 * where a named shop stands (`SHOPRITE KANTIN KWARI` is the supermarket). "mile" is Mile 12 (the digits are dropped).
 */
// prettier-ignore
export const TRADE_MARKET_WORDS: readonly string[] = ['mile', 'singer market', 'computer village', 'mandilas', 'onitsha main market', 'onitsha main mkt', 'main market onitsha', 'kantin kwari', 'ariaria', 'ariaria market', 'trade fair complex', 'aspamda', 'idumota', 'dawanau', 'ogbete main market', 'ogbete market', 'alaba international', 'alaba intl', 'ladipo market', 'balogun market', 'oshodi market', 'oke arin', 'apongbon', 'bodija market', 'wuse market', 'kurmi market', 'sabon gari market', 'relief market', 'ochanja market', 'head bridge market', 'new benin market', 'oil mill market', 'katangowa', 'tejuosho', 'daleko market', 'gbagi market', 'obunna market'];
/** A firm that calls itself a supplier or wholesaler (`COMPUTER VILLAGE SUPPLIES`): a trade's stock, on any channel. */
// prettier-ignore
export const SUPPLIER_KIND_WORDS: readonly string[] = ['supplies', 'suppliers', 'supplier', 'wholesale', 'wholesalers', 'wholesaler', 'distributors', 'distributor', 'distribution ltd'];
/**
 * A market's levy, dues or rent is the state's or the landlord's, and a market's mosque or church takes gifts; its
 * traders' own society (`BODIJA MARKET WOMEN MULTIPURPOSE COOP`) takes contributions (savings, convention 1).
 */
// prettier-ignore
export const NOT_TRADE_MARKET: readonly string[] = ['refund', 'reversal', 'levy', 'levies', 'dues', 'assoc', 'association', 'toll', 'ticket', 'rent', 'shop rent', 'stall rent', 'revenue', 'permit', 'tax', 'loan', 'salary', 'school', 'fees', 'mosque', 'church', 'donation', 'sadaqah', 'zakat', 'offering', 'tithe', 'union', 'coop', 'cooperative', 'multipurpose', 'thrift'];

/** A firm's word on a gig worker's credit (`<X> TECHNOLOGIES`, `<X> LOGISTICS`): a platform paying out earnings. */
// prettier-ignore
export const GIG_PAYER_WORDS: readonly string[] = ['technologies', 'technology', 'technology nig', 'tech ltd', 'logistics', 'delivery', 'dispatch', 'mobility', 'express'];
/** A refund, a loan, interest or a reward is not earnings. */
// prettier-ignore
export const NOT_GIG_EARNINGS: readonly string[] = ['refund', 'reversal', 'loan', 'salary', 'interest', 'dividend', 'reward', 'rewards', 'cashback', 'bonus', 'referral', 'promo', 'giveaway'];

/**
 * A firm's own word on a transfer (`<X> GLOBAL LTD`, `<X> TRADING CO`, `<X> VENTURES`, `<X> & SONS`): a supplier,
 * when a trade's account pays it for goods (conventions 6, 7/9: stock on a trader's or SME's account).
 */
// prettier-ignore
export const SUPPLIER_FIRM_WORDS: readonly string[] = ['global ltd', 'global limited', 'global resources', 'global enterprises', 'trading co', 'trading company', 'trading ltd', 'trading limited', 'trading enterprises', 'ventures', 'enterprises', 'enterprise', 'sons', 'and sons', 'nig ltd', 'nigeria ltd', 'nig limited', 'nigeria limited', 'int l ltd', 'intl ltd', 'mills', 'merchants', 'agro ltd', 'agro allied', 'farms ltd', 'industries ltd'];
/** Goods a trade buys to sell: produce, provisions, building materials, shoes, cosmetics, fabrics. */
// prettier-ignore
export const TRADE_GOODS_MEMOS: readonly string[] = ['tomatoes', 'tomato', 'pepper', 'onions', 'onion', 'rice', 'beans', 'garri', 'yam', 'yams', 'flour', 'sugar', 'palm oil', 'vegetable oil', 'groundnut oil', 'frozen fish', 'fish', 'frozen chicken', 'chicken', 'turkey', 'meat', 'provisions', 'provision', 'provisio', 'foodstuff', 'foodstuffs', 'drinks', 'beverages', 'noodles', 'indomie', 'spaghetti', 'building materials', 'building material', 'cement', 'blocks', 'iron rods', 'roofing sheets', 'tiles', 'shoes', 'bags', 'clothes', 'fabrics', 'ankara', 'lace', 'cosmetics', 'hair', 'phones', 'phone accessories', 'spare parts'];
