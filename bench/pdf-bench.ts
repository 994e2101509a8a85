/**
 * `npm run bench:pdf`: pdf-render in-process, against warm Chromium, over NATS with 1, 2 and 4
 * instances under concurrent load, and through the gateway. Spawns its own nats-server and processes
 * on free ports. Prints the machine's cores and CPU model beside the figures. The 12-line invoice in
 * English, German and Arabic (mirrored) runs in the same process, one language after the other.
 */
import { cpus } from 'node:os';
import { buildRenderModel } from '../services/pdf-render/src/render/build-render-model';
import { RenderService } from '../services/pdf-render/src/render/render.service';
import { localFontLibrary } from '../services/pdf-render/test/fixtures/local-fonts';
import { archiveSection } from './lib/archive-section';
import { benchDocuments } from './lib/bench-documents';
import { launchChromiumRenderer } from './lib/chromium-render';
import { invoiceHtml } from './lib/invoice-html';
import { languagesSection, printLanguages } from './lib/languages-section';
import { CONCURRENCY, natsSection } from './lib/nats-section';
import { BENCH_RENDER_BUDGET_MS } from './lib/nats-stack';
import { ms, timeIt, timePair } from './lib/stats';
import { budgetedRows, inProcessRows, refusedRows } from './lib/worst-cases';

