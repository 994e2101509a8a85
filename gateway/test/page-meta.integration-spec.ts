import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PAGE_META } from '@paydraft/invoice-core';
import { GatewayFixture } from './gateway-fixture';

const SITE = 'https://paydraft.test';

/** What a link preview or a crawler that runs no JavaScript reads from a page's HTML. */
async function headOf(fixture: GatewayFixture, path: string) {
  const response = await fixture.fetch(path);
  const html = await response.text();
  const first = (pattern: RegExp) => html.match(pattern)?.[1];
  return {
    status: response.status,
    robotsHeader: response.headers.get('x-robots-tag'),
    title: first(/<title>([^<]*)<\/title>/),
    description: first(/<meta name="description" content="([^"]*)"/),
    ogTitle: first(/<meta property="og:title" content="([^"]*)"/),
    ogDescription: first(/<meta property="og:description" content="([^"]*)"/),
    ogUrl: first(/<meta property="og:url" content="([^"]*)"/),
    ogType: first(/<meta property="og:type" content="([^"]*)"/),
    canonical: first(/<link rel="canonical" href="([^"]*)"/),
    robots: first(/<meta name="robots" content="([^"]*)"/),
  };
}

describe('each public page arrives with its own title, description and Open Graph tags', () => {
  const fixture = new GatewayFixture();
  const dist = mkdtempSync(join(tmpdir(), 'paydraft-page-meta-'));

  beforeAll(() => {
    // The real template: its head is what the build ships.
    copyFileSync(join(__dirname, '../../frontend/index.html'), join(dist, 'index.html'));
    return fixture.start([], { FRONTEND_DIST: dist, APP_BASE_URL: SITE });
  });
  afterAll(async () => {
    await fixture.stop();
    rmSync(dist, { recursive: true, force: true });
  });

  it('the home page carries the site title and description, at the site address', async () => {
    const head = await headOf(fixture, '/');

    expect(head).toMatchObject({
      status: 200,
      title: 'Paydraft — Invoice &amp; Quote Generator',
      ogTitle: 'Paydraft — Invoice &amp; Quote Generator',
      ogType: 'website',
      ogUrl: `${SITE}/`,
      canonical: `${SITE}/`,
      robots: undefined,
    });
    expect(head.description).toMatch(/^Paydraft: create professional invoice and quote PDFs/);
    expect(head.ogDescription).toBe(head.description);
  });

  it.each([
    ['/pricing', 'Pricing | Paydraft'],
    ['/faq', 'Frequently Asked Questions | Paydraft'],
  ])('%s carries its own title and description, the same words the page writes', async (path, title) => {
    const head = await headOf(fixture, path);

    expect(head).toMatchObject({
      status: 200,
      title,
      ogTitle: title,
      description: PAGE_META[path].description,
      ogDescription: PAGE_META[path].description,
      ogType: 'website',
      ogUrl: `${SITE}${path}`,
      canonical: `${SITE}${path}`,
      robots: undefined,
      robotsHeader: null,
    });
  });

  it.each(['/trial-dashboard', '/dashboard', '/view/invoice/abc'])(
    '%s stays out of search indexes, in the HTML and the headers',
    async (path) => {
      const head = await headOf(fixture, path);

      expect(head.status).toBe(200);
      expect(head.robots).toBe('noindex, nofollow');
      expect(head.robotsHeader).toBe('noindex');
    },
  );
});
