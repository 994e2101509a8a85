import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GatewayFixture } from './gateway-fixture';

const SITE = 'https://paydraft.test';

/** A page as the build's prerender step writes it: the real template's head, content in the root. */
const prerendered = (template: string, content: string) =>
  template.replace('<div id="root"></div>', `<div id="root" data-prerendered="signed-out">${content}</div>`);

describe('pages rendered at build time are answered in place of index.html', () => {
  const fixture = new GatewayFixture();
  const dist = mkdtempSync(join(tmpdir(), 'paydraft-prerendered-'));

  beforeAll(() => {
    const templatePath = join(__dirname, '../../frontend/index.html');
    copyFileSync(templatePath, join(dist, 'index.html'));
    const template = readFileSync(templatePath, 'utf8');
    mkdirSync(join(dist, 'prerendered'));
    writeFileSync(
      join(dist, 'prerendered', 'pricing.html'),
      prerendered(template, '<h1>Pricing</h1><p>Pro $5</p>'),
    );
    writeFileSync(join(dist, 'prerendered', 'index.html'), prerendered(template, '<h1>Create invoices</h1>'));
    writeFileSync(
      join(dist, 'prerendered', '404.html'),
      prerendered(template, '<h1>Oops! Page Not Found</h1>'),
    );
    return fixture.start([], { FRONTEND_DIST: dist, APP_BASE_URL: SITE });
  });
  afterAll(async () => {
    await fixture.stop();
    rmSync(dist, { recursive: true, force: true });
  });

  it.each(['/pricing', '/pricing/'])('%s arrives with its content and its own head', async (path) => {
    const response = await fixture.fetch(path);
    const html = await response.text();

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(html).toContain('<h1>Pricing</h1><p>Pro $5</p>');
    expect(html).toContain('<title>Pricing | Paydraft</title>');
    expect(html).toContain(`<link rel="canonical" href="${SITE}/pricing" />`);
  });

  it('/ arrives as the prerendered home page', async () => {
    const html = await (await fixture.fetch('/')).text();
    expect(html).toContain('<h1>Create invoices</h1>');
    expect(html).toContain(`<meta property="og:url" content="${SITE}/" />`);
  });

  it('a page the build did not render (the dashboard) still gets the empty index.html', async () => {
    const response = await fixture.fetch('/dashboard');
    const html = await response.text();

    expect(response.status).toBe(200);
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<meta name="robots" content="noindex, nofollow" />');
  });

  it('an unknown address gets the prerendered 404 page with status 404', async () => {
    const response = await fixture.fetch('/no-such-page');

    expect(response.status).toBe(404);
    await expect(response.text()).resolves.toContain('<h1>Oops! Page Not Found</h1>');
  });

  it('the prerendered files are not served at their own address', async () => {
    const response = await fixture.fetch('/prerendered/pricing.html');

    expect(response.status).toBe(404);
    await expect(response.text()).resolves.not.toContain('<h1>Pricing</h1>');
  });
});
