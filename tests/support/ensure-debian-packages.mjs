#!/usr/bin/env node
/**
 * Makes sure the Debian packages named on the command line are installed:
 * `node tests/support/ensure-debian-packages.mjs pgbouncer nginx`.
 *
 * - All installed (dpkg says "install ok installed"): prints nothing, exits 0.
 * - Some missing and running as root: `apt-get update && apt-get install -y <missing>`, then checks
 *   again.
 * - Some missing and not root: prints how to install them and exits 1.
 *
 * Run by `npm run test:scale` (PgBouncer and nginx for the deployment it sets up). Its pieces
 * (`isRoot`, `aptInstall`, `installCommand`) serve ensure-chromium.mjs too.
 */
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

/** Whether dpkg says the package is installed. */
export function isInstalled(name) {
  const result = spawnSync('dpkg-query', ['-W', '-f=${Status}', name], { encoding: 'utf8' });
  return result.status === 0 && result.stdout.trim() === 'install ok installed';
}

export function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

/** The command a user who is not root runs to install `packages`. */
export function installCommand(packages) {
  return `sudo apt-get update && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y ${packages.join(' ')}`;
}

function run(command, args) {
  console.log(`$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} exited with ${result.status ?? result.signal}`);
  }
}

/** `apt-get update && apt-get install -y <packages>`, as root; throws when either fails. */
export function aptInstall(packages) {
  run('apt-get', ['update']);
  run('apt-get', ['install', '-y', ...packages]);
}

function main(packages) {
  if (packages.length === 0) {
    console.error('Usage: node tests/support/ensure-debian-packages.mjs <package>...');
    process.exit(2);
  }

  const missing = packages.filter((name) => !isInstalled(name));
  if (missing.length === 0) process.exit(0);

  if (!isRoot()) {
    console.error(
      [
        `These Debian packages are missing: ${missing.join(', ')}.`,
        'Install them as root, then run the tests again:',
        '',
        `  ${installCommand(missing)}`,
      ].join('\n'),
    );
    process.exit(1);
  }

  console.log(`Installing the missing Debian packages: ${missing.join(', ')}.`);
  try {
    aptInstall(missing);
  } catch (error) {
    console.error(`Could not install them: ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  }

  const stillMissing = missing.filter((name) => !isInstalled(name));
  if (stillMissing.length > 0) {
    console.error(`apt-get finished but these are still missing: ${stillMissing.join(', ')}.`);
    process.exit(1);
  }
  console.log(`Installed: ${missing.join(', ')}.`);
}

// Run as a command (not imported by ensure-chromium.mjs).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2));
}
