import { SERVICE_NAMES } from '@paydraft/contracts';
import { MAX_ITEMS } from '@paydraft/invoice-core';
import { CollectedLogs, GatewayFixture } from './gateway-fixture';

/**
 * The heaviest document the schema takes: its 20,000 characters of descriptions (4 of 4,600 and 496
 * short ones), each long one an unbroken word mixing seven scripts, and 500 rows with two custom cells of 500 such characters. About
 * 1 s on a render thread's first heavy document here, twice the budget below.
 */
const everyScript =
  '品牌设计与网站开发服务ウェブサイト制作로고디자인تصميمشعاروهويةעיצובלוגוक्षत्रियधर्मपुस्तकออกแบบโลโก้Ελληνικά'.repeat(
    60,
  );
const heavy = {
  document_type: 'invoice',
  custom_columns: [
    { id: 'a', label: 'A' },
    { id: 'b', label: 'B' },
  ],
  items: Array.from({ length: MAX_ITEMS }, (_, index) => ({
    description: index < 4 ? `${index}${everyScript}`.slice(0, 4600) : String(index),
    qty: 1,
    price: '1',
    cols: { a: `${index}${everyScript}`.slice(0, 500), b: everyScript.slice(index % 50, 500) },
  })),
};
const onePage = { document_type: 'invoice', items: [{ description: 'Design', qty: 2, price: '150' }] };

describe('POST /api/pdf past the render budget', () => {
  const logs = new CollectedLogs();
  const fixture = new GatewayFixture();

  beforeAll(async () => {
    const others = SERVICE_NAMES.filter((name) => name !== 'pdf-render');
    // The gateway waits longer than the budget, so what it answers is pdf-render's refusal. Every app
    // shares this test's one event loop, which also validates and encodes the heavy body: on a loaded
    // machine that took longer than the fixture's 500 ms health timeout. What proves the render does not
    // hold the instance is the light PDF answered before the heavy refusal, asserted below.
    await fixture.start(
      others,
      { RPC_TIMEOUT_MS: '15000', PDF_RATE_LIMIT: '1000', HEALTH_TIMEOUT_MS: '5000' },
      { logs },
    );
    await fixture.startService('pdf-render', { PDF_RENDER_BUDGET_MS: '500' });
  }, 120_000);
  afterAll(() => fixture.stop());

  const post = (body: unknown) =>
    fixture.fetch('/api/pdf', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const rendersStarted = () =>
    logs.lines.filter((line) => line.app === 'pdf-render' && line.msg === 'render started').length;

  /** Until pdf-render has taken a render, or the request was answered without one. */
  async function untilRenderStarted(before: number, answered: string[]): Promise<void> {
    while (rendersStarted() === before && answered.length === 0) {
      await new Promise((resolve) => setImmediate(resolve));
    }
  }

  it('is answered 400 pdf.too_complex, while health and a one-page PDF keep answering from the same instance', async () => {
    const answered: string[] = [];
    const before = rendersStarted();
    const refusal = post(heavy).then(async (response) => {
      answered.push('heavy');
      return { status: response.status, body: (await response.json()) as unknown };
    });
    await untilRenderStarted(before, answered);

    // Sent together: a health check that is slow on a loaded machine must not hold back the light PDF.
    const [health, pdf] = await Promise.all([
      fixture.fetch('/api/health'),
      post(onePage).then((response) => {
        answered.push('one page');
        return response;
      }),
    ]);

    expect({ status: health.status, body: (await health.json()) as unknown }).toMatchObject({
      status: 200,
      body: { status: 'up' },
    });
    expect(pdf.status).toBe(200);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    expect(await refusal).toEqual({
      status: 400,
      body: {
        success: false,
        code: 'pdf.too_complex',
        error:
          'This document is too complex to make into a PDF in time. Shorten its longest texts or split it into several documents.',
      },
    });
    expect(answered).toEqual(['one page', 'heavy']);
  }, 120_000);
});
