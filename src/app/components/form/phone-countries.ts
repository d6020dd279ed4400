/**
 * The phone country picker's options: every country libphonenumber-js knows, named in the
 * browser's language (Intl.DisplayNames, so no list of names ships with the app), sorted by name.
 */
import { callingCodeOf, phoneCountries, type CountryCode } from '../../../domain/contact.ts';

export interface CountryOption {
  code: CountryCode;
  /** "United Kingdom (+44)": what the picker shows. */
  label: string;
}

let cached: { language: string; options: readonly CountryOption[] } | undefined;

function regionNames(language: string): (code: string) => string {
  try {
    const names = new Intl.DisplayNames([language, 'en'], { type: 'region', fallback: 'code' });
    return (code) => names.of(code) ?? code;
  } catch {
    return (code) => code; // very old engines: the code is still a usable label
  }
}

export function countryOptions(
  language: string = typeof navigator === 'undefined' ? 'en' : navigator.language,
): readonly CountryOption[] {
  if (cached?.language === language) return cached.options;
  const nameOf = regionNames(language);
  const collator = new Intl.Collator(language);
  const options = phoneCountries()
    .map((code) => ({ code, name: nameOf(code) }))
    .sort((a, b) => collator.compare(a.name, b.name))
    .map(({ code, name }) => ({ code, label: `${name} (${callingCodeOf(code)})` }));
  cached = { language, options };
  return options;
}
