import type { RenderDocumentRequest } from '@paydraft/contracts';
import { MAX_DESCRIPTIONS_LENGTH, pdfRequestSchema } from '@paydraft/invoice-core';
import pino from 'pino';
import { RenderService } from '../../services/pdf-render/src/render/render.service';
import { RenderPool } from '../../services/pdf-render/src/render/worker/render-pool';
import { localFontLibrary, localFontsDir } from '../../services/pdf-render/test/fixtures/local-fonts';
import { sampleInvoice } from '../../services/pdf-render/test/fixtures/sample-documents';
import { SCRIPT_SAMPLES } from '../../services/pdf-render/test/fixtures/script-samples';
import { toBuilderJson } from './bench-documents';
import { ms, timeIt } from './stats';

const LONGEST = 5000;
/** The schema's longest description as one unbroken word (the probe's), with spaces, and in every script. */
const WORD = 'x'.repeat(LONGEST);
const SPACED = 'Consulting, on site. '.repeat(250).slice(0, LONGEST);
const EVERY_SCRIPT = SCRIPT_SAMPLES.map((sample) => sample.description)
  .join('')
  .repeat(100)
  .slice(0, LONGEST);

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
/** The most description text the schema takes (20,000 characters), in the slowest script mix. */
const DESCRIPTIONS_AT_THEIR_LIMIT = MAX_DESCRIPTIONS_LENGTH / LONGEST;

/**
 * 500 items whose two shown custom columns hold 500 characters in every script (cut with '…'), the
 * first `longDescriptions` of them sharing what the descriptions' allowance leaves in such characters.
 */
function customColumnsAtTheirLimit(longDescriptions = 0): RenderDocumentRequest {
  const value = EVERY_SCRIPT.slice(0, 500);
  // The other rows' descriptions (their numbers) take their share of the allowance.
  const othersLength = Array.from({ length: 500 - longDescriptions }, (_, n) =>
    String(n + longDescriptions),
  ).join('').length;
  const longLength = Math.floor((MAX_DESCRIPTIONS_LENGTH - othersLength) / Math.max(1, longDescriptions));
  return sampleInvoice(500, {
    customColumns: [
      { id: 'a', label: 'A' },
      { id: 'b', label: 'B' },
    ],
    items: Array.from({ length: 500 }, (_, index) => ({
      description: index < longDescriptions ? `${index}${EVERY_SCRIPT}`.slice(0, longLength) : String(index),
      qty: '1',
      price: '1',
      cols: { a: `${index}${value}`, b: `${value}${index}` },
    })),
  });
}

/** Everything at once: the descriptions' allowance and 500 rows of custom cells, all in every script. */
export const HEAVIEST_ACCEPTED = customColumnsAtTheirLimit(DESCRIPTIONS_AT_THEIR_LIMIT);

export type WorstRow = [label: string, figure: string];

const elapsed = async (run: () => Promise<string>): Promise<[string, string]> => {
  const started = performance.now();
  const answer = await run();
  return [answer, ms(performance.now() - started)];
};

/**
 * Rendered directly, with no budget: what the longest texts the schema takes cost. Each case gets fonts
 * of its own, so no line it draws was shaped and remembered by an earlier case.
 */
export async function inProcessRows(): Promise<WorstRow[]> {
  await new RenderService(localFontLibrary()).render(withItems(1, SPACED));
  const rows: WorstRow[] = [];
  const most = DESCRIPTIONS_AT_THEIR_LIMIT;
  for (const [label, request] of [
    ['1 item, a 5,000-character word', withItems(1, WORD)],
    ['1 item, 5,000 characters with spaces', withItems(1, SPACED)],
    ['1 item, 5,000 characters in every script, unbroken', withItems(1, EVERY_SCRIPT)],
    [`${most} items × 5,000-character word (20,000, the schema’s most)`, withItems(most, WORD)],
    [`${most} items × 5,000 characters with spaces`, withItems(most, SPACED)],
    [`${most} items × 5,000 characters in every script`, withItems(most, EVERY_SCRIPT)],
    ['500 items, 2 custom values × 500 characters in every script', customColumnsAtTheirLimit()],
    ['the heaviest: both of the last two at once', HEAVIEST_ACCEPTED],
  ] as const) {
    const renderer = new RenderService(localFontLibrary());
    const [pages, figure] = await elapsed(async () => `${(await renderer.render(request)).pageCount} pages`);
    rows.push([`in-process, ${label} (${pages})`, figure]);
  }
  return rows;
}

/** Bodies past the schema's size rules, refused before any render: how long the check takes. */
export function refusedRows(): WorstRow[] {
  return [
    ['the probe’s body (200 × 5,000-character word)', PROBE_BODY],
    ['500 items × 5,000 characters in every script', withItems(500, EVERY_SCRIPT)],
  ].map(([label, request]) => {
    const body = JSON.parse(toBuilderJson(request as RenderDocumentRequest)) as unknown;
    const started = performance.now();
    const checked = pdfRequestSchema.safeParse(body);
    const answer = checked.success ? 'accepted' : checked.error.issues[0].message;
    return [`schema check, ${label as string}: ${answer}`, ms(performance.now() - started)];
  });
}

const startedPool = async (budgetMs: number) => {
  const pool = new RenderPool({ fontsDir: localFontsDir(), threads: 1, budgetMs }, pino({ level: 'silent' }));
  await pool.onModuleInit();
  return pool;
};

/**
 * Through the service's render threads with the default budget: the one-page document (the hop's
 * cost) and the heaviest documents the schema accepts, with how each was answered. Each heavy case
 * gets a pool of its own, so a thread replaced after a refusal is not starting up while it is timed.
 */
export async function budgetedRows(budgetMs = 2000): Promise<WorstRow[]> {
  const rows: WorstRow[] = [];
  const pool = await startedPool(budgetMs);
  const onePage = await timeIt(200, 50, () => pool.render(sampleInvoice(12)));
  await pool.onApplicationShutdown();
  rows.push(['render threads, 12 items (1 page), median of 200', ms(onePage.median)]);
  for (const [label, request] of [
    [
      `${DESCRIPTIONS_AT_THEIR_LIMIT} items × 5,000 characters in every script`,
      withItems(DESCRIPTIONS_AT_THEIR_LIMIT, EVERY_SCRIPT),
    ],
    ['500 items, 2 custom values × 500 characters in every script', customColumnsAtTheirLimit()],
    ['the heaviest: both at once', HEAVIEST_ACCEPTED],
  ] as const) {
    const heavyPool = await startedPool(budgetMs);
    const [answer, figure] = await elapsed(() =>
      heavyPool.render(request).then(
        ({ pageCount }) => `${pageCount} pages`,
        (error: { reason?: string }) => error.reason ?? String(error),
      ),
    );
    await heavyPool.onApplicationShutdown();
    rows.push([`render threads (budget ${budgetMs} ms), ${label}: ${answer}`, figure]);
  }
  return rows;
}
