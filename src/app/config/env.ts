/**
 * Typed build-time settings (Vite's `import.meta.env`), read and checked once. Deliberately without
 * zod: this module is in the first-load chunk of every page, and these few checks do not need it.
 * Every setting is optional; the defaults are the product decisions (docs/product-decisions.md).
 * The build id is lib/pwa/build-id.ts (compiled in by vite.config.ts).
 */
import { COGNITIVE_ASSESSMENT_ID } from '../../domain/assessments.ts';

interface Env {
  /** Sentry is loaded only when this is set (lib/error-reporting.ts). */
  SENTRY_DSN: string | undefined;
  /** Optional same-origin tunnel for Sentry envelopes (keeps the CSP to this origin). */
  SENTRY_TUNNEL: string | undefined;
  /** Where "contact support" links write to. Default: support@ the host the app is served from. */
  SUPPORT_EMAIL: string;
  /** External terms of service / privacy policy; default: the app's own /terms and /privacy pages. */
  TERMS_URL: string | undefined;
  PRIVACY_URL: string | undefined;
  /** The cognitive assessment campus candidates take (the server reads the same setting). */
  COGNITIVE_ASSESSMENT_ID: string;
  MODE: string;
}

function optional(
  value: unknown,
  name: string,
  check?: (v: string) => boolean,
): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const v = value.trim();
  if (check && !check(v)) {
    console.warn(`Ignoring the build setting ${name}: "${v}" is not valid.`);
    return undefined;
  }
  return v;
}

/** An absolute http(s) URL, or a path of this app ("/terms"): never a bare word like "undefined". */
const isUrl = (v: string) => {
  if (v.startsWith('/') && !v.startsWith('//')) return true;
  try {
    return ['http:', 'https:'].includes(new URL(v).protocol);
  } catch {
    return false;
  }
};
const isEmail = (v: string) => /^[^\s@]+@[^\s@]+$/.test(v);

const isAssessmentId = (v: string) => /^[A-Za-z0-9_-]{1,100}$/.test(v);

const raw = import.meta.env;

export const env: Env = {
  SENTRY_DSN: optional(raw.VITE_SENTRY_DSN, 'VITE_SENTRY_DSN', isUrl),
  SENTRY_TUNNEL: optional(raw.VITE_SENTRY_TUNNEL, 'VITE_SENTRY_TUNNEL', isUrl),
  SUPPORT_EMAIL:
    optional(raw.VITE_SUPPORT_EMAIL, 'VITE_SUPPORT_EMAIL', isEmail) ??
    `support@${typeof window === 'undefined' ? 'localhost' : window.location.hostname}`,
  TERMS_URL: optional(raw.VITE_TERMS_URL, 'VITE_TERMS_URL', isUrl),
  PRIVACY_URL: optional(raw.VITE_PRIVACY_URL, 'VITE_PRIVACY_URL', isUrl),
  COGNITIVE_ASSESSMENT_ID:
    optional(raw.VITE_COGNITIVE_ASSESSMENT_ID, 'VITE_COGNITIVE_ASSESSMENT_ID', isAssessmentId) ??
    COGNITIVE_ASSESSMENT_ID,
  MODE: raw.MODE,
};
