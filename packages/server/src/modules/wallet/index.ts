/**
 * What other modules may use of the wallet: the ledger service (spend, refund, credit and balances inside the
 * caller's transaction), the payment partner, fulfilment and prices. Everything else in this folder is the wallet's own.
 */
export {
  creditTokens,
  insufficient,
  liveBalance,
  refundSpend,
  spendTokens,
  walletBalance,
  type SpendInput,
  type RefundInput,
} from './ledger-service.ts';

import type { NewAuthUser } from '../../auth/auth.ts';
import type { AppContext } from '../../context.ts';
import { belongedToDeletedAccount } from '../account/index.ts';
import { onSignUp } from './referrals.ts';

/**
 * Sign-up work of the wallet: the free trial token, or the referral trial token and the referrer's credit. An
 * address whose earlier account was deleted gets no second trial token.
 */
export const walletAuthHooks = (ctx: AppContext) => ({
  onUserCreated: async (user: NewAuthUser) =>
    onSignUp(ctx.database.db, user, {
      trialAlreadyGiven: await belongedToDeletedAccount(ctx.database.db, ctx.config.authSecret, user.email),
    }),
});
export { gatewayKind } from './gateway.ts';
export { fulfil, gatewayFor } from './payments.ts';
export { currentCatalogue, priceHistory, setProductPrice } from './prices.ts';
