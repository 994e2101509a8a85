import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GatewayFixture } from './gateway-fixture';

const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';

describe('the gateway serves the pages of the app, and only those', () => {
  const fixture = new GatewayFixture();
  const dist = mkdtempSync(join(tmpdir(), 'paydraft-pages-'));

  beforeAll(() => {
    writeFileSync(join(dist, 'index.html'), INDEX_HTML);
    return fixture.start([], { FRONTEND_DIST: dist });
  });
  afterAll(async () => {
    await fixture.stop();
    rmSync(dist, { recursive: true, force: true });
  });

  it.each(['/', '/invoice-generator', '/dashboard/clients/c-1', '/view/quote/abc'])(
    'answers a page of the app (%s) with the app and 200',
    async (path) => {
      const response = await fixture.fetch(path);

      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await response.text()).toBe(INDEX_HTML);
    },
  );

  it('answers HEAD on a page as GET, without the body', async () => {
    const head = await fixture.fetch('/invoice-generator', { method: 'HEAD' });

    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await head.text()).toBe('');
  });

  it.each(['/blogs', '/invoice-generator/nothing-here'])(
    'answers a path that is no page (%s) with the app, which shows its 404 page, and status 404',
    async (path) => {
      const response = await fixture.fetch(path);

      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(await response.text()).toBe(INDEX_HTML);
      expect((await fixture.fetch(path, { method: 'HEAD' })).status).toBe(404);
    },
  );

  it('leaves unknown API paths to the API, which answers in JSON', async () => {
    const response = await fixture.fetch('/api/no-such-call');

    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  });
});
