import type { RenderDocumentRequest } from '@paydraft/contracts';
import pino from 'pino';
import { RenderService } from '../../services/pdf-render/src/render/render.service';
import { RenderPool } from '../../services/pdf-render/src/render/worker/render-pool';
import { localFontLibrary, localFontsDir } from '../../services/pdf-render/test/fixtures/local-fonts';
import { sampleInvoice } from '../../services/pdf-render/test/fixtures/sample-documents';
import { SCRIPT_SAMPLES } from '../../services/pdf-render/test/fixtures/script-samples';
import { ms, timeIt } from './stats';

const LONGEST = 5000;
/** The schema's longest description as one unbroken word (the probe's), with spaces, and in every script. */
const WORD = 'x'.repeat(LONGEST);
const SPACED = 'Consulting, on site. '.repeat(250).slice(0, LONGEST);
const EVERY_SCRIPT = SCRIPT_SAMPLES.map((sample) => sample.description).join('').repeat(100).slice(0, LONGEST);

/** `count` items whose descriptions are `text` (each made distinct, as a probe's would be). */
const withItems = (count: number, text: string): RenderDocumentRequest =>
  sampleInvoice(count, {
    items: Array.from({ length: count }, (_, index) => ({
      description: `${index % 10}${text.slice(1)}`,
      qty: '1',
      price: '1',
    })),
  });

/** The probe's body: 200 items of one 5,000-character word, about 1 MB, no sign-in needed. */
export const PROBE_BODY = withItems(200, WORD);

export type WorstRow = [label: string, figure: string];

/** One item at the schema's limit, rendered directly: what one long description costs. */
export async function oneItemRows(): Promise<WorstRow[]> {
  const renderer = new RenderService(localFontLibrary());
  await renderer.render(withItems(1, SPACED));
  const rows: WorstRow[] = [];
  for (const [label, text] of [
    ['5,000-character word', WORD],
    ['5,000 characters with spaces', SPACED],
    ['5,000 characters, every script, unbroken', EVERY_SCRIPT],
  ] as const) {
    const started = performance.now();
    const { pageCount } = await renderer.render(withItems(1, text));
    rows.push([`in-process, 1 item, ${label} (${pageCount} pages)`, ms(performance.now() - started)]);
  }
  return rows;
}

/**
 * The worst documents the schema accepts, through the service's render threads with the default
 * budget: how long until each is answered, and with what.
 */
export async function budgetedRows(budgetMs = 2000): Promise<WorstRow[]> {
  const pool = new RenderPool({ fontsDir: localFontsDir(), threads: 1, budgetMs }, pino({ level: 'silent' }));
  await pool.onApplicationBootstrap();
  const rows: WorstRow[] = [];
  try {
    // The usual document through the same hop the service now takes, for comparison with in-process.
    const onePage = await timeIt(200, 50, () => pool.render(sampleInvoice(12)));
    rows.push([`render threads, 12 items (1 page), median of 200`, ms(onePage.median)]);
    for (const [label, request] of [
      ['200 items × 5,000-character word (the probe)', PROBE_BODY],
      ['500 items × 5,000 characters with spaces', withItems(500, SPACED)],
      ['500 items × 5,000 characters, every script', withItems(500, EVERY_SCRIPT)],
    ] as const) {
      const started = performance.now();
      const answer = await pool.render(request).then(
        ({ pageCount }) => `${pageCount} pages`,
        (error: { reason?: string }) => error.reason ?? String(error),
      );
      rows.push([`render threads (budget ${budgetMs} ms), ${label}: ${answer}`, ms(performance.now() - started)]);
    }
  } finally {
    await pool.onApplicationShutdown();
  }
  return rows;
}
