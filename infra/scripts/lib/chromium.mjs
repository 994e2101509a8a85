import { existsSync } from 'node:fs';
import { run } from './run.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's Chromium for the browser tests; never a browser download of a test tool's own. */
export async function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`${CHROMIUM} is missing: install Debian's chromium package (sudo apt-get install chromium)`);
  }
  console.log('  installing Chromium from Debian packages');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  await run('apt-get', ['update', '-qq'], { env });
  await run('apt-get', ['install', '-y', '-qq', 'chromium'], { env });
}
