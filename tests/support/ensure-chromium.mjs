#!/usr/bin/env node
/**
 * Makes sure the browser the Playwright suite uses is installed: Debian's `chromium`
 * (Playwright's own browser download cannot work on these machines; see docs/pitfalls.md,
 * "Playwright's browser download cannot work here").
 *
 * - Present (at CHROMIUM_PATH, default /usr/bin/chromium): prints nothing, exits 0.
 * - Missing and running as root: `apt-get update && apt-get install -y chromium`, then checks again.
 * - Missing and not root: prints how to install it and exits 1.
 *
 * Run by `npm run test:e2e` before `playwright test`.
 */
import { accessSync, constants } from 'node:fs';
import { aptInstall, installCommand, isRoot } from './ensure-debian-packages.mjs';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

if (isExecutable(chromiumPath)) process.exit(0);

if (!isRoot()) {
  console.error(
    [
      `Chromium was not found at ${chromiumPath}; the browser tests need it.`,
      "Install Debian's package as root, then run the tests again:",
      '',
      `  ${installCommand(['chromium'])}`,
      '',
      'Or point CHROMIUM_PATH at an existing Chromium or Chrome binary.',
    ].join('\n'),
  );
  process.exit(1);
}

if (chromiumPath !== '/usr/bin/chromium') {
  console.error(
    `CHROMIUM_PATH=${chromiumPath} does not exist; apt installs Chromium at /usr/bin/chromium.`,
  );
  process.exit(1);
}

console.log(
  "Chromium is missing: installing Debian's chromium package (needed by the browser tests).",
);
try {
  aptInstall(['chromium']);
} catch (error) {
  console.error(`Could not install Chromium: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}

if (!isExecutable(chromiumPath)) {
  console.error(`apt-get finished but ${chromiumPath} is still missing.`);
  process.exit(1);
}
console.log(`Chromium installed at ${chromiumPath}.`);
