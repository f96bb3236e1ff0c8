import type { LexiconEntry } from './types.ts';

/**
 * The maintained Nigerian payee lexicon. Aliases are normalised narration text (lower case, punctuation → spaces),
 * including common truncations seen on statements (narrations are often cut at 20–30 characters).
 */
export const MERCHANTS: readonly LexiconEntry[] = [
  // ---- Food & groceries: supermarkets, QSRs, restaurants, food delivery
  { name: 'Shoprite', category: 'food_groceries', aliases: ['shoprite', 'shoprit', 'shop rite'] },
  { name: 'SPAR', category: 'food_groceries', aliases: ['spar park n shop', 'spar', 'spar nigeria', 'spar nig', 'spar lekki'] },
  { name: 'Justrite', category: 'food_groceries', aliases: ['justrite', 'just rite', 'justrite superstore'] },
  { name: 'Ebeano', category: 'food_groceries', aliases: ['ebeano', 'prince ebeano', 'ebeano supermarket'] },
  { name: 'Market Square', category: 'food_groceries', aliases: ['market square', 'mkt square'] },
  { name: 'Hubmart', category: 'food_groceries', aliases: ['hubmart', 'hub mart'] },
  { name: 'Foodco', category: 'food_groceries', aliases: ['foodco', 'food co'] },
  { name: 'Addide', category: 'food_groceries', aliases: ['addide'] },
  { name: 'Big Square', category: 'food_groceries', aliases: ['sahad stores', 'sahad', 'grand square', 'dunes center', 'dunes centre', 'prince ebeano', 'blenco', 'blenco supermarket', 'addide', 'big square', 'grand square'] },
  { name: 'Roban Stores', category: 'food_groceries', aliases: ['roban stores', 'roban'] },
  { name: 'Supersaver', category: 'food_groceries', aliases: ['supersaver', 'super saver', 'savemart', 'save mart'] },
  { name: 'Next Cash and Carry', category: 'food_groceries', aliases: ['next cash and carry', 'next cash n carry'] },
  { name: 'Goodies / Daily Needs', category: 'food_groceries', aliases: ['goodies supermarket', 'daily needs', 'foodville', 'supermarket', 'supermart', 'superstore', 'provision store', 'provisions'] },
  { name: 'Chicken Republic', category: 'food_groceries', aliases: ['chicken republic', 'chicken rep', 'chickenrepublic', 'food concepts'] },
  { name: 'Kilimanjaro', category: 'food_groceries', aliases: ['kilimanjaro', 'kilimanjaro restaurant', 'kilimanjaro rest'] },
  { name: "Mr Bigg's", category: 'food_groceries', aliases: ['mr biggs', 'mr bigg s', 'mrbiggs'] },
  { name: "Domino's", category: 'food_groceries', aliases: ['dominos', 'domino s', 'dominos pizza', 'domino s pizza', 'pizza hut', 'pizza'] },
  { name: 'KFC', category: 'food_groceries', aliases: ['kfc'] },
  { name: 'The Place', category: 'food_groceries', aliases: ['the place restaurant', 'the place'] },
  { name: 'Tantalizers', category: 'food_groceries', aliases: ['tantalizers', 'tantalisers'] },
  { name: 'Sweet Sensation', category: 'food_groceries', aliases: ['sweet sensation'] },
  { name: 'Bukka Hut', category: 'food_groceries', aliases: ['bukka hut', 'bukkahut'] },
  { name: 'Cold Stone', category: 'food_groceries', aliases: ['cold stone', 'coldstone', 'cold stone creamery'] },
  { name: 'Yellow Chilli', category: 'food_groceries', aliases: ['yellow chilli'] },
  { name: 'Burger King', category: 'food_groceries', aliases: ['burger king', 'burger'] },
  { name: 'Mama Cass', category: 'food_groceries', aliases: ['mama cass'] },
  { name: 'Kafe Neo', category: 'food_groceries', aliases: ['kafeneo', 'cafeneo', 'kafe neo', 'cafe neo'] },
  // Frozen-food and cold-room chains (chicken, fish, turkey) sell food, wherever the branch is.
  { name: 'Frozen foods and cold rooms', category: 'food_groceries', aliases: ['delifrost', 'deli frost', 'frozen foods', 'frozen food', 'frozen chicken', 'frozen fish', 'cold room', 'coldroom', 'cold store', 'fish and chicken', 'zartech', 'obasanjo farms', 'agrited', 'chi farms', 'fish depot'] },
  // Regional supermarket and provision chains across the country.
  { name: 'Regional supermarkets', category: 'food_groceries', aliases: ['everyday supermarket', 'everyday emporium', 'sundry markets', 'sundry market', 'citimart', 'city mart', 'exclusive stores', 'bestway supermarket', 'amal supermarket', 'jifatu', 'emel stores', 'ceddi plaza', 'so fresh', 'domino stores', 'foodmart', 'food mart', 'provision shop', 'provisions shop', 'mini mart', 'minimart'] },
  // Eateries across the regions, and what they sell (a "chicken and turkey depot" sells food).
  { name: 'Regional eateries', category: 'food_groceries', aliases: ['creamy inn', 'mega chicken', 'ofada boy', 'nkwobi', 'pepper soup', 'peppersoup', 'isi ewu', 'asun', 'jollof', 'abacha', 'chicken', 'turkey', 'fish', 'catfish', 'meat', 'grills'] },
  { name: 'Chi Foods', category: 'food_groceries', aliases: ['chi food', 'chi foods', 'chi limited'] },
  { name: 'Quick-service and casual restaurants', category: 'food_groceries', aliases: ['debonairs', 'debonairs pizza', 'tastee', 'tastee fried chicken', 'munchbox', 'barcelos', 'crunchies', 'frenchies', 'sizzlers', 'ofada hut', 'ofadaboy', 'jevinik', 'nkoyo restaurant', 'hans and rene', 'hans rene', 'ile eran', 'yakoyo', 'johnny rockets', 'krispy kreme', 'dominos', 'domino s', 'pizza hut', 'mr biggs', 'mr bigg s', 'bokku', 'bokku mart'] },
  { name: 'Restaurants and eateries', category: 'food_groceries', aliases: ['restaurant', 'restaurants', 'eatery', 'eateries', 'kitchen', 'bakery', 'suya', 'amala', 'buka', 'bukka', 'canteen', 'cafeteria', 'food', 'foods', 'foodstuff', 'foodstuffs', 'groceries', 'grocery', 'market', 'mama put', 'farm fresh', 'agro', 'frozen foods', 'shawarma', 'rice and beans', 'small chops', 'rice', 'beans', 'yam', 'garri', 'bread', 'chef', 'chefs', 'grill', 'grills', 'cuisine', 'cuisines', 'bistro', 'diner', 'cafe', 'catering', 'caterers', 'fruits', 'butcher', 'meat shop', 'mini mart', 'minimart', 'bites', 'eats', 'kitchens'] },
  { name: 'Chowdeck', category: 'food_groceries', aliases: ['chowdeck', 'chow deck', 'chowdeck technologies'] },
  { name: 'Glovo', category: 'food_groceries', aliases: ['glovo', 'glovo nigeria', 'glovoapp'] },
  { name: 'Jumia Food', category: 'food_groceries', aliases: ['jumia food', 'jumiafood'] },
  { name: 'Heyfood', category: 'food_groceries', aliases: ['heyfood', 'hey food'] },
  { name: 'Foodcourt', category: 'food_groceries', aliases: ['foodcourt', 'food court'] },
  { name: 'Bolt Food', category: 'food_groceries', aliases: ['bolt food', 'boltfood', 'bolt eu f'] },
  { name: 'Uber Eats', category: 'food_groceries', aliases: ['uber eats', 'ubereats'] },

  // ---- Transport & fuel
  { name: 'Bolt', category: 'transport', aliases: ['bolt', 'bolt eu', 'bolt eu o', 'bolt eu r', 'bolt ride', 'bolt rides', 'taxify'], credit: 'refund_reversal' },
  { name: 'Uber', category: 'transport', aliases: ['uber', 'uber trip', 'uber bv', 'help uber com'], credit: 'refund_reversal' },
  { name: 'inDrive', category: 'transport', aliases: ['indrive', 'indriver', 'in drive'] },
  { name: 'Rida / LagRide', category: 'transport', aliases: ['rida', 'lagride', 'lag ride', 'lagos ride'] },
  { name: 'More fuel retailers', category: 'transport', aliases: ['ascon oil', 'ascon filling', 'aym shafa', 'a y m shafa', 'tonimas', 'capital oil', 'a z petroleum', 'az petroleum', 'azman oil', 'stockgap', 'jezco oil', 'petrolex', 'rainoil', 'rain oil', 'eterna oil', 'northwest petroleum', 'matrix energy', 'pinnacle oil', 'emadeb', 'fatgbems'] },
  { name: 'TotalEnergies', category: 'transport', aliases: ['totalenergies', 'total energies', 'total', 'total filling', 'totalenergies mktg'] },
  { name: 'Mobil', category: 'transport', aliases: ['mobil', 'mobil filling', 'mobil filling stn', '11plc'] },
  { name: 'Conoil', category: 'transport', aliases: ['conoil', 'con oil'] },
  { name: 'Bovas', category: 'transport', aliases: ['bovas', 'bovas filling station'] },
  { name: 'Oando', category: 'transport', aliases: ['oando', 'oando filling station'], context: ['filling', 'station', 'fuel', 'pos', 'purchase', 'prch', 'card', 'merchant', 'payment'] },
  { name: 'MRS', category: 'transport', aliases: ['mrs oil', 'mrs filling', 'mrs station'] },
  { name: 'NNPC Retail', category: 'transport', aliases: ['nnpc', 'nnpc retail', 'nnpc mega station', 'nnpc mega'] },
  { name: 'Ardova (AP)', category: 'transport', aliases: ['ardova', 'ap filling station', 'forte oil', 'forteoil'] },
  // A card payment to "… OIL AND GAS" or "… PETROLEUM" is a filling station.
  { name: 'Stations by suffix', category: 'transport', aliases: ['oil and gas', 'oil gas', 'oil nig', 'oil ltd', 'petroleum', 'petroleum ltd', 'petrol station', 'filling stn'], context: ['pos', 'purchase', 'prch', 'card', 'station', 'filling', 'fuel', 'pms', 'web'] },
  { name: 'Other fuel retailers', category: 'transport', aliases: ['arano', 'aa rano nig', 'rainoil', 'rain oil', 'eterna', 'eterna plc', 'ardova', 'mrs oil', 'matrix energy', 'emadeb', 'fatgbems', 'dozzy oil', 'ranoil', 'nipco', 'nipco filling', 'aa rano', 'a a rano', 'ammasco', 'bono energy', 'salbas', 'masters energy', 'northwest petroleum', 'nepal oil', 'fatgbems', 'techno oil', 'heyden', 'pinnacle oil', 'emadeb', 'dozzy oil', 'ascon oil', 'sahara energy', 'petrocam', 'shafa energy', 'empire energy', 'obat oil', 'ammasco oil', 'eterna', 'enyo', 'enyo retail', 'matrix energy', 'rainoil', 'rain oil', 'fuel', 'petrol', 'diesel', 'filling station', 'filling stn', 'petrol station', 'gas station', 'fuel station', 'pms'] },
  // What a transfer to a person pays for when it is one's own bill (a repairer, a market seller, a tailor).
  { name: 'Vehicle repairs', category: 'transport', aliases: ['car repair', 'car repairs', 'vehicle repair', 'car service', 'car servicing', 'panel beater', 'panel beating', 'wheel alignment', 'brake pads'] },
  { name: 'Generator repairs', category: 'utilities', aliases: ['generator repair', 'gen repair', 'generator servicing', 'generator service', 'gen servicing'] },
  { name: 'Market foodstuff', category: 'food_groceries', aliases: ['tomatoes', 'tomato', 'onions', 'plantain', 'egusi', 'ogbono', 'crayfish', 'stockfish'] },
  { name: 'Tailoring', category: 'shopping', aliases: ['sewing', 'sewing fee', 'tailor fee', 'workmanship for cloth', 'cloth sewing'] },
  { name: 'Hairdressing', category: 'other_expense', aliases: ['braids', 'braiding', 'hairdo', 'hair do', 'hairdresser', 'hair dresser', 'pedicure', 'manicure'] },
  { name: 'Tolls and parking', category: 'transport', aliases: ['car park', 'carpark', 'mma car park', 'airport parking', 'parking tag', 'parking ticket', 'park and pay', 'lagferry', 'lagos ferry', 'ferry', 'waterways', 'railway', 'nrc', 'train ticket', 'lagos rail', 'blue line', 'red line', 'lcc', 'lekki concession', 'lekki concession co', 'lcc toll', 'lcc etag', 'etag', 'toll', 'toll gate', 'parking', 'parking fee', 'brt', 'brt ticket', 'cowry card', 'cowry', 'lamata', 'primero', 'motor park', 'car wash', 'carwash', 'mechanic', 'auto mechanic', 'vulcanizer', 'vulcaniser', 'panel beater', 'car repairs', 'auto repairs'] },
  { name: 'Ferries and waterways', category: 'transport', aliases: ['laswa', 'lagos ferry', 'lagferry', 'lag ferry', 'metro ferry', 'ferry services'] },
  { name: 'Intercity buses', category: 'transport', aliases: ['gigm', 'gigm com', 'abc transport', 'chisco transport', 'peace mass transit', 'libra motors', 'young shall grow', 'gig motors', 'gigmotors', 'god is good', 'efex', 'efex executive', 'ifesinachi', 'greener line', 'cross country', 'area motor', 'okeyson', 'agofure', 'bus ticket', 'gigm', 'god is good motor', 'god is good motors', 'gigm com', 'abc transport', 'peace mass transit', 'peace mass', 'young shall grow', 'chisco', 'easycoach', 'guo transport', 'libra motors', 'transport fare', 'keke', 'okada', 'danfo', 'taxi', 'cab'] },

  // ---- Airtime & data
  { name: 'MTN', category: 'airtime_data', aliases: ['mtn', 'mtn ng', 'mtn nigeria', 'mtnn', 'mtn nig', 'mtn airtime', 'mtn data', 'xtravalue'] },
  { name: 'Airtel', category: 'airtime_data', aliases: ['airtel', 'airtel ng', 'airtel nigeria', 'smartrecharge'] },
  { name: 'Glo', category: 'airtime_data', aliases: ['glo', 'globacom', 'glo ng'] },
  { name: '9mobile', category: 'airtime_data', aliases: ['9mobile', 'etisalat', 'emts'] },
  { name: 'Internet providers', category: 'airtime_data', aliases: ['smile', 'smile data', 'spectranet', 'ipnx', 'tizeti', 'wifi com ng', 'starlink', 'fibreone', 'fiberone', 'swift networks', 'broadband', 'wifi'] },
  { name: 'Airtime and data vendors', category: 'airtime_data', aliases: ['airtime', 'airtime purchase', 'buy airtime', 'data bundle', 'data purchase', 'mobile data', 'data plan', 'data sub', 'recharge', 'vtu', 'topup airtime', 'data'] },

  // ---- Utilities
  { name: 'Ikeja Electric', category: 'utilities', aliases: ['ikedc', 'ikeja electric', 'ikeja electricity', 'ie prepaid', 'ie postpaid'] },
  { name: 'Eko DisCo', category: 'utilities', aliases: ['ekedc', 'eko electricity', 'eko disco', 'eko electric'] },
  { name: 'Abuja DisCo', category: 'utilities', aliases: ['aedc', 'abuja electricity', 'abuja disco'] },
  { name: 'Ibadan DisCo', category: 'utilities', aliases: ['ibedc', 'ibadan electricity', 'ibadan disco'] },
  { name: 'Port Harcourt DisCo', category: 'utilities', aliases: ['phed', 'phedc', 'port harcourt electricity'] },
  { name: 'Enugu DisCo', category: 'utilities', aliases: ['eedc', 'enugu electricity'] },
  { name: 'Kano DisCo', category: 'utilities', aliases: ['kedco', 'kano electricity'] },
  { name: 'Jos DisCo', category: 'utilities', aliases: ['jed', 'jedc', 'jos electricity'] },
  { name: 'Benin DisCo', category: 'utilities', aliases: ['bedc', 'benin electricity'] },
  { name: 'Kaduna DisCo', category: 'utilities', aliases: ['kaedco', 'kaduna electric', 'kaduna electricity'] },
  { name: 'Yola DisCo', category: 'utilities', aliases: ['yedc', 'yola electricity', 'yola edc'] },
  { name: 'Prepaid electricity', category: 'utilities', aliases: ['paydirect electricity', 'ibedc token', 'aedc token', 'ekedc token', 'ikedc token', 'buypower', 'buy power', 'prepaid meter', 'prepaid token', 'meter token', 'electricity', 'electric bill', 'electricity bill', 'nepa', 'nepa bill', 'phcn', 'light bill', 'irecharge', 'disco'] },
  { name: 'Water, waste and gas', category: 'utilities', aliases: ['gas', 'lpg gas', 'nipco gas', 'oando gas', 'gas bill', 'gas payment', 'gas cylinder', 'kg gas', 'fargas', 'waterboard', 'fct water board', 'fctwb', 'lagos water', 'water corporation', 'environmental protection board', 'env protection board', 'env protection', 'aepb', 'rivers waste', 'kano environmental', 'refuse', 'refuse disposal', 'sanitation', 'lawma', 'water corporation', 'water corp', 'water board', 'water bill', 'waste bill', 'waste', 'gas refill', 'cooking gas', 'lpg', 'gas plant', 'psp', 'gas refilling', 'total gas', 'totalgaz', 'mrs gas', 'ardova gas', 'conoil gas'] },

  // ---- TV & subscriptions
  { name: 'DStv', category: 'tv_subscriptions', aliases: ['dstv', 'multichoice', 'dstv compact', 'dstv premium'] },
  { name: 'GOtv', category: 'tv_subscriptions', aliases: ['gotv', 'go tv'] },
  { name: 'TStv', category: 'tv_subscriptions', aliases: ['tstv', 'ts tv'] },
  { name: 'StarTimes', category: 'tv_subscriptions', aliases: ['startimes', 'star times', 'startime'] },
  { name: 'Showmax', category: 'tv_subscriptions', aliases: ['showmax'] },
  { name: 'Netflix', category: 'tv_subscriptions', aliases: ['netflix', 'netflix com'] },
  { name: 'Spotify', category: 'tv_subscriptions', aliases: ['spotify', 'spotify p1', 'spotify ab'] },
  { name: 'Apple', category: 'tv_subscriptions', aliases: ['apple com bill', 'apple com', 'itunes', 'icloud', 'apple music'] },
  { name: 'Google', category: 'tv_subscriptions', aliases: ['google', 'google play', 'google youtube', 'youtube', 'youtubepremium', 'youtube premium', 'google one', 'google storage'] },
  { name: 'Prime Video', category: 'tv_subscriptions', aliases: ['prime video', 'amazon prime', 'primevideo'] },
  { name: 'Music and apps', category: 'tv_subscriptions', aliases: ['boomplay', 'audiomack', 'deezer', 'apple music', 'openai', 'chatgpt', 'canva', 'microsoft 365', 'microsoft', 'adobe', 'subscription', 'irokotv', 'iroko'] },

  // ---- Rent & housing
  { name: 'Rent and housing', category: 'rent_housing', aliases: ['estate', 'estates', 'security levy', 'security dues', 'estate security', 'gardens estate', 'residents', 'landlord rent', 'rent instalment', 'rent installment', 'rent part payment', 'part payment of rent', 'house agent', 'caretaker', 'lekki gardens', 'gwarinpa estate', 'rent', 'house rent', 'rent 2025', 'rent balance', 'balance of rent', 'service charge', 'estate dues', 'estate levy', 'estate due', 'caution fee', 'agency fee', 'agent fee', 'legal fee', 'residents assoc', 'residents association', 'agency and legal', 'legal and agency', 'legal fee', 'cda', 'landlord', 'spleet', 'facility mgt', 'facility management', 'properties', 'property', 'estate mgt', 'housing', 'accommodation', 'apartment', 'shortlet', 'short let', 'realtors', 'realtor', 'real estate'] },

  // ---- Education
  { name: 'Exam bodies', category: 'education', aliases: ['waec', 'jamb', 'neco', 'nabteb', 'utme', 'gce', 'result checker', 'scratch card', 'post utme'] },
  { name: 'Schools and fees', category: 'education', aliases: ['rovingheights', 'roving heights', 'jazzhole', 'glendora', 'laterna', 'cms bookshop', 'university press', 'learn africa', 'bookshops', 'schools', 'ican', 'cipm', 'cibn', 'citn', 'icsan', 'cipsmn', 'niqs', 'coren', 'acca', 'cfa institute', 'niit', 'aptech', 'new horizons', 'utiva', 'semicolon', 'semicolon africa', 'alison', 'altschool', 'altschool africa', 'decagon', 'andela', 'learnable', 'genesys', 'stutern', 'ingressive', 'grace schools', 'corona schools', 'corona school', 'greensprings', 'chrisland', 'meadow hall', 'dowen', 'lagoon school', 'abu zaria', 'ahmadu bello', 'unilorin', 'unical', 'uniport', 'unijos', 'unimaid', 'uniabuja', 'unizik', 'futa', 'futo', 'futminna', 'funaab', 'lautech', 'eksu', 'aaua', 'bayero', 'yabatech', 'yaba tech', 'yaba college', 'laspotech', 'auchi poly', 'fed poly', 'fedpoly', 'polytechnic', 'pan atlantic', 'lagos business school', 'afe babalola', 'abuad', 'bowen', 'redeemers', 'landmark university', 'nile university', 'baze', 'unilag dlc', 'noun', 'national open university', 'jupeb', 'ijmb', 'school fees', 'school fee', 'sch fees', 'sch fee', 'tuition', 'acceptance fee', 'hostel fee', 'pta levy', 'pta', 'fees 2nd term', 'third term fees', 'term fees', 'school', 'college', 'academy', 'university', 'polytechnic', 'unilag', 'unn', 'oau', 'uniben', 'lasu', 'covenant university', 'babcock', 'nursery and primary', 'bookshop', 'textbooks', 'exam fee', 'registration fee', 'course', 'training', 'home lesson', 'home lessons', 'lesson', 'lessons', 'tutorial', 'tutorials', 'tutor', 'tutoring', 'extra lesson', 'ielts', 'toefl', 'exam registration', 'exam fees', 'examination fee', 'professional exam', 'creche', 'montessori', 'daycare', 'day care', 'nursery school'] },
  { name: 'Online learning', category: 'education', aliases: ['udemy', 'coursera', 'alx', 'alx africa', 'ulesson', 'edukoya', 'gradely', 'schoolable', 'afrilearn', 'prepclass', 'duolingo', 'edx', 'teachable', 'udacity', 'skillshare', 'altschool', 'alt school', 'utiva', 'pluralsight', 'datacamp', 'masterclass', 'linkedin learning', 'selar course'] },

  // ---- Health
  { name: 'Pharmacies', category: 'health', aliases: ['h medix', 'hmedix', 'medplus', 'med plus', 'healthplus', 'health plus', 'alpha pharmacy', 'nett pharmacy', 'bounty pharmacy', 'pharmacy', 'pharmacie', 'pharm', 'chemist', 'drugstore', 'drug store', 'drugs', 'mydawa', 'pharmacy direct', 'patent medicine', 'medicine store', 'medicine', 'drug store', 'chemist', 'pharmaceuticals', 'pharmaceutical', 'pharma'] },
  { name: 'Hospitals and labs', category: 'health', aliases: ['teaching hosp', 'teaching hospital', 'specialist hosp', 'specialist hospital', 'hosp', 'medical centre', 'medical center', 'luth', 'lasuth', 'uch', 'unth', 'ubth', 'oauthc', 'abuth', 'juth', 'uith', 'uuth', 'nauth', 'fmc', 'federal medical centre', 'federal medical center', 'national hospital', 'general hospital', 'paelon', 'st ives', 'cedarcrest', 'nizamiye', 'garki hospital', 'first cardiology', 'euracare', 'duchess', 'lily hospital', 'bridge clinic', 'nordica', 'marcelle ruth', 'hospital', 'hospital bill', 'clinic', 'clinic bill', 'medical', 'reddington', 'lagoon hospital', 'evercare', 'st nicholas', 'synlab', 'clina lancet', 'eye foundation', 'dental', 'diagnostics', 'laboratory', 'lab test', 'healthtracka', 'helium health', 'maternity', 'optical', 'optician', 'healthcare', 'health care', 'medical centre', 'medical center', 'antenatal', 'admission deposit', 'consultation', 'diagnostic', 'diagnostics', 'hmo', 'teaching hospital', 'specialist hospital', 'lab', 'labs', 'lab test', 'medical lab', 'eko hospital', 'laboratories', 'physiotherapy', 'physio', 'medical centre', 'medical center', 'diagnostic centre'] },
  { name: 'HMOs', category: 'health', aliases: ['hmo', 'hygeia', 'hygeia hmo', 'reliance hmo', 'reliance health', 'avon hmo', 'avon healthcare', 'leadway health', 'clearline', 'clearline hmo', 'axa mansard health', 'axa mansard hmo', 'total health trust', 'hcp', 'redcare hmo', 'ultimate health'] },

  // ---- Shopping
  { name: 'Jumia', category: 'shopping', aliases: ['jumia', 'jumia nigeria', 'jumia com ng', 'jumia ng'], credit: 'refund_reversal' },
  { name: 'Konga', category: 'shopping', aliases: ['konga', 'konga online', 'konga com'], credit: 'refund_reversal' },
  { name: 'Temu', category: 'shopping', aliases: ['temu', 'temu com'] },
  { name: 'AliExpress', category: 'shopping', aliases: ['alibaba', 'alibaba com', '1688', 'aliexpress', 'ali express'] },
  { name: 'Amazon', category: 'shopping', aliases: ['amazon', 'amzn', 'amzn mktp', 'amazon com'] },
  { name: 'Shein', category: 'shopping', aliases: ['shein'] },
  { name: 'Jiji', category: 'shopping', aliases: ['jiji', 'jiji ng'] },
  { name: 'eBay', category: 'shopping', aliases: ['ebay'] },
  { name: 'Electronics', category: 'shopping', aliases: ['3c hub', 'kusnap', 'finet', 'ogabassey', 'spar electronics', 'imperial electronics', 'slot', 'slot systems', 'pointek', 'fouani', 'hisense', 'samsung', 'lg showroom', 'computer village', 'electronics', 'gadgets', 'phones'] },
  { name: 'Retail and fashion', category: 'shopping', aliases: ['leather works', 'leatherworks', 'game stores', 'miniso', 'lc waikiki', 'mr price', 'decathlon', 'zara', 'house of tara', 'woodin', 'vlisco', 'fashion', 'boutique', 'stores', 'store', 'mall', 'beauty', 'cosmetics', 'furniture', 'ok furniture', 'park n shop', 'kaido', 'clothing', 'shoes', 'kaimosi', 'fabric', 'fabrics', 'aso ebi', 'asoebi', 'tailor', 'tailoring', 'clothes', 'shoe', 'bags', 'handbag', 'wristwatch'] },

  // ---- Entertainment, leisure and travel
  { name: 'Parks and leisure', category: 'entertainment', aliases: ['rufus and bee', 'rufus bee', 'lekki conservation centre', 'lekki conservation', 'takwa bay', 'ikoyi club', 'polo club', 'hi impact', 'upbeat centre', 'agodi gardens', 'millennium park', 'jabi boat club'] },
  { name: 'Resorts and leisure parks', category: 'entertainment', aliases: ['tinapa', 'obudu', 'obudu ranch', 'ikogosi', 'la campagne', 'la campagne tropicana', 'whispering palms', 'agodi gardens', 'millennium park', 'jabi lake mall'] },
  { name: 'Cinemas', category: 'entertainment', aliases: ['filmhouse', 'film house', 'silverbird', 'genesis cinemas', 'genesis cinema', 'cinema', 'cinemas', 'imax', 'ebonylife', 'ebonylife place'] },
  { name: 'Events and lounges', category: 'entertainment', aliases: ['terra kulture', 'nike art gallery', 'nike art', 'art gallery', 'gallery', 'museum', 'muson', 'muson centre', 'freedom park', 'theatre', 'theater', 'amusement park', 'theme park', 'funtopia', 'dreamworld', 'zoo', 'go kart', 'paintball', 'escape room', 'elegushi', 'landmark beach', 'tarkwa bay', 'obudu', 'omu resort', 'la campagne', 'whispering palms', 'jabi lake', 'magicland', 'wonderland', 'tix africa', 'nairabox', 'eventbrite', 'ticketmaster', 'tickets', 'quilox', 'club 57', 'lounge', 'bar', 'club', 'beach', 'hard rock', 'hard rock cafe', 'upbeat', 'games', 'steam', 'steam games', 'playstation', 'playstation network', 'xbox', 'gym', 'fitness', 'concert', 'party', 'nightclub', 'night club', 'bowling', 'karaoke', 'leisure', 'leisure park', 'leisure lake', 'lekki leisure lake', 'recreation', 'recreation centre', 'recreational', 'water park', 'hi impact planet', 'cinema', 'cinemas'] },
  { name: 'Travel', category: 'entertainment', aliases: ['radissonblu', 'transcorp hilton', 'hilton', 'eko hotel', 'eko hotels', 'eko hotels and suites', 'sheraton', 'radisson', 'radisson blu', 'federal palace', 'lagos continental', 'four points', 'marriott', 'protea', 'intercontinental', 'wheatbaker', 'oriental hotel', 'golden tulip', 'best western', 'ibis', 'novotel', 'fraser suites', 'the envoy', 'nicon luxury', 'bon hotel', 'presken', 'swiss international', 'dana air', 'azman', 'azman air', 'aero contractors', 'overland', 'xejet', 'topbrass', 'hotels ng', 'hotel', 'hotels', 'airbnb', 'booking com', 'air peace', 'airpeace', 'arik', 'arik air', 'ibom air', 'united nigeria airlines', 'united nigeria', 'overland airways', 'max air', 'green africa', 'wakanow', 'travelstart', 'flight', 'airline', 'resort', 'visa fee', 'travel', 'valuejet', 'value jet', 'suites', 'event centre', 'event center', 'events centre', 'arcade', 'game arcade'] },

  // ---- Betting & gambling
  { name: 'Bet9ja', category: 'betting', aliases: ['bet9ja', 'bet 9ja', 'bet9j', 'kc gaming', 'kc gaming networks'], credit: 'other_income' },
  { name: 'SportyBet', category: 'betting', aliases: ['sportybet', 'sporty bet', 'sportyb', 'sporty', 'sporty internet', 'sportybet nigeria'], credit: 'other_income' },
  { name: 'BetKing', category: 'betting', aliases: ['betking', 'bet king', 'betkng', 'betking com', 'kingmakers'], credit: 'other_income' },
  { name: '1xBet', category: 'betting', aliases: ['1xbet', '1x bet', 'onexbet'], credit: 'other_income' },
  { name: 'NairaBet', category: 'betting', aliases: ['nairabet', 'naira bet'], credit: 'other_income' },
  { name: 'MSport', category: 'betting', aliases: ['msport', 'm sport', 'msprt'], credit: 'other_income' },
  { name: 'BangBet', category: 'betting', aliases: ['bangbet', 'bang bet'], credit: 'other_income' },
  { name: 'Other betting and lotteries', category: 'betting', aliases: ['betway', 'merrybet', 'merry bet', 'accessbet', 'access bet', 'paripesa', '22bet', 'melbet', 'betbonanza', 'bet bonanza', 'surebet247', 'surebet', 'betland', 'wazobet', 'betano', 'livescore bet', 'premier lotto', 'baba ijebu', 'green lotto', 'lotto', 'lottery', 'golden chance', 'western lotto', 'betting', 'bet', 'stake', 'casino', 'bet deposit'], credit: 'other_income' },

  // ---- Savings & investments (credits from these are money coming back: own_transfer)
  { name: 'PiggyVest', category: 'savings_investment', aliases: ['piggyvest', 'piggy vest', 'piggyvest ltd', 'piggyvst', 'piggybank ng', 'piggytech', 'piggytech global', 'quicksave', 'safelock', 'flex naira'], credit: 'own_transfer' },
  { name: 'Cowrywise', category: 'savings_investment', aliases: ['cowrywise', 'cowry wise', 'cowrywis'], credit: 'own_transfer' },
  { name: 'Risevest', category: 'savings_investment', aliases: ['risevest', 'rise vest'], credit: 'own_transfer' },
  // "Rise" alone is an ordinary word: it needs an investment word beside it.
  { name: 'Risevest (short name)', category: 'savings_investment', aliases: ['rise'], credit: 'own_transfer', context: ['vest', 'investment', 'dollar', 'plan', 'withdrawal'] },
  { name: 'OPay OWealth', category: 'savings_investment', aliases: ['owealth', 'o wealth', 'auto save', 'autosave', 'owealth deposit', 'auto save to owealth'], credit: 'own_transfer' },
  { name: 'Bank and wallet savings', category: 'savings_investment', aliases: ['savings pocket', 'kolo', 'piggy', 'goal savings', 'kuda save', 'spend save', 'spend and save', 'spend n save', 'fixed savings', 'target savings', 'target saving', 'cashbox', 'cash box', 'safebox', 'safe box', 'savings pocket', 'alat goals', 'alat goal', 'save', 'savings', 'saving', 'my savings', 'stash', 'vault', 'fixed deposit placement', 'fd placement', 'placement', 'term deposit', 'term deposit booking'], credit: 'own_transfer' },
  { name: 'Investment platforms', category: 'savings_investment', aliases: ['touchgold', 'touch gold', 'gold savings', 'sankore', 'risevest', 'fbnquest', 'afrinvest', 'chapel hill denham', 'lotus capital', 'vetiva', 'norrenberger', 'investment one', 'emerging africa', 'zedcrest', 'bamboo', 'trove', 'chaka', 'money market fund', 'money market', 'mmf', 'asset mgt', 'asset management', 'arm investment', 'arm investment managers', 'arm one', 'armone', 'arm one tech', 'meristem', 'united capital', 'first ally', 'cardinalstone', 'cardinal stone', 'stanbic ibtc asset', 'investment', 'investments', 'invest', 'fixed deposit', 'fd booking', 'fixed deposit booking', 'treasury bill', 'treasury bills', 't bills', 'tbills', 'savings bond', 'fgn savings bond', 'stocks', 'shares', 'dollar plan', 'mutual fund', 'fund'], credit: 'own_transfer' },
  { name: 'Crypto exchanges', category: 'savings_investment', aliases: ['binance', 'quidax', 'luno', 'roqqu', 'busha', 'yellow card', 'yellowcard', 'bundle africa', 'patricia technologies', 'mypatricia', 'kucoin', 'bybit', 'breet', 'usdt purchase', 'buy crypto', 'bitcoin', 'btc purchase', 'crypto'], credit: 'own_transfer' },
  { name: 'Ajo, esusu and cooperatives', category: 'savings_investment', aliases: ['coop society', 'co op society', 'cooperative society', 'coop savings', 'staff coop', 'staff cooperative', 'thrift society', 'credit union', 'multipurpose cooperative', 'ctcs', 'ajo', 'esusu', 'adashi', 'thrift', 'daily contribution', 'contribution', 'monthly contribution', 'cooperative', 'co operative', 'coop', 'multipurpose coop', 'cooperative deduction', 'pension contribution', 'voluntary pension', 'ajo group', 'alajo', 'ajo collector', 'esusu collector', 'daily ajo'], credit: 'own_transfer' },

  // ---- Personal services are not retail (Shopping is retail, e-commerce, clothing, electronics): Other
  { name: 'Personal services', category: 'other_expense', aliases: ['photo studio', 'photography', 'photographer', 'makeup', 'make up', 'tailor shop', 'cobbler', 'salon', 'hair salon', 'barbing', 'barbing salon', 'barber', 'barbers', 'dry cleaning', 'dry cleaner', 'dry cleaners', 'dryclean', 'drycleaning', 'drycleaners', 'dry clean', 'laundry', 'laundromat', 'spa', 'nail studio', 'cyber cafe', 'cybercafe', 'business centre', 'business center'] },

  // ---- Giving
  { name: 'Churches', category: 'giving', aliases: ['celestial church', 'cherubim and seraphim', 'foursquare', 'four square', 'ecwa', 'shiloh', 'salvation ministries', 'the elevation church', 'elevation church', 'trinity house', 'harvesters', 'household of god', 'sword of the spirit', 'omega fire', 'synagogue', 'apostolic', 'pentecostal', 'evangelical', 'assemblies of god', 'tithe', 'tithes', 'offering', 'first fruit', 'firstfruit', 'seed', 'thanksgiving', 'partnership', 'harvest levy', 'harvest', 'building fund', 'church', 'rccg', 'redeemed christian church', 'living faith', 'living faith church', 'winners chapel', 'winners', 'deeper life', 'deeper life bible church', 'mfm', 'mountain of fire', 'daystar', 'daystar christian centre', 'coza', 'dunamis', 'christ embassy', 'house on the rock', 'catholic', 'anglican', 'methodist', 'baptist', 'cathedral', 'parish', 'ministry', 'ministries', 'gospel', 'chapel', 'assembly', 'pastor'] },
  { name: 'Mosques and zakat', category: 'giving', aliases: ['jibwis', 'jibwis nigeria', 'izala', 'nasfat', 'mssn', 'muslim students society', 'ansar ud deen', 'ansar ud deen society', 'ansaru deen', 'jni', 'jama atu nasril islam', 'muslim ummah', 'mssn', 'fomwan', 'izala', 'jumat', 'jumaat', 'waqf', 'islamic society', 'zakat', 'sadaqah', 'sadaka', 'mosque', 'masjid', 'nasfat', 'ansarudeen', 'ramadan'] },
  { name: 'Charities', category: 'giving', aliases: ['red cross', 'nigerian red cross', 'red cross nigeria', 'sos childrens villages', 'sos children s villages', 'sos children', 'sos childrens', 'unicef', 'save the children', 'habitat for humanity', 'salvation army', 'hope for the child', 'mtn foundation', 'tony elumelu foundation', 'feed the hungry', 'dorcas', 'motherless babies', 'motherless', 'orphans', 'widows', 'donation', 'donations', 'charity', 'foundation', 'gofundme', 'food bank', 'lagos food bank', 'slum2school', 'ngo', 'orphanage', 'make a wish', 'make a wish nigeria', 'makeawish', 'lekki food bank', 'ronald mcdonald', 'mentally aware nigeria', 'project alert'] },

  // ---- Business & stock
  { name: 'Suppliers and stock', category: 'business_expense', aliases: ['farm inputs', 'farm input', 'fertilizer', 'fertiliser', 'npk', 'urea', 'agrochemicals', 'agro chemicals', 'herbicide', 'pesticide', 'insecticide', 'seedlings', 'poultry feed', 'fish feed', 'feed mill', 'day old chicks', 'layers feed', 'broiler', 'tractor hire', 'zoho', 'bumpa', 'shopify', 'quickbooks', 'kippa', 'vendease', 'omnibiz', 'tradedepot', 'alerzo', 'printmart', 'sendbox', 'topship', 'shipbubble', 'fez delivery', 'gokada', 'agent wallet', 'agent float', 'float top up', 'pos float', 'dufil', 'dufil prima', 'dufil prima foods', 'dangote', 'dangote cement', 'dangote flour', 'dangote sugar', 'flour mills', 'bua', 'bua cement', 'olam', 'nestle', 'unilever', 'pz cussons', 'cadbury', 'honeywell', 'promasidor', 'friesland', 'frieslandcampina', 'wamco', 'nigerian breweries', 'guinness', 'seven up', 'coca cola', 'lafarge', 'wholesale order', 'stock up', 'paper roll', 'paper rolls', 'pos roll', 'pos rolls', 'pos paper', 'thermal paper', 'thermal roll', 'pos accessories', 'moniepoint terminal', 'opay terminal', 'palmpay terminal', 'stock', 'stock purchase', 'restock', 'wholesale', 'supply of goods', 'goods supplied', 'payment for goods', 'supplier', 'suppliers', 'inventory', 'distributor', 'distributors', 'raw materials', 'spare parts', 'fabric stock', 'waybill', 'logistics', 'gig logistics', 'dispatch', 'kwik delivery', 'dhl', 'printing', 'facebk ads', 'facebook ads', 'meta ads', 'google ads', 'staff salary', 'staff salaries', 'salary payment', 'pos terminal', 'pos terminal fee', 'terminal caution fee', 'pos terminal caution fee', 'terminal fee', 'textiles', 'trading', 'provisions stock', 'float', 'buy float', 'pos float', 'agent float', 'float purchase', 'float top up', 'super agent', 'supply', 'goods', 'market goods', 'depot', 'dist', 'wholesaler', 'market union', 'market dues', 'union dues', 'traders union', 'invoice', 'inv'] },

  // ---- Taxes & government
  { name: 'Tax authorities', category: 'tax_government', aliases: ['firs', 'lirs', 'irs', 'kadirs', 'ogirs', 'rirs', 'eirs', 'akirs', 'kirs', 'birs', 'osirs', 'oysirs', 'ekirs', 'odirs', 'psirs', 'ngsirs', 'kwirs', 'bsirs', 'crirs', 'esirs', 'abirs', 'iirs', 'state irs', 'irs payment', 'lagos state irs', 'fct irs', 'internal revenue', 'taxpro', 'tax', 'taxes', 'paye', 'withholding tax', 'wht', 'vat remittance', 'tax clearance', 'personal income tax', 'tin', 'nhf', 'nhf deduction', 'nsitf', 'itf'] },
  { name: 'Government platforms and agencies', category: 'tax_government', aliases: ['police cmr', 'cmr', 'central motor registry', 'npf', 'police report', 'remita', 'lasg', 'land use charge', 'luc', 'frsc', 'drivers licence', 'drivers license', 'nimc', 'nin', 'immigration', 'nis passport', 'passport', 'cac', 'business name registration', 'vio', 'vehicle inspection', 'vehicle licence', 'vehicle license', 'police report', 'court', 'govt', 'government', 'ministry of', 'state govt', 'lga', 'local government', 'customs', 'ncs', 'nafdac', 'son conformity', 'autoreg', 'vehicle papers', 'vehicle particulars', 'nipost', 'tenement', 'tenement rate', 'tenement rates', 'amac', 'area council', 'municipal', 'municipal rates', 'council rates', 'ground rent', 'certificate of occupancy', 'agis', 'lasrra', 'lasbca', 'market levy', 'state revenue', 'internal revenue', 'board of internal revenue', 'sanitation levy', 'environmental levy', 'state levy', 'development levy'] },

  // ---- Insurance
  { name: 'Insurers', category: 'insurance', aliases: ['insurance', 'assurance', 'axa mansard', 'mansard', 'leadway', 'leadway assurance', 'aiico', 'custodian', 'custodian and allied', 'cornerstone', 'cornerstone insurance', 'nem', 'nem insurance', 'allianz', 'sovereign trust', 'heirs insurance', 'heirs', 'casava', 'royal exchange', 'fbn insurance', 'mutual benefits', 'staco', 'coronation insurance', 'consolidated hallmark', 'premium', 'policy', 'life policy', 'third party', 'motor insurance', 'health cover', 'linkage assurance', 'zenith general', 'prudential zenith', 'old mutual', 'tangerine life', 'tangerine', 'sanlam', 'veritas kapital', 'anchor insurance', 'nsia', 'nsia insurance', 'enterprise life', 'capital express', 'universal insurance', 'sunu assurances', 'curacel', 'mycover', 'mycover ai'] },
];
