/**
 * GET /.well-known/receipt-key: the public half of the key that signs receipts, as a JWK (OKP,
 * Ed25519, `kid` = its RFC 7638 thumbprint, the receipts' `keyId`). Public and costless: the app
 * fetches it once and keeps it on the device to check receipts offline (docs/decisions/048).
 */
import type { FastifyInstance } from 'fastify';
import { receiptKeyOf } from '../modules/receipts/receipt-key.ts';

export const RECEIPT_KEY_PATH = '/.well-known/receipt-key';

export async function receiptKeyRoutes(app: FastifyInstance): Promise<void> {
  const { publicJwk } = receiptKeyOf(app.services.config);
  // no-store like every API answer (plugins/security-headers.ts): a changed key is seen at once,
  // and the app keeps its own copy for offline use anyway.
  app.get(RECEIPT_KEY_PATH, async () => publicJwk);
}
