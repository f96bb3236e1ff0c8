import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Development-only routes (the mail outbox, the test payment provider) answer clients on this machine only: an
 * outbox open to the network hands out password-reset links. The socket's own address is checked, never a
 * forwarded header, so a proxy in front cannot vouch for a remote client. Anyone else gets a plain 404.
 */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const a = address.startsWith('::ffff:') ? address.slice(7) : address;
  return a === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(a);
}

export async function loopbackOnly(req: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!isLoopback(req.socket.remoteAddress)) {
    req.log.warn({ remote: req.socket.remoteAddress }, 'development route refused to a non-loopback client');
    await reply.status(404).send({ error: { code: 'NOT_FOUND', message: 'Not found.' } });
  }
}
