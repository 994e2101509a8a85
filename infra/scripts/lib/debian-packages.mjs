import { existsSync } from 'node:fs';
import { runQuietly, step } from './run.mjs';

/**
 * Debian packages the tests use: Chromium for the browser tests (never a test tool's own
 * browser download) and poppler-utils to read generated PDFs back as text.
 */
const TEST_PACKAGES = [
  { name: 'chromium', provides: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
  { name: 'poppler-utils', provides: '/usr/bin/pdftotext' },
];

/**
 * apt-get install, as root (answers what it installed); otherwise a message naming the packages to
 * install by hand.
 */
export async function installDebianPackages(names) {
  if (process.getuid?.() !== 0) {
    throw new Error(`missing Debian packages: ${names.join(', ')} (sudo apt-get install ${names.join(' ')})`);
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  await runQuietly('apt-get', ['update', '-qq'], { env });
  await runQuietly('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...names], { env });
  return `installed ${names.join(', ')} with apt-get`;
}

/** The test packages, as one set-up step. */
export function ensureTestPackages() {
  return step('Chromium and poppler-utils for the tests', async () => {
    const missing = TEST_PACKAGES.filter((pkg) => !existsSync(pkg.provides));
    return missing.length > 0 ? installDebianPackages(missing.map((pkg) => pkg.name)) : 'present';
  });
}
