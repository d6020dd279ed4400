/**
 * No internal operation name on screen (docs/decisions/053): the names of every write the app
 * declares (`defineWrite({ operation: … })` in src/app), as written and in words ("Submit item
 * response", as an old banner showed them), must appear nowhere in the page's text or its
 * accessible labels.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

const APP = join(import.meta.dirname, '..', '..', 'src', 'app');

function declaredOperations(dir: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) found.push(...declaredOperations(path));
    else if (/\.tsx?$/.test(name) && !/\.test\./.test(name)) {
      const source = readFileSync(path, 'utf8');
      for (const m of source.matchAll(/defineWrite\(\{\s*operation: '(\w+)'/g)) found.push(m[1]!);
    }
  }
  return found;
}

/** "SubmitItemResponse" → "submit item response". */
const inWords = (operation: string) =>
  operation
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();

let operations: string[] | undefined;

/** Every declared write's operation name (read once from the app's sources). */
export function writeOperations(): string[] {
  operations ??= declaredOperations(APP);
  return operations;
}

/** Fails when the page's text or any aria-label names a write's operation. */
export async function expectNoOperationNames(page: Page): Promise<void> {
  const names = writeOperations();
  expect(names.length, 'the writes are found in the sources').toBeGreaterThan(10);
  const text = await page.locator('body').innerText();
  const labels = await page
    .locator('[aria-label]')
    .evaluateAll((nodes) => nodes.map((n) => n.getAttribute('aria-label') ?? ''));
  const shown = [text, ...labels].join('\n').toLowerCase();
  for (const name of names) {
    expect(shown, `"${name}" on screen`).not.toContain(name.toLowerCase());
    expect(shown, `"${inWords(name)}" on screen`).not.toContain(inWords(name));
  }
}
