/**
 * The app is installable: Chromium reports no installability errors. Only a persistent context can
 * tell (an incognito one always reports `in-incognito`; docs/pitfalls.md).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumExecutablePath } from '../support/chromium.ts';
import { expect, test } from '../support/fixtures.ts';
import { waitForServiceWorker } from '../support/pwa.ts';

test('Chromium finds nothing that stops installing the app', async ({ baseURL, guardContext }) => {
  const userDataDir = mkdtempSync(path.join(tmpdir(), 'candidate-portal-profile-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: chromiumExecutablePath,
    args: chromiumArgs,
    baseURL,
  });
  await guardContext(context);
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Candidate Sign In' })).toBeVisible();
    await waitForServiceWorker(page);

    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestHref, 'the page links its manifest').toBeTruthy();

    const cdp = await context.newCDPSession(page);
    await expect
      .poll(
        async () => {
          const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
            installabilityErrors: { errorId: string; errorArguments: unknown[] }[];
          };
          return installabilityErrors;
        },
        { message: 'Page.getInstallabilityErrors' },
      )
      .toEqual([]);

    const manifest = (await cdp.send('Page.getAppManifest')) as {
      url: string;
      errors: { message: string; critical: number }[];
    };
    expect(manifest.errors).toEqual([]);
  } finally {
    await context.close();
    rmSync(userDataDir, { recursive: true, force: true });
  }
});
