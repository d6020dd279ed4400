/**
 * The browser every test uses: Debian's Chromium (installed by ensure-chromium.mjs), launched with
 * flags that keep it from calling hosts it cannot reach (docs/pitfalls.md). Shared by
 * playwright.config.ts and the tests that launch a browser themselves (installability).
 */
export const chromiumExecutablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs: string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
