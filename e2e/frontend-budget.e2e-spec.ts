import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { launchChromium } from '../infra/chromium/launch-chromium';
import { appUrl } from './support/app-url';

const ROOT = join(__dirname, '..');
const SCRIPT = join(ROOT, 'infra', 'scripts', 'frontend-budget.mjs');
const BUDGETS = join(ROOT, 'frontend', 'budgets.json');

type Row = { route: string; files: number; kb: number; budgetKb: number };
type Outcome = { code: number; stdout: string; stderr: string };

/** `npm run budget:frontend` (the same script) over the build the stack serves, with these arguments. */
async function budgetCheck(...args: string[]): Promise<Outcome> {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [SCRIPT, ...args], { cwd: ROOT });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** The scripts a first visit to `path` fetches, and their bodies' bytes as sent (brotli). */
async function loadedScripts(browser: Browser, path: string): Promise<{ files: number; kb: number }> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const scripts: Array<Promise<number>> = [];
    page.on('response', (response) => {
      if ((response.headers()['content-type'] ?? '').includes('javascript'))
        scripts.push(
          response
            .request()
            .sizes()
            .then((sizes) => sizes.responseBodySize),
        );
    });
    await page.goto(appUrl(path));
    // Every page's own chunk draws its level-1 heading; the shell has none (as bench:load waits).
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    const sizes = await Promise.all(scripts);
    return { files: sizes.length, kb: sizes.reduce((sum, size) => sum + size, 0) / 1024 };
  } finally {
    await context.close();
  }
}

describe('per-route budgets of first-load JavaScript (npm run budget:frontend)', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'paydraft-budget-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('passes on the committed budgets and prints every route with its size', async () => {
    const outcome = await budgetCheck();

    expect(outcome.code).toBe(0);
    const routes = Object.keys(JSON.parse(readFileSync(BUDGETS, 'utf8')).routes as object);
    for (const route of routes)
      expect(outcome.stdout).toMatch(new RegExp(`^${route} +\\d+ +[\\d.]+ KB`, 'm'));
  });

  it('fails, naming the route, when a route grows past its budget', async () => {
    const tiny = join(dir, 'tiny-budgets.json');
    const budgets = JSON.parse(readFileSync(BUDGETS, 'utf8'));
    budgets.routes['/invoice-generator'].budgetKb = 1;
    writeFileSync(tiny, JSON.stringify(budgets));

    const outcome = await budgetCheck('--budgets', tiny);

    expect(outcome.code).toBe(1);
    expect(outcome.stdout).toMatch(/^\/invoice-generator .* OVER$/m);
    expect(outcome.stderr).toContain('Over budget: /invoice-generator');
  });

  it("fails when a route's page is no longer in the build, instead of measuring less", async () => {
    const stale = join(dir, 'stale-budgets.json');
    const moved = { modules: ['src/features/gone/pages/GonePage.tsx'], budgetKb: 500 };
    writeFileSync(stale, JSON.stringify({ routes: { '/gone': moved } }));

    const outcome = await budgetCheck('--budgets', stale);

    expect(outcome.code).toBe(1);
    expect(outcome.stderr).toContain('src/features/gone/pages/GonePage.tsx is not in the build');
  });

  describe('agrees with what Chromium fetches on a first visit', () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await launchChromium();
    });
    afterAll(() => browser.close());

    it('for every route: the same number of scripts, and their bytes within 1 KB', async () => {
      const rows = JSON.parse((await budgetCheck('--json')).stdout) as Row[];
      for (const row of rows) {
        const loaded = await loadedScripts(browser, row.route);
        expect({ route: row.route, files: loaded.files }).toEqual({ route: row.route, files: row.files });
        expect(Math.abs(loaded.kb - row.kb)).toBeLessThan(1);
      }
    });
  });
});
