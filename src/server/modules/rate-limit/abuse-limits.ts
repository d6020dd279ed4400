/**
 * The limits on public calls that need no sign-in (docs/decisions/024), per network address
 * (`request.ip`: the socket's, or X-Forwarded-For's with TRUST_PROXY). Each counts only calls that
 * would do the work (store a report, hash a password and mail a link): a refused input costs
 * nothing and is not counted.
 */
import { apiMessages } from '../../../domain/api-messages.ts';
import type { Config } from '../../config.ts';
import type { RateLimit } from './rate-limit.ts';

const HOUR_MS = 60 * 60 * 1000;

type LimitConfig = Pick<
  Config,
  | 'CLIENT_ERRORS_PER_ADDRESS'
  | 'CLIENT_ERROR_WINDOW_MS'
  | 'REGISTRATIONS_PER_ADDRESS'
  | 'CONFIRMATION_RESENDS_PER_ADDRESS'
  | 'ACCOUNT_RECOVERIES_PER_ADDRESS'
>;

export const clientErrorLimit = (config: LimitConfig): RateLimit => ({
  scope: 'client-error',
  limit: config.CLIENT_ERRORS_PER_ADDRESS,
  windowMs: config.CLIENT_ERROR_WINDOW_MS,
  message: apiMessages.tooManyErrorReports,
});

export const registrationLimit = (config: LimitConfig): RateLimit => ({
  scope: 'registration',
  limit: config.REGISTRATIONS_PER_ADDRESS,
  windowMs: HOUR_MS,
  message: apiMessages.tooManyRegistrations,
});

export const confirmationResendLimit = (config: LimitConfig): RateLimit => ({
  scope: 'confirmation-resend',
  limit: config.CONFIRMATION_RESENDS_PER_ADDRESS,
  windowMs: HOUR_MS,
  message: apiMessages.tooManyConfirmationEmails,
});

/** "This wasn't me" links followed (docs/decisions/049): unknown tokens count, so guessing is slow. */
export const accountRecoveryLimit = (config: LimitConfig): RateLimit => ({
  scope: 'account-recovery',
  limit: config.ACCOUNT_RECOVERIES_PER_ADDRESS,
  windowMs: HOUR_MS,
  message: apiMessages.tooManyAccountRecoveries,
});
