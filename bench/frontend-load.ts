/**
 * `npm run bench:load`: loads each page (BENCH_PAGES, comma-separated; by default the home page, the
 * free builder and the demo dashboard) in Debian's Chromium as a first visit, several times,
 * unthrottled and on a slow 4G phone (BENCH_LOADS scales both counts down for a quick run), and prints
 * the JavaScript it took (as transferred and decoded), all bytes transferred, and the largest
 * contentful paint. Starts the whole product on free ports first.
 */
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
