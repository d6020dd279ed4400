/**
 * The registration bot check (reCAPTCHA v3). The script is loaded only when the server gives a
 * site key (GET /auth/recaptcha-key), and then only once; without a key nothing third-party loads.
 */
interface Grecaptcha {
  ready: (callback: () => void) => void;
  execute: (siteKey: string, options: { action: string }) => Promise<string>;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
  }
}

const SCRIPT_TIMEOUT_MS = 15_000;
let loading: Promise<Grecaptcha> | null = null;

export function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  loading ??= new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    const timer = window.setTimeout(
      () => reject(new Error('Bot check timed out')),
      SCRIPT_TIMEOUT_MS,
    );
    script.onload = () => {
      const grecaptcha = window.grecaptcha;
      if (!grecaptcha) {
        window.clearTimeout(timer);
        reject(new Error('Bot check unavailable'));
        return;
      }
      grecaptcha.ready(() => {
        window.clearTimeout(timer);
        resolve(grecaptcha);
      });
    };
    script.onerror = () => {
      window.clearTimeout(timer);
      reject(new Error('Bot check script failed to load'));
    };
    document.head.appendChild(script);
  }).catch((error: unknown) => {
    loading = null; // a later attempt may succeed
    throw error;
  });
  return loading;
}

export async function recaptchaToken(siteKey: string): Promise<string> {
  const grecaptcha = await loadRecaptcha(siteKey);
  return grecaptcha.execute(siteKey, { action: 'register' });
}
