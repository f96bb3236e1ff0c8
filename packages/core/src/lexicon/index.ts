export type { LexiconEntry, LenderEntry } from './types.ts';
export { MERCHANTS } from './merchants.ts';
export { LENDERS, LOAN_REPAY_PHRASES, LOAN_DISBURSE_PHRASES } from './lenders.ts';
export { CHARGE_LEXICON, CHARGE_LABELS, GENERIC_CHARGE_WORDS } from './charges.ts';
export type { ChargeType, ChargeEntry } from './charges.ts';
export { PERSON_NAMES, BUSINESS_WORDS } from './names.ts';
export { GIVING_KIND_WORDS, NOT_GIVING_KIND, INVESTMENT_KIND_WORDS, NOT_INVESTMENT_KIND, GOVERNMENT_KIND_WORDS, GOVERNMENT_SCOPE, NOT_GOVERNMENT_KIND, LEISURE_VENUE_WORDS, NOT_LEISURE_VENUE, COURIER_WORDS, PERSONAL_PERSONAS, VEHICLE_TRADE_WORDS, VEHICLE_KIND_WORDS, NOT_VEHICLE_KIND } from './kinds.ts';
