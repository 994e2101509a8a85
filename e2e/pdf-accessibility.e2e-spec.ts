import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { launchChromium } from '../infra/chromium/launch-chromium';
import { BuilderPage, writeLogo } from './pages/builder.page';
import { pdfStructure, pdfText } from './support/pdf';

/**
 * The PDF the free builder downloads, as assistive technology and copy-and-paste read it: tagged in
 * reading order (title heading, described logo, items table with column headers) and an Arabic client
 * name that copies as typed, lam-alef ligature included.
 */
describe('the accessible PDF of the free builder', () => {
  let browser: Browser;
  let context: BrowserContext;
  let dir: string;

  beforeAll(async () => {
    browser = await launchChromium();
    dir = mkdtempSync(join(tmpdir(), 'paydraft-pdf-accessibility-'));
    await writeLogo(join(dir, 'logo.png'));
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  });
  afterAll(async () => {
    await context.close();
    await browser.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('downloads a tagged PDF whose structure and Arabic text read as typed', async () => {
    const builder = new BuilderPage(await context.newPage());
    await builder.openBuilder();
    await builder.uploadLogo(join(dir, 'logo.png'));
    await builder.fillParties('Acme Studio Ltd\n12 High Street, London', 'شركة الاختبار\nدبي');
    await builder.setNumber('INV-2026-UA1');
    await builder.fillItem(1, { description: 'Website design', qty: '2', rate: '450' });

    const path = join(dir, 'invoice.pdf');
    await builder.generateAndSave(path);
    const structure = pdfStructure(path);

    expect(structure).toMatch(/^ {2}H1 \(block\)\n {4}"INVOICE"\n {4}"INV-2026-UA1"$/m);
    expect(structure).toMatch(/^ {2}Figure$/m);
    expect(structure).toMatch(/TH:\n\s+\/Scope \/Column\n\s+"DESCRIPTION"/);
    expect(structure).toMatch(/TD\n\s+"Website design"/);
    expect(pdfText(path)).toContain('شركة الاختبار');
  });
});
