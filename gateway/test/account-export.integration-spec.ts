import { Plan } from '@paydraft/contracts';
import { unzipSync, strFromU8 } from 'fflate';
import sharp from 'sharp';
import { DocumentsStack, type DocumentJson, type TestUser } from './documents-stack';

const DOCUMENTS = 500;

/** Runs `work` for 0..count-1, `limit` at a time. */
async function pooled(count: number, limit: number, work: (index: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < count) await work(next++);
    }),
  );
}

describe('GET /api/account/export', () => {
  const stack = new DocumentsStack();
  let ada: TestUser;
  const saved: DocumentJson[] = [];

  beforeAll(async () => {
    await stack.start(['documents', 'clients', 'pdf-render']);
    ada = stack.user();
    await ada.call('POST', '/api/form-preferences', { business_name: 'Ada Studio', invoice_prefix: 'INV' });
    const png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#0a5ac8' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.set('logo', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'logo.png');
    const logo = await stack.gateway.fetch('/api/upload/logo', {
      method: 'POST',
      headers: { authorization: `Bearer ${ada.token}` },
      body: form,
    });
    expect(logo.status).toBe(200);
    const client = await ada.client('=Engines, "Ltd"');
    await pooled(DOCUMENTS, 6, async (index) => {
      const body = { receiver_info: `Client ${index}`, client_id: index % 10 === 0 ? client : undefined };
      const answer = index % 5 === 0 ? await ada.saveQuote(body) : await ada.saveInvoice(body);
      expect(answer.status).toBe(201);
      saved.push(answer.body.data);
    });
  }, 300_000);
  afterAll(() => stack.stop());

  it(`holds every one of ${DOCUMENTS} documents as JSON and PDF, the clients, preferences and logo`, async () => {
    const started = Date.now();
    const response = await stack.gateway.fetch('/api/account/export', {
      headers: { authorization: `Bearer ${ada.token}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/zip');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="paydraft-export-/);
    expect(response.headers.get('x-export-documents')).toBe(String(DOCUMENTS));
    const zip = new Uint8Array(await response.arrayBuffer());
    process.stdout.write(
      `export of ${DOCUMENTS} documents: ${Date.now() - started} ms, ${(zip.byteLength / 1e6).toFixed(1)} MB\n`,
    );

    const entries = unzipSync(zip);
    const names = Object.keys(entries);
    const jsons = names.filter((name) => /^documents\/(invoice|quote)s\/.+\.json$/.test(name));
    const pdfs = names.filter((name) => /^documents\/(invoice|quote)s\/.+\.pdf$/.test(name));
    expect(jsons).toHaveLength(DOCUMENTS);
    expect(pdfs).toHaveLength(DOCUMENTS);
    for (const name of pdfs) expect(strFromU8(entries[name]!.subarray(0, 5))).toBe('%PDF-');

    const byId = new Map(saved.map((document) => [document.id, document]));
    for (const name of jsons) {
      const document = JSON.parse(strFromU8(entries[name]!)) as DocumentJson;
      expect(document).toEqual(byId.get(document.id));
      expect(name).toBe(`documents/${document.document_type}s/${document.document_number}.json`);
      expect(entries[name.replace(/\.json$/, '.pdf')]).toBeDefined();
    }

    const clients = JSON.parse(strFromU8(entries['clients.json']!)) as Array<Record<string, unknown>>;
    expect(clients).toEqual([expect.objectContaining({ business_name: '=Engines, "Ltd"' })]);
    const csv = strFromU8(entries['clients.csv']!).split('\r\n');
    expect(csv[0]).toBe(
      'id,business_name,contact_name,business_email,business_phone,business_address,business_website,tax_id,notes,status,created_at,updated_at,' +
        'address_lines,postal_code,city,region,country,vat_id,registration_id,time_zone,language',
    );
    // A cell that starts like a formula is kept as text; commas and quotes are quoted.
    expect(csv[1]).toContain(`,"'=Engines, ""Ltd""",`);

    const preferences = JSON.parse(strFromU8(entries['preferences.json']!)) as Record<string, unknown>;
    // An opaque logo is stored re-encoded as JPEG: the entry takes the stored file's type.
    expect(preferences).toMatchObject({
      business_name: 'Ada Studio',
      logo_url: expect.stringMatching(/\.jpg$/),
    });
    expect((await sharp(Buffer.from(entries['logo.jpg']!)).metadata()).format).toBe('jpeg');
    expect(JSON.parse(strFromU8(entries['export.json']!))).toMatchObject({
      documents: DOCUMENTS,
      pdfs: DOCUMENTS,
      clients: 1,
      documents_without_pdf: [],
      logo: 'logo.jpg',
    });
  }, 600_000);

  it('needs a signed-in user, and answers a user with nothing an export that says so', async () => {
    expect((await stack.gateway.fetch('/api/account/export')).status).toBe(401);
    const empty = stack.user(Plan.PRO);
    const response = await stack.gateway.fetch('/api/account/export', {
      headers: { authorization: `Bearer ${empty.token}` },
    });
    expect(response.status).toBe(200);
    const entries = unzipSync(new Uint8Array(await response.arrayBuffer()));
    expect(Object.keys(entries).sort()).toEqual(['clients.csv', 'clients.json', 'export.json']);
  });
});
