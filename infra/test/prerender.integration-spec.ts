// The public pages as the build renders them (docs/prerendering.md): the real frontend build, then
// the prerender step on it, then what a visitor without JavaScript (or curl) gets in each file.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ensureFrontend } from '../scripts/lib/build.mjs';
import { FRONTEND_DIST } from '../scripts/lib/prerender.mjs';

const repoRoot = join(__dirname, '..', '..');
const pageFile = (name: string) => readFileSync(join(FRONTEND_DIST, 'prerendered', name), 'utf8');
/** The text a reader sees: the markup inside <div id="root">, without React's text separators and tags. */
const visibleText = (html: string) =>
  html
    .slice(html.indexOf('<div id="root"'))
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('prerendered public pages', () => {
  beforeAll(async () => {
    await ensureFrontend();
    const started = Date.now();
    const run = spawnSync(process.execPath, ['infra/scripts/prerender.mjs'], {
      cwd: repoRoot,
      encoding: 'utf8',
    });
    if (run.status !== 0) throw new Error(`prerender failed:\n${run.stdout}${run.stderr}`);
    console.log(`prerender step: ${Date.now() - started} ms\n${run.stdout}`);
  }, 600_000);

  it('writes the public pages and the 404 page, and no page of the signed-in app', () => {
    expect(readdirSync(join(FRONTEND_DIST, 'prerendered')).sort()).toEqual(
      [
        '404',
        'about',
        'contact',
        'disclaimer',
        'faq',
        'index',
        'invoice-generator',
        'plan',
        'pricing',
        'privacy-policy',
        'terms-of-service',
      ].map((name) => `${name}.html`),
    );
  });

  it('/pricing shows the three plans and their prices without any script', () => {
    const text = visibleText(pageFile('pricing.html'));
    for (const words of ['Free', '$0', 'Pro', 'Most popular', '$5 per month', 'Lifetime', '$99 one-time'])
      expect(text).toContain(words);
    expect(text).toContain('Log In / Sign Up');
  });

  it("the footer carries the build's year without any script", () => {
    const year = new Date().getFullYear();
    for (const name of ['index.html', 'pricing.html', 'invoice-generator.html', '404.html'])
      expect(visibleText(pageFile(name))).toContain(`© ${year} Paydraft. All rights reserved.`);
  });

  it("carries the antd rules the page uses, and antd's runtime writes the rest when it hydrates", () => {
    const html = pageFile('pricing.html');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<style data-rc-order="prependQueue"[^>]* data-css-hash="[^"]+">[^<]*\.ant-card/);
    // The grid's 24 columns at six widths: the page uses none of them.
    expect(head).not.toContain('ant-col-xs-13');
    expect(head).not.toContain('data-ant-cssinjs-cache-path');
  });

  it("writes the page's own stylesheets into it, their links disabled", () => {
    const html = pageFile('pricing.html');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<style data-href="\/assets\/pricing-[\w-]+\.css">[^<]+<\/style>/);
    expect(head).toMatch(/<link rel="stylesheet" crossorigin href="\/assets\/pricing-[\w-]+\.css" disabled>/);
    expect(head).not.toMatch(/<link rel="stylesheet"(?![^>]* disabled)[^>]*>/);
  });

  it('has no inline script, which the Content-Security-Policy would refuse', () => {
    for (const name of readdirSync(join(FRONTEND_DIST, 'prerendered'))) {
      const scripts = pageFile(name).match(/<script[^>]*>/g) ?? [];
      expect(scripts.every((tag) => /\ssrc="\/assets\//.test(tag))).toBe(true);
    }
  });

  it('/invoice-generator is the builder form at its first paint', () => {
    const html = pageFile('invoice-generator.html');
    expect(visibleText(html)).toContain('Invoice Builder');
    expect(html).toMatch(/<input[^>]*value="INV-1"/);
  });

  it('/plan is the loading shell, which the stored session then fills', () => {
    const html = pageFile('plan.html');
    expect(html).toContain('data-prerendered="pending"');
    expect(html).toContain('aria-label="Loading page"');
  });

  it('the 404 page says so, with its links', () => {
    const text = visibleText(pageFile('404.html'));
    expect(text).toContain('Oops! Page Not Found');
    expect(text).toContain('Go Home');
  });
});
