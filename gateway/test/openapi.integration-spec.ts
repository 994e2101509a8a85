import { GatewayFixture } from './gateway-fixture';

describe('the API reference', () => {
  const fixture = new GatewayFixture();

  beforeAll(() => fixture.start([]));
  afterAll(() => fixture.stop());

  it('describes every public route, with the PDF body taken from the validating schema', async () => {
    const response = await fixture.fetch('/api/docs/openapi.json');
    const spec = (await response.json()) as {
      paths: Record<
        string,
        Record<string, { requestBody?: { content: Record<string, { schema: { required?: string[] } }> } }>
      >;
    };

    expect(response.status).toBe(200);
    expect(Object.keys(spec.paths)).toEqual(
      expect.arrayContaining(['/api/pdf', '/api/send-email', '/api/health']),
    );
    const pdfBody = spec.paths['/api/pdf'].post.requestBody?.content['application/json'].schema;
    expect(pdfBody?.required).toEqual(expect.arrayContaining(['document_type', 'items']));
    // The builder's live totals: open (no security), its body the same document schema.
    const totals = spec.paths['/api/documents/totals'].post as {
      security?: unknown[];
      requestBody?: unknown;
    };
    expect(totals.security ?? []).toEqual([]);
    expect(JSON.stringify(totals.requestBody)).toContain('tax_ids');
  });

  it('serves the interactive page at /api/docs', async () => {
    const response = await fixture.fetch('/api/docs');

    expect(response.status).toBe(200);
    expect(await response.text()).toContain('swagger-ui');
  });
});
