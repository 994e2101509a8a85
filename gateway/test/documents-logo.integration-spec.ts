import { Plan } from '@paydraft/contracts';
import sharp from 'sharp';
import { DocumentsStack, type TestUser } from './documents-stack';

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 10, g: 90, b: 200, alpha: 0.5 } } })
    .png()
    .toBuffer();

describe('/api/upload/logo', () => {
  const stack = new DocumentsStack();
  let ada: TestUser;

  beforeAll(async () => {
    await stack.start();
  });
  afterAll(() => stack.stop());
  beforeEach(() => {
    ada = stack.user();
  });

  const upload = (bytes: Buffer, token = ada.token, name = 'logo.png') => {
    const form = new FormData();
    form.set('logo', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name);
    return stack.gateway.fetch('/api/upload/logo', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
  };

  it('stores a PNG re-encoded, serves it publicly with caching headers, and names it in the preferences', async () => {
    await ada.call('POST', '/api/form-preferences', { business_name: 'Ada' });
    const response = await upload(await png(2000, 500));
    expect(response.status).toBe(200);
    const { logoUrl } = (await response.json()) as { logoUrl: string };
    expect(logoUrl).toMatch(/^\/api\/upload\/logo\/[0-9a-f-]{36}\.png$/);

    const served = await stack.gateway.fetch(logoUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const metadata = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', 472, 118]);

    expect((await ada.call('GET', '/api/form-preferences')).body.preferences).toMatchObject({
      logo_url: logoUrl,
    });
  });

  it('replaces the old logo on a new upload; DELETE removes it and clears logo_url', async () => {
    await ada.call('POST', '/api/form-preferences', {});
    const first = ((await (await upload(await png(100, 50))).json()) as { logoUrl: string }).logoUrl;
    const second = ((await (await upload(await png(100, 50))).json()) as { logoUrl: string }).logoUrl;
    expect(second).not.toBe(first);
    expect((await stack.gateway.fetch(first)).status).toBe(404);

    expect(await ada.call('DELETE', '/api/upload/logo')).toMatchObject({
      status: 200,
      body: { success: true },
    });
    expect((await stack.gateway.fetch(second)).status).toBe(404);
    expect((await ada.call('GET', '/api/form-preferences')).body.preferences).toMatchObject({
      logo_url: null,
    });
  });

  it('refuses a file that is not a PNG or JPEG by its content, whatever its name', async () => {
    const response = await upload(Buffer.from('GIF89a not really'), ada.token, 'logo.png');
    expect(response.status).toBe(400);
  });

  it('refuses an empty file with the upload message, and keeps the stored logo', async () => {
    const { logoUrl } = (await (await upload(await png(100, 50))).json()) as { logoUrl: string };

    const response = await upload(Buffer.alloc(0));

    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      error: 'File upload Failed: the logo must be a PNG or JPG of at most 5 MB',
      code: 'request.invalid',
    });
    expect((await stack.gateway.fetch(logoUrl)).status).toBe(200);
  });

  it("refuses a Free user, and leaves another owner's logo alone on DELETE", async () => {
    const { logoUrl } = (await (await upload(await png(100, 50))).json()) as { logoUrl: string };
    expect((await upload(await png(10, 10), stack.user(Plan.FREE).token)).status).toBe(403);
    await stack.user().call('DELETE', '/api/upload/logo');
    expect((await stack.gateway.fetch(logoUrl)).status).toBe(200);
  });

  it('answers 404 for a logo file name that names nothing', async () => {
    expect((await stack.gateway.fetch('/api/upload/logo/not-a-logo.png')).status).toBe(404);
  });
});
