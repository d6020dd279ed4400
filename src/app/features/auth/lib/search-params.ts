/** Reading the search parameters of the auth pages (spec section 2). */
import type { Utm } from '../../../../domain/auth-schemas.ts';

const UTM_KEYS = ['source', 'medium', 'campaign', 'content', 'term', 'brand'] as const;

/** A parameter's trimmed value, or undefined when absent or blank. */
export function param(search: URLSearchParams, name: string): string | undefined {
  const value = search.get(name)?.trim();
  return value ? value : undefined;
}

/** utm_source … utm_brand as the `utm` object of the login and register bodies; undefined when none. */
export function utmFrom(search: URLSearchParams): Utm | undefined {
  const utm: Utm = {};
  for (const key of UTM_KEYS) {
    const value = param(search, `utm_${key}`);
    if (value) utm[key] = value;
  }
  return Object.keys(utm).length > 0 ? utm : undefined;
}

/** A flag parameter: present and not "false" or "0". */
export function flag(search: URLSearchParams, name: string): boolean {
  const value = search.get(name);
  return value !== null && value !== 'false' && value !== '0';
}
