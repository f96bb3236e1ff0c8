/**
 * Memos on a transfer to a person that say what the money was for when no category word does:
 * - a relative's need ("FOR HOSPITAL BILL MUM", "drugs for daddy"): help sent to family is Transfers to People,
 *   whatever the need (convention 1), above the hospital or school the need names;
 * - care bought from a person ("NURSE HOME VISIT", "FOR MY TEST"): Health;
 * - a thing bought from a person ("… PHONE", "for the generator", "SOLAR PANELS"): Shopping;
 * - a personal service with no category of its own ("FOR MY HAIR", "PRESSING OF CLOTHES"): Other (convention 10).
 */
import type { Category } from '../contract.ts';
import type { Rule, RuleContext } from './engine.ts';
import { namesPerson } from './transfer-memos.ts';

const RELATIVES = [
  'mum',
  'mummy',
  'mom',
  'mama',
  'my mother',
  'dad',
  'daddy',
  'papa',
  'my father',
  'grandma',
  'grandpa',
  'granny',
  'my sister',
  'my brother',
  'bros',
];
const NEEDS = [
  'hospital',
  'hospital bill',
  'bill',
  'bills',
  'drugs',
  'medicine',
  'medical',
  'treatment',
  'surgery',
  'operation',
  'fees',
  'rent',
];
const CARE = [
  'nurse home visit',
  'home visit',
  'nurse',
  'for my test',
  'my lab test',
  'lab test',
  'physio',
  'physiotherapy',
];
const GOODS = [
  'phone',
  'for the phone',
  'new phone',
  'for the generator',
  'generator',
  'solar panels',
  'solar panel',
  'inverter',
];
const GOODS_NOT_BOUGHT = [
  // A merchant's accessories or a trade house's order are a trader's stock, read elsewhere.
  'accessories',
  'merchants',
  'wholesale',
  'resale',
  'stock',
  'restock',

  'repair',
  'repairs',
  'fix',
  'fixing',
  'screen',
  'servicing',
  'recharge',
  'airtime',
  'data',
  'credit',
  'fuel',
  'diesel',
  'loan',
  'refund',
  'reversal',
];
const HAIR_SERVICE = ['for my hair', 'my hair', 'hair do', 'hairdo', 'making my hair', 'barbing'];
/** Clothes cared for, not bought ("PRESSING OF CLOTHES"): a laundry service, Other (convention 10). */
const LAUNDRY = [
  'pressing of clothes',
  'pressing',
  'ironing',
  'ironing of clothes',
  'washing of clothes',
  'laundry',
  'dry cleaning',
  'drycleaning',
];

/**
 * The need is named before the relative ("HOSPITAL BILL MUM", "drugs for daddy"): a family word leading a name is a
 * business's name ("MAMA EFE HOSPITAL", "PAPA AMARACHI INTERNATIONAL SCHOOL"), not whom the money helps.
 */
function needBeforeRelative(c: RuleContext): boolean {
  const t = ` ${c.n.text} `;
  const need = Math.min(...NEEDS.map((w) => t.indexOf(` ${w} `)).filter((i) => i >= 0));
  return RELATIVES.some((w) => t.indexOf(` ${w} `) > need);
}

const rule = (
  id: string,
  priority: number,
  category: Category,
  phrases: readonly string[],
  extra: Partial<Rule['when']> = {},
): Rule => ({
  id: `person.${id}.debit`,
  priority,
  when: {
    direction: 'debit',
    phrases,
    noneOf: ['refund', 'reversal', 'loan'],
    notChannels: ['pos', 'web', 'atm'],
    test: namesPerson,
    ...extra,
  },
  then: { category },
  truncatable: false,
});

/**
 * Priorities: a relative's need 567 (above household memos at 566, help at 565, purposes at 563 and a hospital's kind
 * at 562); care, goods and a personal service 564 (above purposes at 563, below help at 565: "phone for mummy" is help).
 */
export function relativeNeedRules(): Rule[] {
  return [
    rule('relative-need', 567, 'transfers_out', RELATIVES, {
      anyOf: NEEDS,
      test: (c) => namesPerson(c) && needBeforeRelative(c),
    }),
    rule('care', 564, 'health', CARE),
    rule('goods', 564, 'shopping', GOODS, { noneOf: GOODS_NOT_BOUGHT }),
    rule('laundry', 564, 'other_expense', LAUNDRY),
    rule('hair-service', 564, 'other_expense', HAIR_SERVICE, {
      noneOf: ['wig', 'wigs', 'attachment', 'attachments', 'refund', 'reversal', 'loan'],
    }),
  ];
}
