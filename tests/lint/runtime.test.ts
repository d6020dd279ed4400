/**
 * The scripts run on the Node.js the project brings (docs/decisions/062): the `node-linux-*`
 * package of package.json, which npm puts first on every script's PATH. Run outside npm on the
 * machine's own Node, this fails and says which one ran.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  engines: { node: string };
  optionalDependencies: Record<string, string>;
};

const broughtVersion = pkg.optionalDependencies[`node-${process.platform}-${process.arch}`];

describe('the Node.js runtime', () => {
  it('is the one package.json brings for this platform', () => {
    expect(
      broughtVersion,
      `no node-${process.platform}-${process.arch} in package.json`,
    ).toBeDefined();
    expect(process.versions.node).toBe(broughtVersion);
  });

  it('is what engines says is supported', () => {
    const minimum = /^>=(\d+)\.(\d+)\.(\d+)$/.exec(pkg.engines.node);
    expect(minimum, `engines.node is "${pkg.engines.node}", not ">=x.y.z"`).not.toBeNull();
    const [major, minor] = process.versions.node.split('.').map(Number);
    expect(major).toBe(Number(minimum![1]));
    expect(minor).toBeGreaterThanOrEqual(Number(minimum![2]));
  });
});
