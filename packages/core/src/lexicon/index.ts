export type { LexiconEntry, LenderEntry } from './types.ts';
export { MERCHANTS } from './merchants.ts';
export { LENDERS, LOAN_REPAY_PHRASES, LOAN_DISBURSE_PHRASES } from './lenders.ts';
export { CHARGE_LEXICON, CHARGE_LABELS, GENERIC_CHARGE_WORDS } from './charges.ts';
export type { ChargeType, ChargeEntry } from './charges.ts';
export { PERSON_NAMES, BUSINESS_WORDS } from './names.ts';
