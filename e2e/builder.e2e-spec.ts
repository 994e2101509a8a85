import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { BuilderPage, writeLogo } from './pages/builder.page';
import { launchChromium } from '../infra/chromium/launch-chromium';
import { pdfText } from './support/pdf';

/**
 * The builder's clock: the last day of January at noon, so the default 30 days cross the month end
 * (March 2) and no check depends on the day the suite runs.
 */
const JANUARY_31 = new Date(2027, 0, 31, 12, 0, 0);

describe('the free builder, through the gateway and pdf-render, in Chromium', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let builder: BuilderPage;
  let dir: string;

  beforeAll(async () => {
    browser = await launchChromium();
    dir = mkdtempSync(join(tmpdir(), 'paydraft-builder-'));
    await writeLogo(join(dir, 'logo.png'));
  });
  afterAll(async () => {
    await browser.close();
    rmSync(dir, { recursive: true, force: true });
  });

  // A fresh context per test: its own local storage, so each test starts with 3 free documents.
  beforeEach(async () => {
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
    await context.clock.setFixedTime(JANUARY_31);
    page = await context.newPage();
    builder = new BuilderPage(page);
    await builder.openBuilder();
  });
  afterEach(() => context.close());

  async function fillDocument(number: string) {
    await builder.uploadLogo(join(dir, 'logo.png'));
    await builder.fillParties(
      'Acme Studio Ltd\n12 High Street, London',
      'Globex Corporation\n500 Market St, San Francisco',
    );
    await builder.setNumber(number);
    await builder.addCustomField('SKU');
    await builder.fillItem(1, { description: 'Website design', qty: '2', rate: '450', cols: ['WD-1'] }, [
      'SKU',
    ]);
    await builder.fillItem(
      2,
      { description: 'Hosting (12 months)', qty: '12', rate: '9.99', cols: ['HS-12'] },
      ['SKU'],
    );
    // 900 + 119.88 = 1,019.88; discount 10 % = 101.99; tax 20 % of 917.89 = 183.58; total 1,101.47
    await builder.setPercentages('10', '20');
  }

  function expectDocument(text: string, number: string) {
    expect(text).toContain(number);
    expect(text).toContain('Acme Studio Ltd');
    expect(text).toContain('Globex Corporation');
    expect(text).toContain('Website design');
    expect(text).toContain('Hosting (12 months)');
    expect(text).toContain('SKU');
    expect(text).toContain('WD-1');
    expect(text).toContain('$1,019.88');
    expect(text).toContain('$101.99');
    expect(text).toContain('$183.58');
    expect(text).toContain('$1,101.47');
    expect(text).toMatch(/\b1\/1\b/);
  }

  it('makes an invoice PDF with a logo, a custom column, discount and tax', async () => {
    await fillDocument('INV-2026-001');
    await expect(builder.totalDue().textContent()).resolves.toBe('$1,101.47');

    const download = await builder.generateAndSave(join(dir, 'invoice.pdf'));
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    expect(readFileSync(join(dir, 'invoice.pdf')).subarray(0, 5).toString()).toBe('%PDF-');

    const text = pdfText(join(dir, 'invoice.pdf'));
    expectDocument(text, 'INV-2026-001');
    expect(text).toContain('Total Due');
    await page.getByText('You have 2 of 3 free documents left today.').waitFor();
  });

  it("makes a quote PDF with 'Quote Total' and its 'Valid until' date", async () => {
    await builder.chooseType('Quote');
    await fillDocument('QUO-2026-001');

    await builder.generateAndSave(join(dir, 'quote.pdf'));

    const text = pdfText(join(dir, 'quote.pdf'));
    expectDocument(text, 'QUO-2026-001');
    expect(text).toContain('Quote Total');
    expect(text).toContain('Valid until');
    expect(text).toContain('March 2, 2027');
  });

  it('asks for an item instead of making a blank PDF, and spends no free document', async () => {
    const pdfRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/pdf') pdfRequests.push(request.url());
    });
    let downloads = 0;
    page.on('download', () => {
      downloads += 1;
    });
    await expect(builder.freeDocumentsLeft().textContent()).resolves.toMatch(/^3 of 3 free documents/);

    await builder.generateButton().click();

    // The click handler answers before it would send anything, so the message proves nothing was sent.
    await builder.itemsProblem().waitFor();
    await expect(builder.focusedLabel()).resolves.toBe('Description, item 1');
    expect(pdfRequests).toEqual([]);
    expect(downloads).toBe(0);
    await expect(builder.freeDocumentsLeft().textContent()).resolves.toMatch(/^3 of 3 free documents/);
    await expect(page.getByText(/is ready!$/).count()).resolves.toBe(0);

    await builder.fillItem(1, { description: 'Consulting', rate: '100' });
    await builder.itemsProblem().waitFor({ state: 'detached' });
  });

  it('leaves a row added and left blank out of the PDF', async () => {
    await builder.fillItem(1, { description: 'Website design', rate: '450' });
    await page.getByRole('button', { name: /Add item/ }).click();
    await builder.fillItem(3, { description: 'Hosting', rate: '9.99' });

    await builder.generateAndSave(join(dir, 'blank-row.pdf'));

    const text = pdfText(join(dir, 'blank-row.pdf'));
    expect(text).toContain('Website design');
    expect(text).toContain('Hosting');
    expect(text).toContain('$459.99');
    // A blank row would print as '1  $0.00  $0.00'; nothing else on this invoice is zero.
    expect(text).not.toContain('$0.00');
  });

  it('wraps a long email address and prints a client name in Arabic, Chinese and Hindi', async () => {
    const email = 'accounts.receivable@globex-corporation-international.example';
    await builder.fillParties(
      `Acme Studio Ltd\n${email}`,
      'شركة النور للتصميم\n上海星辰设计有限公司\nहिन्दी प्रिंटर सेवा',
    );
    await builder.fillItem(1, { description: 'Website design', rate: '450' });

    await builder.generateAndSave(join(dir, 'long-email.pdf'));

    const text = pdfText(join(dir, 'long-email.pdf'));
    expect(text).not.toContain('…');
    // The sender column alone, so the wrapped address is not interleaved with the columns beside it.
    const senderColumn = pdfText(join(dir, 'long-email.pdf'), [
      '-x',
      '56',
      '-y',
      '0',
      '-W',
      '134',
      '-H',
      '842',
    ]);
    expect(senderColumn.replace(/\s+/g, '')).toContain(email);
    for (const name of ['شركة النور للتصميم', '上海星辰设计有限公司', 'हिन्दी प्रिंटर सेवा']) {
      expect(text.replace(/[\u202a-\u202e]/g, '')).toContain(name);
    }
  });

  it("shows 'Daily Limit Reached' on the 4th generation of the day", async () => {
    await builder.fillItem(1, { description: 'Consulting', rate: '100' });
    for (let n = 1; n <= 3; n += 1) {
      await builder.generateAndSave(join(dir, `limit-${n}.pdf`));
      await builder.closeSuccess();
    }
    // The banner follows the third download's state update: wait for it rather than read one instant.
    await page.getByText("You've reached your daily limit of 3 documents. It resets at midnight.").waitFor();

    await builder.generateButton().click();

    const dialog = builder.limitDialog();
    await dialog.waitFor();
    await expect(dialog.textContent()).resolves.toContain("You've reached your daily limit of 3 documents.");
    await dialog.getByRole('button', { name: /Upgrade to Pro/ }).click();
    await page.waitForURL(/\/plan$/);
  });
});
