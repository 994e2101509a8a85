/**
 * `npm run bench:load`: loads /invoice-generator in Debian's Chromium as a first visit, several times,
 * unthrottled and on a slow 4G phone, and prints the JavaScript it took (as transferred and
 * decoded), all bytes transferred, and the largest contentful paint. Starts the whole product on
 * free ports first.
 */
import { launchChromium } from '../infra/chromium/launch-chromium';
import { coldLoad, SLOW_4G, UNTHROTTLED, type LoadFigures, type LoadProfile } from './lib/cold-load';
import { startProduct } from './lib/product';
import { ms, summarize } from './lib/stats';

const PAGE = '/invoice-generator';
const RUNS: Array<[LoadProfile, number]> = [
  [UNTHROTTLED, 20],
  [SLOW_4G, 10],
];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const median = (values: number[]) => summarize(values).median;

async function main(): Promise<void> {
  const product = await startProduct();
  const browser = await launchChromium();
  try {
    const url = `${product.url}${PAGE}`;
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
    print(rows);
  } finally {
    await browser.close();
    await product.stop();
  }
}

function print(rows: string[][]): void {
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
  console.log(`\nfirst load of ${PAGE} (cold cache; bytes are medians)\n`);
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
