import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Config } from '../../config.ts';
import { AppError } from '../../errors.ts';

/**
 * Payment partners. Paystack when PAYSTACK_SECRET_KEY is set (its documented API: transaction/initialize,
 * transaction/verify/:reference, transaction/charge_authorization, webhooks signed with HMAC-SHA512 of the raw body).
 * Without a key, the built-in test provider: a local checkout page clearly marked as test mode. The test provider
 * refuses to exist with NODE_ENV=production.
 */

export interface Charge {
  status: 'success' | 'failed' | 'abandoned' | 'pending';
  amountKobo: number;
  currency: string;
  reference: string;
  /** A reusable card authorization, for renewals. */
  authorizationCode: string | null;
  customerEmail: string | null;
  raw: unknown;
}

export interface Gateway {
  kind: 'paystack' | 'test';
  initialize(input: {
    email: string;
    amountKobo: number;
    reference: string;
    callbackUrl: string;
    metadata: Record<string, unknown>;
  }): Promise<{ authorizationUrl: string }>;
  verify(reference: string): Promise<Charge>;
  chargeAuthorization(input: {
    authorizationCode: string;
    email: string;
    amountKobo: number;
    reference: string;
    metadata: Record<string, unknown>;
  }): Promise<Charge>;
}

export function paystackSignature(secretKey: string, rawBody: string | Buffer): string {
  return createHmac('sha512', secretKey).update(rawBody).digest('hex');
}

export function verifyPaystackSignature(secretKey: string, rawBody: string | Buffer, header: unknown): boolean {
  if (typeof header !== 'string' || !/^[0-9a-f]{128}$/i.test(header)) return false;
  const expected = Buffer.from(paystackSignature(secretKey, rawBody), 'hex');
  const given = Buffer.from(header, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function toCharge(data: any, fallbackReference: string): Charge {
  const status = String(data?.status ?? 'pending');
  const auth = data?.authorization;
  return {
    status:
      status === 'success'
        ? 'success'
        : status === 'failed' || status === 'reversed'
          ? 'failed'
          : status === 'abandoned'
            ? 'abandoned'
            : 'pending',
    amountKobo: Number(data?.amount ?? 0),
    currency: String(data?.currency ?? ''),
    reference: String(data?.reference ?? fallbackReference),
    authorizationCode: auth?.reusable && typeof auth?.authorization_code === 'string' ? auth.authorization_code : null,
    customerEmail: typeof data?.customer?.email === 'string' ? data.customer.email : null,
    raw: data,
  };
}

export function paystackGateway(secretKey: string, baseUrl: string): Gateway {
  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<any> {
    let res: Response;
    try {
      res = await fetch(`${baseUrl.replace(/\/$/, '')}${path}`, {
        method,
        headers: { authorization: `Bearer ${secretKey}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
    } catch {
      throw new AppError('UNAVAILABLE', 'The payment partner could not be reached. Please try again.');
    }
    const json = (await res.json().catch(() => null)) as { status?: boolean; message?: string; data?: unknown } | null;
    if (!res.ok || !json?.status) {
      throw new AppError('UNAVAILABLE', 'The payment partner could not start this payment. Please try again.', {
        details: { status: res.status },
      });
    }
    return json.data;
  }
  return {
    kind: 'paystack',
    async initialize(input) {
      const data = await call('POST', '/transaction/initialize', {
        email: input.email,
        amount: input.amountKobo,
        currency: 'NGN',
        reference: input.reference,
        callback_url: input.callbackUrl,
        metadata: input.metadata,
      });
      if (typeof data?.authorization_url !== 'string')
        throw new AppError('UNAVAILABLE', 'The payment partner gave no checkout page.');
      return { authorizationUrl: data.authorization_url };
    },
    async verify(reference) {
      return toCharge(await call('GET', `/transaction/verify/${encodeURIComponent(reference)}`), reference);
    },
    async chargeAuthorization(input) {
      const data = await call('POST', '/transaction/charge_authorization', {
        authorization_code: input.authorizationCode,
        email: input.email,
        amount: input.amountKobo,
        currency: 'NGN',
        reference: input.reference,
        metadata: input.metadata,
      });
      return toCharge(data, input.reference);
    },
  };
}

/** The built-in test provider: charges are decided on our own test checkout page. */
export function testGateway(appUrl: string, outcomes: { get(reference: string): Promise<Charge | null> }): Gateway {
  return {
    kind: 'test',
    async initialize(input) {
      return { authorizationUrl: `${appUrl}/api/wallet/test-checkout/${encodeURIComponent(input.reference)}` };
    },
    async verify(reference) {
      return (
        (await outcomes.get(reference)) ?? {
          status: 'pending',
          amountKobo: 0,
          currency: 'NGN',
          reference,
          authorizationCode: null,
          customerEmail: null,
          raw: null,
        }
      );
    },
    async chargeAuthorization(input) {
      // Test-mode renewals always succeed.
      return {
        status: 'success',
        amountKobo: input.amountKobo,
        currency: 'NGN',
        reference: input.reference,
        authorizationCode: input.authorizationCode,
        customerEmail: input.email,
        raw: { test: true },
      };
    },
  };
}

export function gatewayKind(config: Config): 'paystack' | 'test' | 'none' {
  if (config.paystack.secretKey) return 'paystack';
  return config.isProduction ? 'none' : 'test';
}
