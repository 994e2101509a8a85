import { existsSync } from 'node:fs';
import { run } from './run.mjs';

/**
 * Debian packages the tests use: Chromium for the browser tests (never a test tool's own
 * browser download) and poppler-utils to read generated PDFs back as text.
 */
const TEST_PACKAGES = [
  { name: 'chromium', provides: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' },
  { name: 'poppler-utils', provides: '/usr/bin/pdftotext' },
];

/** apt-get install, as root; otherwise a message naming the packages to install by hand. */
export async function installDebianPackages(names) {
  if (process.getuid?.() !== 0) {
    throw new Error(`missing Debian packages: ${names.join(', ')} (sudo apt-get install ${names.join(' ')})`);
  }
  console.log(`  installing ${names.join(', ')} from Debian packages`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  await run('apt-get', ['update', '-qq'], { env });
  await run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...names], { env });
}

export async function ensureTestPackages() {
  const missing = TEST_PACKAGES.filter((pkg) => !existsSync(pkg.provides));
  if (missing.length > 0) await installDebianPackages(missing.map((pkg) => pkg.name));
}
