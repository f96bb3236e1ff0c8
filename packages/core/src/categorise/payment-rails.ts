/**
 * Payment rails and billing descriptors that sit beside the real payee.
 * - Remita collects for the government, but shops and transit operators bill through it too: "REMITA LAGBUS COWRY"
 *   is a bus fare. A non-government payee's words after REMITA decide (541, above Remita's own 540, below brands).
 * - A card processor's descriptor ("… HELP.UBER.COM") printed after another brand ("TEMU HELP.UBER.COM") names the
 *   rail, not the purchase: the other brand decides (561, above brands at 560; a bare descriptor stays Uber).
 */
import type { Category } from '../contract.ts';
import { MERCHANTS } from '../lexicon/index.ts';
import type { Rule } from './engine.ts';

/** Where a purchase was made says nothing about what it was for ("REMITA MARKET LEVY" is a levy). */
const PLACE_WORDS = new Set(['market', 'store', 'stores', 'mall', 'plaza', 'shop', 'mkt', 'housing']);
const DESCRIPTORS = ['help uber com'];
/** Brands whose own descriptor this is. */
const DESCRIPTOR_OWNERS = new Set(['Uber', 'Uber Eats']);

export function paymentRailRules(): Rule[] {
  const rules: Rule[] = [];
  const byCategory = new Map<Category, string[]>();
  for (const m of MERCHANTS) {
    if (m.category === 'tax_government' || m.platform || m.context) continue;
    const words = m.aliases.filter((a) => !PLACE_WORDS.has(a) && a !== 'remita');
    byCategory.set(m.category, [...(byCategory.get(m.category) ?? []), ...words]);
    if (!DESCRIPTOR_OWNERS.has(m.name)) {
      const brand = words.filter((a) => !DESCRIPTORS.includes(a));
      if (brand.length)
        rules.push({
          id: `rail.descriptor.${m.name}`,
          priority: m.category === 'betting' ? 566 : 561,
          when: { direction: 'debit', phrases: brand, allOf: DESCRIPTORS, noneOf: ['refund', 'reversal'] },
          then: { category: m.category },
          truncatable: false,
        });
    }
  }
  for (const [category, phrases] of byCategory)
    rules.push({
      id: `rail.remita.${category}`,
      priority: 541,
      when: { direction: 'debit', phrases, allOf: ['remita'], noneOf: ['refund', 'reversal', 'mandate'] },
      then: { category },
      truncatable: false,
    });
  return rules;
}
