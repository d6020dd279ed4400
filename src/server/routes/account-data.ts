/**
 * Download my data (docs/decisions/052): GET /api/candidate/v1/my-data with the bearer token
 * answers the caller's data as a JSON attachment (shape: docs/data-export.md). It needs the
 * password re-entered in this session within PASSWORD_VERIFICATION_WINDOW_MS (403
 * PASSWORD_VERIFICATION_REQUIRED otherwise), and a candidate may take DATA_EXPORTS_PER_HOUR copies
 * an hour (429 with Retry-After past it; only verified calls count). 401 without a session.
 */
import type { FastifyInstance } from 'fastify';
import {
  ACCOUNT_DATA_EXPORT_PATH,
  accountDataFileName,
  accountDataMessages,
} from '../../domain/account-data.ts';
import { apiMessages } from '../../domain/api-messages.ts';
import type { Config } from '../config.ts';
import { HttpError, UserFacingError } from '../errors.ts';
import { exportAccountData } from '../modules/account-data/export.ts';
import { enforceRateLimit, type RateLimit } from '../modules/rate-limit/rate-limit.ts';
import { requireRecentPasswordVerification } from '../modules/settings/password-verification.ts';

const HOUR_MS = 60 * 60 * 1000;

/** Per account (its id is the counter's subject, erased with the account: registry.ts). */
export const dataExportLimit = (config: Pick<Config, 'DATA_EXPORTS_PER_HOUR'>): RateLimit => ({
  scope: 'data-export',
  limit: config.DATA_EXPORTS_PER_HOUR,
  windowMs: HOUR_MS,
  message: accountDataMessages.tooManyExports,
});

const unauthorized = () => new HttpError(401, { message: apiMessages.unauthorized });

export async function accountDataRoutes(app: FastifyInstance): Promise<void> {
  const { db, config } = app.services;

  app.get(ACCOUNT_DATA_EXPORT_PATH, async (request, reply) => {
    const { userId, sessionId } = request;
    if (!userId || !sessionId) throw unauthorized();
    try {
      await requireRecentPasswordVerification(db, config, sessionId);
    } catch (error) {
      if (!(error instanceof UserFacingError)) throw error;
      throw new HttpError(403, { message: error.message, code: error.code });
    }
    await enforceRateLimit(db, dataExportLimit(config), userId);
    const document = await exportAccountData(db, config, userId, { actor: 'candidate' });
    if (!document) throw unauthorized();
    return reply
      .header('content-type', 'application/json; charset=utf-8')
      .header(
        'content-disposition',
        `attachment; filename="${accountDataFileName(new Date(document.generatedAt))}"`,
      )
      .header('cache-control', 'private, no-store')
      .send(JSON.stringify(document, null, 2));
  });
}
