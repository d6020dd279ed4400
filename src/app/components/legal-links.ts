import { env } from '../config/env.ts';
import { paths } from '../config/paths.ts';

/** Where "Terms of Service" and "Privacy Policy" lead: the app's pages unless the build says otherwise. */
export const termsHref = env.TERMS_URL ?? paths.terms;
export const privacyHref = env.PRIVACY_URL ?? paths.privacy;
export const supportMailto = (subject?: string) =>
  `mailto:${env.SUPPORT_EMAIL}${subject ? `?subject=${encodeURIComponent(subject)}` : ''}`;
