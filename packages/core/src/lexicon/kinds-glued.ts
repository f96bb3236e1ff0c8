/**
 * Kind words inside a glued card or web line whose name field the terminal cut (`POSPURCASAFINAFILLINGS`,
 * `WEBPURSALVATIONMINISTRIE`): the name, the kind and sometimes the town run together, and the kind word may end
 * where the field ends, cut to a prefix of at least `min` letters. Read by categorise/glued-card-kinds.ts.
 */
import type { Category } from '../contract.ts';

export interface GluedCutKind {
  /** The kind word with its spaces dropped, as a glued line writes it. */
  word: string;
  /** Fewest letters of it that still say the kind when the field ends there. */
  min: number;
  category: Category;
}

// prettier-ignore
export const GLUED_CUT_KINDS: readonly GluedCutKind[] = [
  // A vehicle's fuel (convention 9: a filling station is transport, a gas shop cooking gas).
  { word: 'fillingstation', min: 7, category: 'transport' },
  { word: 'petrolstation', min: 7, category: 'transport' },
  { word: 'fuelstation', min: 6, category: 'transport' },
  // Cooking gas for the home.
  { word: 'cookinggas', min: 7, category: 'utilities' },
  { word: 'gasrefill', min: 7, category: 'utilities' },
  { word: 'gasplant', min: 7, category: 'utilities' },
  // Food shops by their goods.
  { word: 'frozenfoods', min: 6, category: 'food_groceries' },
  { word: 'coldroom', min: 8, category: 'food_groceries' },
  { word: 'provisionstore', min: 10, category: 'food_groceries' },
  { word: 'foodstuffs', min: 8, category: 'food_groceries' },
  { word: 'supermarket', min: 8, category: 'food_groceries' },
  // A telecom or internet firm ("<X> COMMUNICATIONS", "<X> TELECOM").
  { word: 'communications', min: 12, category: 'airtime_data' },
  { word: 'telecoms', min: 8, category: 'airtime_data' },
  // Religious bodies and charities.
  { word: 'ministries', min: 8, category: 'giving' },
  { word: 'ministry', min: 8, category: 'giving' },
  { word: 'church', min: 6, category: 'giving' },
  { word: 'mosque', min: 6, category: 'giving' },
  { word: 'nasrilislam', min: 9, category: 'giving' },
  { word: 'foundation', min: 8, category: 'giving' },
  { word: 'charity', min: 7, category: 'giving' },
  // Bars, breweries and lounges.
  { word: 'brewery', min: 6, category: 'entertainment' },
  { word: 'breweries', min: 7, category: 'entertainment' },
  { word: 'barandgrill', min: 9, category: 'entertainment' },
  { word: 'lounge', min: 6, category: 'entertainment' },
  { word: 'beerparlour', min: 9, category: 'entertainment' },
  // Lotteries.
  { word: 'lotto', min: 5, category: 'betting' },
  { word: 'lottery', min: 7, category: 'betting' },
  // A chemist or a pharmacy.
  { word: 'chemist', min: 6, category: 'health' },
  { word: 'pharmacy', min: 7, category: 'health' },
  // A cobbler's or a tailor's service.
  { word: 'shoerepair', min: 8, category: 'other_expense' },
];

/** Lead words a glued line starts with (`WEBPUR…`, `POSPUR…`): dropped before the name is read. */
export const GLUED_CARD_LEADS: readonly string[] = ['webpurchase', 'pospurchase', 'webpur', 'pospur', 'webpmt', 'pospmt'];
