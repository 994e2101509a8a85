import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GatewayFixture } from './gateway-fixture';

const INDEX_HTML = '<!doctype html><html><head></head><body><div id="root"></div></body></html>';

/** The directives of a Content-Security-Policy header, by name. */
function directives(header: string | null): Map<string, string[]> {
  const entries = (header ?? '')
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .filter(([name]) => name);
  return new Map(entries.map(([name, ...values]) => [name, values]));
}

describe('security headers on every answer of the gateway', () => {
  const fixture = new GatewayFixture();
  const dist = mkdtempSync(join(tmpdir(), 'paydraft-headers-'));

  beforeAll(() => {
    writeFileSync(join(dist, 'index.html'), INDEX_HTML);
    return fixture.start([], { FRONTEND_DIST: dist });
  });
  afterAll(async () => {
    await fixture.stop();
    rmSync(dist, { recursive: true, force: true });
  });

  it.each([
    '/',
    '/invoice-generator',
    '/dashboard',
    '/api/health',
    '/api/no-such-call',
    '/assets/gone-chunk.js',
  ])(
    '%s: a CSP that runs only our own scripts and forbids framing, nosniff, no X-Powered-By',
    async (path) => {
      const response = await fixture.fetch(path);

      const csp = directives(response.headers.get('content-security-policy'));
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('script-src')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      expect(csp.get('base-uri')).toEqual(["'self'"]);
      expect(csp.get('form-action')).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
      expect(response.headers.get('x-frame-options')).toBe('DENY');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('same-origin');
      expect(response.headers.get('x-powered-by')).toBeNull();
    },
  );

  it('sends no referrer at all from the public view of a shared document, whose address holds the token', async () => {
    const response = await fixture.fetch('/view/quote/a-share-token-of-32-characters-x');

    expect(response.status).toBe(200);
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('keeps the headers on errors the API answers', async () => {
    const response = await fixture.fetch('/api/pdf', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{not json',
    });

    expect(response.status).toBe(400);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-powered-by')).toBeNull();
  });
});
