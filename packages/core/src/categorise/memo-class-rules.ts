/**
 * The narration forms and memo classes read beside the built-in rules: charge forms, service and cash memos,
 * household memos to a person, mandates and savings pockets, POS agent cash-outs, society loans and lender payouts,
 * a relative's needs and other memos to a person, credit kinds, levies and premiums, produce sales and corps
 * allowances, rent memos in Nigerian languages and self cheques, aso-ebi and course materials bought through a person,
 * savings pots named for a purpose, pay for shifts and a trading account's cash deposits, school fees in Nigerian
 * languages and a trading account's running costs, what a trading account buys from people and dealers, school terms
 * and pension funds cut short, what a business of a given kind (events, farms, salons, builders' yards) pays people
 * for, bill lines and levies whose shape says what they are (cash-out lines, a maintenance month, state boards, park
 * levies, feast greetings), and credits whose memo says a sale (a purchase order, coins sold peer to peer). Each file
 * says its priorities and why.
 */
import { billLineAndLevyRules } from './bill-lines-and-levies.ts';
import { businessKindCostRules } from './business-kind-costs.ts';
import { cashAgentRules } from './cash-agents.ts';
import { chargeFormRules } from './charge-forms.ts';
import { creditKindRules } from './credit-kinds.ts';
import type { Rule } from './engine.ts';
import { employerCreditRules } from './employer-credits.ts';
import { householdMemoRules } from './household-memos.ts';
import { levyAndPremiumRules } from './levies-and-premiums.ts';
import { marketEstateAndPayRules } from './market-estate-and-pay-memos.ts';
import { mandateRules } from './mandates.ts';
import { ownMoneyAndCashRules } from './own-money-and-cash-forms.ts';
import { produceAndDutyCreditRules } from './produce-and-duty-credits.ts';
import { purchaseThroughPersonRules } from './purchases-through-people.ts';
import { relativeNeedRules } from './relative-needs.ts';
import { saleMemoCreditRules } from './sale-memo-credits.ts';
import { savingsPotRules } from './savings-pots.ts';
import { serviceMemoRules } from './service-memos.ts';
import { societyLoanRules } from './society-loans.ts';
import { vernacularRentAndChequeRules } from './vernacular-rent-and-cheques.ts';
import { schoolFeesAndTradeMemoRules } from './school-fees-and-trade-memos.ts';
import { workPayCreditRules } from './work-pay-credits.ts';
import { tradingPurchaseRules } from './trading-purchases.ts';
import { termFeesAndPensionCutRules } from './term-fees-and-pension-cuts.ts';

/** Memo words that make a trading account's transfer a purchase of stock, whatever the supplier's name holds. */
export const STOCK_MEMOS = ['restock', 'stock', 'supply', 'supplies', 'goods', 'for goods', 'inv', 'invoice'];

/**
 * A shop's or a business's transfer with a stock memo is stock bought (569: above a kind word such as the "GAS" in
 * "… OIL AND GAS DEPOT/RESTOCK" at 568).
 */
const stockMemo: Rule = {
  id: 'persona.stock-memo',
  priority: 569,
  when: {
    direction: 'debit',
    personas: ['sme', 'business', 'pos-agent'],
    phrases: STOCK_MEMOS,
    noneOf: ['refund', 'reversal', 'stock exchange', 'stockbroker', 'loan'],
    notChannels: ['pos', 'web', 'atm'],
  },
  then: { category: 'business_expense', flags: ['persona'] },
  truncatable: false,
};

export function memoClassRules(): Rule[] {
  return [
    stockMemo,
    ...chargeFormRules(),
    ...serviceMemoRules(),
    ...householdMemoRules(),
    ...mandateRules(),
    ...cashAgentRules(),
    ...societyLoanRules(),
    ...relativeNeedRules(),
    ...creditKindRules(),
    ...levyAndPremiumRules(),
    ...ownMoneyAndCashRules(),
    ...employerCreditRules(),
    ...marketEstateAndPayRules(),
    ...produceAndDutyCreditRules(),
    ...vernacularRentAndChequeRules(),
    ...purchaseThroughPersonRules(),
    ...savingsPotRules(),
    ...workPayCreditRules(),
    ...schoolFeesAndTradeMemoRules(),
    ...tradingPurchaseRules(),
    ...termFeesAndPensionCutRules(),
    ...businessKindCostRules(),
    ...billLineAndLevyRules(),
    ...saleMemoCreditRules(),
  ];
}
