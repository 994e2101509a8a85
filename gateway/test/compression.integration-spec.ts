import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { GatewayFixture } from './gateway-fixture';

type RawResponse = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** A GET that leaves the body as sent (fetch would decompress it and hide the encoding). */
function rawGet(url: string, acceptEncoding?: string, method = 'GET'): Promise<RawResponse> {
  const headers = acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding };
  return new Promise((resolve, reject) => {
    request(url, { method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    })
      .on('error', reject)
      .end();
  });
}

const SCRIPT = 'export const greeting = "hello";\n'.repeat(200);
const INDEX_HTML = `<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body>${'<p>Paydraft</p>'.repeat(100)}</body></html>`;

/** A build as Vite writes it: each file with its brotli and gzip copies, small files without. */
function writeBuild(root: string): void {
  mkdirSync(join(root, 'assets'));
  const withCopies = (path: string, text: string) => {
    writeFileSync(join(root, path), text);
    writeFileSync(join(root, `${path}.br`), brotliCompressSync(text));
    writeFileSync(join(root, `${path}.gz`), gzipSync(text));
  };
  withCopies('assets/index-Ab12Cd34.js', SCRIPT);
  withCopies('index.html', INDEX_HTML);
  writeFileSync(join(root, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
}

describe('the gateway compresses what it sends', () => {
  const fixture = new GatewayFixture();
  const dist = mkdtempSync(join(tmpdir(), 'paydraft-dist-'));

  beforeAll(() => {
    writeBuild(dist);
    return fixture.start(['pdf-render'], { FRONTEND_DIST: dist });
  });
  afterAll(async () => {
    await fixture.stop();
    rmSync(dist, { recursive: true, force: true });
  });

  const get = (path: string, acceptEncoding?: string) => rawGet(`${fixture.baseUrl}${path}`, acceptEncoding);

  describe('a hashed script', () => {
    it('comes as brotli when the browser accepts it, whatever order it lists encodings in', async () => {
      const response = await get('/assets/index-Ab12Cd34.js', 'gzip, deflate, br, zstd');

      expect(response.status).toBe(200);
      expect(response.headers).toMatchObject({
        'content-encoding': 'br',
        'content-type': 'text/javascript; charset=utf-8',
        'content-length': String(response.body.length),
        'cache-control': 'public, max-age=31536000, immutable',
        vary: 'Accept-Encoding',
      });
      expect(brotliDecompressSync(response.body).toString()).toBe(SCRIPT);
      expect(response.body.length).toBeLessThan(SCRIPT.length / 10);
    });

    it.each(['gzip, deflate', 'br;q=0, gzip'])('comes as gzip for %p', async (acceptEncoding) => {
      const response = await get('/assets/index-Ab12Cd34.js', acceptEncoding);

      expect(response.headers).toMatchObject({ 'content-encoding': 'gzip', vary: 'Accept-Encoding' });
      expect(gunzipSync(response.body).toString()).toBe(SCRIPT);
    });

    it.each([undefined, 'identity', 'zstd'])('comes uncompressed for %p', async (acceptEncoding) => {
      const response = await get('/assets/index-Ab12Cd34.js', acceptEncoding);

      expect(response.status).toBe(200);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers).toMatchObject({
        'content-type': 'text/javascript; charset=utf-8',
        'cache-control': 'public, max-age=31536000, immutable',
        vary: 'Accept-Encoding',
      });
      expect(response.body.toString()).toBe(SCRIPT);
    });

    it('answers HEAD with the headers of the compressed file', async () => {
      const response = await rawGet(`${fixture.baseUrl}/assets/index-Ab12Cd34.js`, 'br', 'HEAD');

      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-length']).toBe(String(brotliCompressSync(SCRIPT).length));
    });
  });

  // A page of the app varies with the session hint cookie too (session-hint.ts); the file itself does not.
  it.each([
    ['/invoice-generator', 'Cookie, Accept-Encoding'],
    ['/index.html', 'Accept-Encoding'],
  ])('sends index.html for %s compressed and to be revalidated on every visit', async (path, vary) => {
    const response = await get(path, 'gzip, deflate, br');

    expect(response.status).toBe(200);
    expect(response.headers).toMatchObject({
      'content-encoding': 'br',
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      vary,
    });
    // A page's own head (title, Open Graph: page-meta.integration-spec.ts) may be written into it.
    const html = brotliDecompressSync(response.body).toString();
    expect(html).toContain('<script type="module" src="/assets/index-Ab12Cd34.js"></script>');
    expect(html).toContain(`<body>${'<p>Paydraft</p>'.repeat(100)}</body>`);
  });

  it('answers 404 for a chunk that is not in this build, not index.html', async () => {
    const response = await get('/assets/index-OldBuild1.js', 'br, gzip');

    expect(response.status).toBe(404);
    expect(response.headers['content-type']).not.toMatch(/html/);
  });

  it('sends a file the build left uncompressed as it is', async () => {
    const response = await get('/favicon.svg', 'br, gzip');

    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers['content-type']).toBe('image/svg+xml');
  });

  it('compresses API JSON on the fly', async () => {
    const response = await get('/api/docs/openapi.json', 'gzip, deflate, br');

    expect(response.status).toBe(200);
    expect(response.headers).toMatchObject({
      'content-encoding': 'br',
      'content-type': 'application/json; charset=utf-8',
      vary: 'Accept-Encoding',
    });
    expect(JSON.parse(brotliDecompressSync(response.body).toString())).toHaveProperty('paths');
  });

  it('sends a PDF as it is: it is deflated already', async () => {
    const response = await fixture.fetch('/api/pdf', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br' },
      body: JSON.stringify({
        document_type: 'invoice',
        items: [{ description: 'Design', qty: 1, price: 100 }],
      }),
    });

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-encoding')).toBeNull();
  });
});
