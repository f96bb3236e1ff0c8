import { BlockList, isIP } from 'node:net';
import { lookup } from 'node:dns/promises';
import type { LookupAddress } from 'node:dns';
import { AppError } from '../../errors.ts';

/**
 * Webhook receivers must be on the public internet: a URL that reaches this server's own network (loopback, private
 * ranges, link-local, the cloud metadata address) would let a workspace member make the server call its neighbours.
 * Checked at registration and again on every delivery, on the very address the connection uses (DNS can change).
 */
const BLOCKED = new BlockList();
const LOOPBACK = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['169.254.0.0', 16], // link-local, including the 169.254.169.254 metadata service
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
] as const)
  BLOCKED.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['64:ff9b::', 96], // NAT64 can reach any IPv4 address
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7], // unique local, including fd00:ec2::254 (metadata)
  ['fe80::', 10], // link-local
  ['ff00::', 8], // multicast
] as const)
  BLOCKED.addSubnet(net, bits, 'ipv6');
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** Why an address may not receive webhooks, or null when it may. IPv4-mapped IPv6 addresses are judged as IPv4. */
export function blockedReason(address: string, allowLoopback: boolean): string | null {
  const family = isIP(address);
  if (family === 0) return 'not an IP address';
  const mapped = family === 6 ? /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1] : undefined;
  const ip = mapped ?? address;
  const type = mapped || family === 4 ? 'ipv4' : 'ipv6';
  if (LOOPBACK.check(ip, type)) return allowLoopback ? null : 'a loopback address';
  if (BLOCKED.check(ip, type)) return 'a private, link-local or reserved address';
  return null;
}

export function blockedMessage(host: string, address: string, reason: string): string {
  const where = host === address ? address : `${host} (${address})`;
  return `Webhook URLs must reach a public internet address: ${where} is ${reason}.`;
}

/** Every address a host name resolves to; a literal IP is itself. */
export async function resolveHost(host: string): Promise<LookupAddress[]> {
  const bare = host.replace(/^\[|\]$/g, '');
  const family = isIP(bare);
  if (family) return [{ address: bare, family }];
  return lookup(bare, { all: true, verbatim: true });
}

/** Refuses a webhook URL whose host resolves (now) to any non-public address. */
export async function assertPublicHost(host: string, allowLoopback: boolean): Promise<void> {
  let addresses: LookupAddress[];
  try {
    addresses = await resolveHost(host);
  } catch {
    throw new AppError('VALIDATION', `Webhook URL host ${host} could not be found. Check the address.`);
  }
  for (const a of addresses) {
    const reason = blockedReason(a.address, allowLoopback);
    if (reason) throw new AppError('VALIDATION', blockedMessage(host, a.address, reason));
  }
}
