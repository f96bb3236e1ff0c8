// What other modules may use of the wallet: the payment partner, fulfilment and prices.
export { gatewayKind } from './gateway.ts';
export { fulfil, gatewayFor } from './payments.ts';
export { currentCatalogue, priceHistory, setProductPrice } from './prices.ts';
