import type { Kobo } from '../contract.ts';
import { costOfLoan, type LoanCost, type LoanOffer } from './cost.ts';

/** Up to three offers side by side (issue 7). */
export const MAX_COMPARED_OFFERS = 3;

export interface ComparedOffer {
  offer: LoanOffer;
  cost: LoanCost;
  monthlyPayment: Kobo;
  /** Total cost of credit: interest and every fee, in naira terms. */
  totalCost: Kobo;
  totalRepayment: Kobo;
  /** Effective APR (fees included), fraction; null when it cannot be defined. */
  effectiveApr: number | null;
}

export interface OfferComparison {
  offers: ComparedOffer[];
  /**
   * Index of the cheapest offer: the lowest effective APR (the true price of the money, comparable across
   * amounts and terms); ties are broken by the lower total cost. Null with no comparable offer.
   */
  cheapestIndex: number | null;
  /** Index of the offer costing the fewest naira in total (may differ when amounts or terms differ). */
  lowestTotalCostIndex: number | null;
}

export function compareOffers(offers: readonly LoanOffer[]): OfferComparison {
  if (offers.length > MAX_COMPARED_OFFERS)
    throw new RangeError(`At most ${MAX_COMPARED_OFFERS} offers can be compared.`);
  const compared = offers.map((offer): ComparedOffer => {
    const cost = costOfLoan(offer);
    return {
      offer,
      cost,
      monthlyPayment: cost.payment,
      totalCost: cost.totalCostOfCredit,
      totalRepayment: cost.totalRepayment,
      effectiveApr: cost.apr,
    };
  });
  let cheapestIndex: number | null = null;
  let lowestTotalCostIndex: number | null = null;
  compared.forEach((c, i) => {
    if (c.effectiveApr === null || c.cost.schedule.rows.length === 0) return;
    const best = cheapestIndex === null ? null : compared[cheapestIndex];
    if (
      best === null ||
      c.effectiveApr < (best.effectiveApr as number) - 1e-9 ||
      (Math.abs(c.effectiveApr - (best.effectiveApr as number)) <= 1e-9 && c.totalCost < best.totalCost)
    ) {
      cheapestIndex = i;
    }
    if (lowestTotalCostIndex === null || c.totalCost < compared[lowestTotalCostIndex].totalCost)
      lowestTotalCostIndex = i;
  });
  return { offers: compared, cheapestIndex, lowestTotalCostIndex };
}
