/**
 * The registration bot check as a hook: asks the server for a site key and, only if there is one,
 * loads the script (lib/recaptcha.ts). `unavailable` when a key exists but the script cannot load.
 */
import { useEffect, useState } from 'react';
import { useRecaptchaKey } from '../api/get-recaptcha-key.ts';
import { loadRecaptcha, recaptchaToken } from './recaptcha.ts';

export type BotCheckStatus = 'pending' | 'off' | 'ready' | 'unavailable';

export function useBotCheck() {
  const keyQuery = useRecaptchaKey();
  const siteKey = keyQuery.data?.recaptchaKey ?? null;
  const [script, setScript] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    if (!siteKey) return;
    let active = true;
    loadRecaptcha(siteKey).then(
      () => active && setScript('ready'),
      () => active && setScript('failed'),
    );
    return () => {
      active = false;
    };
  }, [siteKey]);

  const status: BotCheckStatus = keyQuery.isPending
    ? 'pending'
    : !siteKey
      ? 'off' // no key configured (or the key could not be fetched: the server decides then)
      : script === 'ready'
        ? 'ready'
        : script === 'failed'
          ? 'unavailable'
          : 'pending';

  /** The token for the register body; null when no bot check is configured. */
  const getToken = async (): Promise<string | null> => (siteKey ? recaptchaToken(siteKey) : null);

  return { status, getToken };
}
