/**
 * `npm run bench:load`: loads each page (BENCH_PAGES, comma-separated; by default the home page, the
 * free builder and the demo dashboard) in Debian's Chromium as a first visit, several times,
 * unthrottled and on a slow 4G phone (BENCH_LOADS scales both counts down for a quick run), and prints
 * the JavaScript it took (as transferred and decoded), all bytes transferred, and the largest
 * contentful paint; then, from one more unthrottled load, the same scripts' size as gzip (the figure
 * bundlers report) and the page's cumulative layout shift. Starts the whole product on free ports first.
 */
import { request } from 'node:http';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../infra/chromium/launch-chromium';
import { coldLoad, SLOW_4G, UNTHROTTLED, type LoadFigures, type LoadProfile } from './lib/cold-load';
import { startProduct } from './lib/product';
import { ms, summarize } from './lib/stats';

const PAGES = (process.env.BENCH_PAGES ?? '/,/invoice-generator,/trial-dashboard').split(',');
const LOADS = Number(process.env.BENCH_LOADS ?? 20);
const RUNS: Array<[LoadProfile, number]> = [
  [UNTHROTTLED, LOADS],
  [SLOW_4G, Math.max(1, Math.round(LOADS / 2))],
];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values: number[]) => summarize(values).median;

async function main(): Promise<void> {
  const product = await startProduct();
  const browser = await launchChromium();
  try {
    for (const page of PAGES) await measure(browser, `${product.url}${page}`, page);
  } finally {
    await browser.close();
    await product.stop();
  }
}

async function measure(browser: Browser, url: string, page: string): Promise<void> {
  await coldLoad(browser, url, UNTHROTTLED); // the gateway's first reads of the files: not a visitor's figure
  const rows: string[][] = [];
  for (const [profile, loads] of RUNS) {
    const samples: LoadFigures[] = [];
    for (let load = 0; load < loads; load++) samples.push(await coldLoad(browser, url, profile));
    const lcp = summarize(samples.map((sample) => sample.lcpMs));
    rows.push([
      `${profile.name} (${loads} loads)`,
      `${median(samples.map((sample) => sample.jsFiles))}`,
      kb(median(samples.map((sample) => sample.jsTransferred))),
      kb(median(samples.map((sample) => sample.jsDecoded))),
      kb(median(samples.map((sample) => sample.totalTransferred))),
      ms(lcp.median),
      ms(lcp.p95),
    ]);
  }
  print(page, rows);
  const extras = await gzipAndShift(browser, url);
  // On a slow phone the page's own chunk arrives long after the shell: the case a late layout shift needs.
  const slowShift = await shiftOnSlow4g(browser, url);
  console.log(
    `${extras.scripts} scripts, ${kb(extras.jsGzip)} as gzip; cumulative layout shift ` +
      `${extras.cls.toFixed(3)} unthrottled, ${slowShift.toFixed(3)} on slow 4G\n`,
  );
}

// Sums the layout shifts not caused by input, as web-vitals' CLS does for a load without interaction.
const READ_CLS = `new Promise((resolve) => new PerformanceObserver((list) => {
  resolve(list.getEntries().filter((entry) => !entry.hadRecentInput).reduce((sum, entry) => sum + entry.value, 0));
}).observe({ type: 'layout-shift', buffered: true })).then((value) => value)`;

/**
 * One cold unthrottled load that notes every script the page asked for, then asks the gateway for each
 * of them again as gzip: the browser takes brotli, but bundlers and the issue report gzip.
 */
async function gzipAndShift(
  browser: Browser,
  url: string,
): Promise<{ scripts: number; jsGzip: number; cls: number }> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const scripts = new Set<string>();
    page.on('response', (response) => {
      if ((response.headers()['content-type'] ?? '').includes('javascript')) scripts.add(response.url());
    });
    await page.goto(url);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    // A page with no shift at all never calls the observer: zero after a short wait.
    const cls = await page.evaluate<number>(
      `Promise.race([${READ_CLS}, new Promise((resolve) => setTimeout(() => resolve(0), 500))])`,
    );
    const sizes = await Promise.all([...scripts].map(gzipBytes));
    return { scripts: scripts.size, jsGzip: sizes.reduce((sum, size) => sum + size, 0), cls };
  } finally {
    await context.close();
  }
}

/** The page's cumulative layout shift on one cold load under SLOW_4G's network and CPU. */
async function shiftOnSlow4g(browser: Browser, url: string): Promise<number> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G.network! });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_4G.cpuSlowdown });
    await page.goto(url, { timeout: 120_000 });
    await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 120_000 });
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    return await page.evaluate<number>(
      `Promise.race([${READ_CLS}, new Promise((resolve) => setTimeout(() => resolve(0), 500))])`,
    );
  } finally {
    await context.close();
  }
}

/** The body's length as sent when only gzip is accepted (not decoded: node:http leaves it as is). */
function gzipBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve(bytes));
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

function print(page: string, rows: string[][]): void {
  const header = [
    'profile',
    'JS files',
    'JS transferred',
    'JS decoded',
    'all transferred',
    'LCP median',
    'LCP p95',
  ];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => row[column].length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[0]) : cell.padStart(widths[column])))
      .join('  ');
  console.log(`\nfirst load of ${page} (cold cache; bytes are medians)\n`);
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  console.log('');
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
