/**
 * The registration bot check. Off unless RECAPTCHA_SITE_KEY and RECAPTCHA_SECRET are both set
 * (docs/product-decisions.md, "bot check"): then the client loads reCAPTCHA and the server verifies its token. Off, no
 * network call is ever made and every registration passes.
 */
import type { Config } from '../../config.ts';

export interface BotCheck {
  /** The key the client needs to run the check; null when the check is off. */
  siteKey: string | null;
  /** True when the token proves a person (always true when the check is off). */
  verify(token: string | null | undefined, remoteIp: string): Promise<boolean>;
}

const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
const VERIFY_TIMEOUT_MS = 5000;

export const noBotCheck: BotCheck = { siteKey: null, verify: async () => true };

export function createBotCheck(config: Config): BotCheck {
  if (!config.RECAPTCHA_SITE_KEY || !config.RECAPTCHA_SECRET) return noBotCheck;
  return recaptcha(config.RECAPTCHA_SITE_KEY, config.RECAPTCHA_SECRET);
}

function recaptcha(siteKey: string, secret: string): BotCheck {
  return {
    siteKey,
    async verify(token, remoteIp) {
      if (!token) return false;
      try {
        const response = await fetch(RECAPTCHA_VERIFY_URL, {
          method: 'POST',
          body: new URLSearchParams({ secret, response: token, remoteip: remoteIp }),
          signal: AbortSignal.timeout(VERIFY_TIMEOUT_MS),
        });
        const result = (await response.json()) as { success?: unknown };
        return result.success === true;
      } catch {
        return false; // unreachable or unreadable: the client shows "unable to validate"
      }
    },
  };
}
