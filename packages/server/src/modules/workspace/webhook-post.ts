import http from 'node:http';
import https from 'node:https';
import { lookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { isIP } from 'node:net';
import { blockedMessage, blockedReason } from './webhook-address.ts';

/** The receiver's address is not public: permanent, so the delivery is not retried. */
export class BlockedAddressError extends Error {}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * Resolves like the system does, then refuses the connection when any address is not public. The check runs on the
 * lookup the socket itself uses, so a name re-pointed at a private address after registration (DNS rebinding) is
 * caught at the moment of connecting, not at some earlier check.
 */
function guardedLookup(allowLoopback: boolean) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback) => {
    lookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, []);
      for (const a of addresses) {
        const reason = blockedReason(a.address, allowLoopback);
        if (reason) return callback(new BlockedAddressError(blockedMessage(hostname, a.address, reason)), []);
      }
      if (options.all) return callback(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/** POSTs a JSON body without following redirects; resolves with the receiver's status code. */
export function postWebhook(
  rawUrl: string,
  headers: Record<string, string>,
  body: string,
  opts: { timeoutMs: number; allowLoopback: boolean },
): Promise<number> {
  const url = new URL(rawUrl);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  // A literal IP never goes through the lookup, so it is judged here.
  if (isIP(host)) {
    const reason = blockedReason(host, opts.allowLoopback);
    if (reason) return Promise.reject(new BlockedAddressError(blockedMessage(host, host, reason)));
  }
  const send = url.protocol === 'https:' ? https.request : http.request;
  return new Promise((resolve, reject) => {
    const req = send(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup: guardedLookup(opts.allowLoopback) as never,
        signal: AbortSignal.timeout(opts.timeoutMs),
      },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}
