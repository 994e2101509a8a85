import { ServiceException } from '@paydraft/nest-kit';
import pino from 'pino';
import { localFontsDir } from '../../../test/fixtures/local-fonts';
import { sampleInvoice } from '../../../test/fixtures/sample-documents';
import { SCRIPT_SAMPLES } from '../../../test/fixtures/script-samples';
import { RenderPool, type RenderPoolOptions } from './render-pool';

/** Far longer than a one-page render takes on a busy machine, far shorter than the heavy document below. */
const BUDGET_MS = 4000;
/** 100 items of 5,000 characters mixing seven scripts: about 20 s of layout on an idle machine. */
const mixed = SCRIPT_SAMPLES.map((sample) => sample.description)
  .join(' ')
  .repeat(60)
  .slice(0, 5000);
const heavy = sampleInvoice(100, {
  items: Array.from({ length: 100 }, (_, index) => ({
    description: `${index} ${mixed}`,
    qty: '1',
    price: '1',
  })),
});

async function startedPool(options: Partial<RenderPoolOptions> = {}) {
  const lines: Array<Record<string, unknown>> = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  const pool = new RenderPool(
    { fontsDir: localFontsDir(), threads: 1, budgetMs: BUDGET_MS, ...options },
    logger,
  );
  await pool.onModuleInit();
  return { pool, lines };
}

const isPdf = (pdf: Buffer) => pdf.subarray(0, 5).toString() === '%PDF-';

describe('RenderPool', () => {
  let pool: RenderPool | undefined;
  afterEach(() => pool?.onApplicationShutdown());

  it('starts its threads at boot, each warmed up with one document, and renders on them', async () => {
    const started = await startedPool({ threads: 2 });
    pool = started.pool;

    const warmUps = started.lines.filter((line) => line.msg === 'renderer warmed up');
    expect(warmUps).toEqual([
      expect.objectContaining({ ms: expect.any(Number) }),
      expect.objectContaining({ ms: expect.any(Number) }),
    ]);
    const { pdf, pageCount } = await pool.render(sampleInvoice(3));
    expect(isPdf(pdf)).toBe(true);
    expect(pageCount).toBe(1);
  }, 120_000);

  it('stops a render past its budget with pdf.too_complex, and renders the next on a new thread', async () => {
    ({ pool } = await startedPool());

    const refusal = pool.render(heavy);

    await expect(refusal).rejects.toBeInstanceOf(ServiceException);
    await expect(refusal).rejects.toMatchObject({ reason: 'pdf.too_complex' });
    expect(isPdf((await pool.render(sampleInvoice(3))).pdf)).toBe(true);
  }, 120_000);

  it('renders another request on its other thread while one runs', async () => {
    ({ pool } = await startedPool({ threads: 2 }));
    const order: string[] = [];

    const slow = pool.render(heavy).catch(() => order.push('heavy stopped'));
    await pool.render(sampleInvoice(3)).then(() => order.push('one page rendered'));
    await slow;

    expect(order).toEqual(['one page rendered', 'heavy stopped']);
  }, 120_000);

  it('passes on the refusal of a document it cannot render', async () => {
    ({ pool } = await startedPool());

    await expect(pool.render(sampleInvoice(1, { currency: 'NOPE' }))).rejects.toMatchObject({
      reason: 'pdf.invalid_document',
      message: "Unknown currency: 'NOPE'",
    });
  }, 120_000);
});
