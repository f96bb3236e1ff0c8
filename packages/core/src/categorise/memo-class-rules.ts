/**
 * The narration forms and memo classes read beside the built-in rules: charge forms, service and cash memos,
 * household memos to a person, mandates and savings pockets. Each file says its priorities and why.
 */
import { chargeFormRules } from './charge-forms.ts';
import type { Rule } from './engine.ts';
import { householdMemoRules } from './household-memos.ts';
import { mandateRules } from './mandates.ts';
import { marketDuesRules } from './market-dues.ts';
import { serviceMemoRules } from './service-memos.ts';

export function memoClassRules(): Rule[] {
  return [
    ...chargeFormRules(),
    ...serviceMemoRules(),
    ...householdMemoRules(),
    ...mandateRules(),
    ...marketDuesRules(),
  ];
}
