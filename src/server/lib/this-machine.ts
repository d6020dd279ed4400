/**
 * Whether a request comes from this machine itself: its socket's peer is a loopback address and no
 * proxy forwarded it (X-Forwarded-For, Forwarded, X-Real-IP, even from a loopback proxy such as a
 * balancer on the same host). The socket decides, never TRUST_PROXY: a client cannot claim to be
 * local. Used by the development mailbox and GET /metrics (docs/decisions/024 and 065).
 */
import type { FastifyRequest } from 'fastify';

const PROXY_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

export function isFromThisMachine(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress ?? '';
  const loopback = address === '::1' || /^(::ffff:)?127\./.test(address);
  return loopback && PROXY_HEADERS.every((name) => request.headers[name] === undefined);
}
