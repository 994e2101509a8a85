import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium; the flags keep it off the network, which this machine does not have. */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

export function appUrl(path = '/'): string {
  const base = process.env.PAYDRAFT_URL;
  if (!base) throw new Error('PAYDRAFT_URL is not set: run through e2e/jest.config.cjs');
  return new URL(path, base).toString();
}
