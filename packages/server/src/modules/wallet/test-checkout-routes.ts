import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { loopbackOnly } from '../../http/loopback-only.ts';
import { findTestPayment, setTestOutcome } from './repository.ts';
import { testCheckoutPage } from './test-checkout-page.ts';

/** The built-in test payment provider's page (no Paystack key; never in production). */
export function testCheckoutRoutes(ctx: AppContext) {
  return async (page: FastifyInstance) => {
    // Test checkouts settle only from this machine: on a network, anyone could "pay" and get tokens.
    page.addHook('onRequest', loopbackOnly);
    // The page's buttons are plain HTML forms (urlencoded, empty): nothing in the body is read.
    page.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, _body, done) =>
      done(null, {}),
    );
    page.get('/test-checkout/:reference', async (req, reply) => {
      const { reference } = req.params as { reference: string };
      const p = await findTestPayment(ctx.database.db, reference);
      if (!p) throw new AppError('NOT_FOUND', 'Payment not found.');
      return reply.type('text/html; charset=utf-8').send(testCheckoutPage(p));
    });
    page.post('/test-checkout/:reference/:outcome', async (req, reply) => {
      const { reference, outcome } = req.params as { reference: string; outcome: string };
      const status = ({ succeed: 'success', fail: 'failed', cancel: 'abandoned' } as const)[outcome as 'succeed'];
      if (!status) throw new AppError('NOT_FOUND', 'Not found.');
      if (!(await setTestOutcome(ctx.database.db, reference, status)))
        throw new AppError('NOT_FOUND', 'Payment not found or already settled.');
      return reply.redirect(`/api/wallet/payments/callback?reference=${encodeURIComponent(reference)}`, 303);
    });
  };
}
