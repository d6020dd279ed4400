/**
 * What the app needs from the browser. Without these it cannot keep work safe offline (IndexedDB,
 * crypto.randomUUID for outbox ids), talk to the server (fetch), hold a session (cookies), or run
 * its code (Promise.allSettled, structuredClone stand for the language level it is built for).
 */
const REQUIREMENTS: readonly [name: string, present: () => boolean][] = [
  ['IndexedDB', () => typeof indexedDB !== 'undefined'],
  ['fetch', () => typeof fetch === 'function'],
  ['Promise.allSettled', () => typeof Promise.allSettled === 'function'],
  ['structuredClone', () => typeof structuredClone === 'function'],
  [
    'crypto.randomUUID',
    () => typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function',
  ],
  ['cookies', () => navigator.cookieEnabled],
];

/** The names of the missing features; empty when the browser has everything. */
export function missingBrowserFeatures(): string[] {
  return REQUIREMENTS.filter(([, present]) => {
    try {
      return !present();
    } catch {
      return true;
    }
  }).map(([name]) => name);
}