async function main(): Promise<void> {
  const documents = await benchDocuments();
  const fonts = localFontLibrary();
  const renderer = new RenderService(fonts);
  const kb = async (request: typeof documents.onePage) => (await renderer.render(request)).pdf.length / 1024;

  // Alternately, so the money model's page is compared with today's under the same load.
  const paired = await timePair(
    200,
    50,
    () => renderer.render(documents.onePage),
    () => renderer.render(documents.twoRates),
  );
  const [onePage, twoRates] = [paired.a, paired.b];
  const { tagging, archive, xmlKb } = await archiveSection(documents.onePage, fonts);
  const withLogo = await timeIt(200, 50, () => renderer.render(documents.onePageWithLogo));
  const paidPaired = await timePair(
    200,
    50,
    () => renderer.render(documents.onePage),
    () => renderer.render(documents.paidOnePage),
  );
  const receipt = await timeIt(200, 50, () => renderer.receipt(documents.receipt));
  const receiptKb = (await renderer.receipt(documents.receipt)).pdf.length / 1024;
  const epcPaired = await timePair(
    200,
    50,
    () => renderer.render(documents.twoRates),
    () => renderer.render(documents.withEpcQr),
  );
  const withQrBill = await timeIt(200, 50, () => renderer.render(documents.withQrBill));
  const scripts = [];
  for (const { label, request } of documents.scripts) {
    scripts.push({
      label,
      timing: await timeIt(100, 20, () => renderer.render(request)),
      kb: await kb(request),
    });
  }
  const languages = await languagesSection(renderer);
  const manyItems = await timeIt(30, 5, () => renderer.render(documents.manyItems));
  const pages = (await renderer.render(documents.manyItems)).pageCount;
  const inProcessPeakMb = process.resourceUsage().maxRSS / 1024;

  const chromium = await launchChromiumRenderer();
  const htmlOne = invoiceHtml(buildRenderModel(documents.onePage));
  const htmlMany = invoiceHtml(buildRenderModel(documents.manyItems));
  const chromeOne = await timeIt(30, 5, () => chromium.render(htmlOne));
  const chromeMany = await timeIt(10, 2, () => chromium.render(htmlMany));
  await chromium.close();

  const nats = await natsSection(documents.onePage, documents.manyItems);
  const worst = [...(await inProcessRows()), ...refusedRows(), ...(await budgetedRows())];

  const rows: Array<[string, string, string]> = [
    ['in-process, 12 items (1 page)', ms(onePage.median), ms(onePage.p95)],
    ['in-process, 12-line two-rate invoice with breakdown', ms(twoRates.median), ms(twoRates.p95)],
    ['draw, 12 items, untagged (as before PDF/UA)', ms(tagging.a.median), ms(tagging.a.p95)],
    ['draw, 12 items, tagged PDF/UA-1 (every PDF)', ms(tagging.b.median), ms(tagging.b.p95)],
    ['draw, 12 items, plain tagged PDF', ms(archive.a.median), ms(archive.a.p95)],
    ['draw, 12 items, Factur-X PDF/A-3a + PDF/UA-1', ms(archive.b.median), ms(archive.b.p95)],
    ['in-process, 12 items + logo', ms(withLogo.median), ms(withLogo.p95)],
    ['in-process, 12 items paid (rows + PAID mark)', ms(paidPaired.b.median), ms(paidPaired.b.p95)],
    [`in-process, receipt + logo (${receiptKb.toFixed(1)} KB)`, ms(receipt.median), ms(receipt.p95)],
    [
      `in-process, 12-line EUR two-rate + EPC QR (${(await kb(documents.withEpcQr)).toFixed(1)} KB)`,
      ms(epcPaired.b.median),
      ms(epcPaired.b.p95),
    ],
    [
      `in-process, 12-line CHF + QR-bill, 2 pages (${(await kb(documents.withQrBill)).toFixed(1)} KB)`,
      ms(withQrBill.median),
      ms(withQrBill.p95),
    ],
    ...scripts.map(({ label, timing, kb: size }): [string, string, string] => [
      `in-process, 12 items, ${label} (${size.toFixed(1)} KB)`,
      ms(timing.median),
      ms(timing.p95),
    ]),
    [`in-process, 300 items (${pages} pages)`, ms(manyItems.median), ms(manyItems.p95)],
    ['Chromium page.pdf(), 12 items', ms(chromeOne.median), ms(chromeOne.p95)],
    ['Chromium page.pdf(), 300 items', ms(chromeMany.median), ms(chromeMany.p95)],
    ['over NATS (RpcClient), 12 items', ms(nats.viaNats.median), ms(nats.viaNats.p95)],
  ];
  if (typeof nats.gateway !== 'string') {
    rows.push([
      'gateway POST /api/pdf, 12 items',
      ms(nats.gateway.onePage.median),
      ms(nats.gateway.onePage.p95),
    ]);
    rows.push([
      'gateway POST /api/pdf, 300 items',
      ms(nats.gateway.manyItems.median),
      ms(nats.gateway.manyItems.p95),
    ]);
  }
  console.log('\npdf-render benchmark\n');
  console.log(`${'case'.padEnd(52)}${'median'.padStart(10)}${'p95'.padStart(10)}`);
  for (const [label, median, p95] of rows)
    console.log(`${label.padEnd(52)}${median.padStart(10)}${p95.padStart(10)}`);
  printLanguages(languages);
  console.log('');
  console.log(
    `12-line two-rate invoice with breakdown vs 12 items (median of the differences, run alternately): ${paired.difference >= 0 ? '+' : '−'}${ms(Math.abs(paired.difference))}`,
  );
  const signed = (value: number) => `${value >= 0 ? '+' : '−'}${ms(Math.abs(value))}`;
  console.log(
    `tagged vs untagged, 12 items (median of the differences, run alternately): ${signed(tagging.difference)}; ${tagging.kb[0].toFixed(1)} → ${tagging.kb[1].toFixed(1)} KB`,
  );
  console.log(
    `Factur-X PDF/A-3a vs plain, 12 items (median of the differences, run alternately): ${signed(archive.difference)}; ${archive.kb[0].toFixed(1)} → ${archive.kb[1].toFixed(1)} KB with a ${xmlKb.toFixed(1)} KB XML`,
  );
  console.log(
    `EPC QR on the 12-line two-rate invoice (median of the differences, run alternately): ${epcPaired.difference >= 0 ? '+' : '−'}${ms(Math.abs(epcPaired.difference))}`,
  );
  console.log(
    `paid (rows + PAID mark) vs unpaid, 12 items (median of the differences, run alternately): ${signed(paidPaired.difference)}`,
  );
  console.log(
    `Chromium / pdfkit (median):   ${(chromeOne.median / onePage.median).toFixed(1)}× one page, ${(chromeMany.median / manyItems.median).toFixed(1)}× 300 items`,
  );
  const [single] = nats.scaling;
  console.log(
    `\nover NATS, ${CONCURRENCY} requests in flight, 12 items; ${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown CPU'}):`,
  );
  console.log(
    `${'instances'.padEnd(12)}${'PDFs/s'.padStart(10)}${'vs 1'.padStart(8)}${'median'.padStart(10)}${'p95'.padStart(10)}`,
  );
  for (const { instances, perSecond, latency } of nats.scaling) {
    const speedUp = `${(perSecond / single.perSecond).toFixed(2)}×`;
    console.log(
      `${String(instances).padEnd(12)}${perSecond.toFixed(0).padStart(10)}${speedUp.padStart(8)}${ms(latency.median).padStart(10)}${ms(latency.p95).padStart(10)}`,
    );
  }
  console.log('');
  if (typeof nats.gateway === 'string') console.log(`gateway: ${nats.gateway}`);
  console.log('worst inputs the schema accepts (one run each):');
  for (const [label, figure] of worst) console.log(`${label.padEnd(92)}${figure.padStart(10)}`);
  if (typeof nats.gateway !== 'string') {
    const { probe, heaviest, healthMs, onePageMs } = nats.gateway.probe;
    console.log(`gateway POST /api/pdf, the probe's body: ${probe.answer} after ${ms(probe.ms)}`);
    console.log(
      `gateway POST /api/pdf, the heaviest accepted (budget ${BENCH_RENDER_BUDGET_MS} ms): ${heaviest.answer} after ${ms(heaviest.ms)}; meanwhile GET /api/health ${ms(healthMs)}, a one-page PDF ${ms(onePageMs)}`,
    );
  }
  console.log('');
  console.log(
    `PDF size, 12 items: ${(await kb(documents.onePage)).toFixed(1)} KB without logo, ${(await kb(documents.twoRates)).toFixed(1)} KB two-rate, ${(await kb(documents.onePageWithLogo)).toFixed(1)} KB with logo (${(documents.logo.length / 1024).toFixed(1)} KB PNG); 300 items: ${(await kb(documents.manyItems)).toFixed(1)} KB`,
  );
  console.log(
    `peak RSS: bench process after in-process runs ${inProcessPeakMb.toFixed(0)} MB; pdf-render process ${nats.rendererPeakRssMb.toFixed(0)} MB`,
  );
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
