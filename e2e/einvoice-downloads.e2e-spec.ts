import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchChromium } from '../infra/chromium/launch-chromium';
import { signedInTester } from './pages/dashboard-session.page';
import { EInvoiceBuilderPage } from './pages/einvoice.page';
import { HistoryPage } from './pages/history.page';
import { seriousViolations } from './support/accessibility';
import { appUrl } from './support/app-url';
import { pdfAttachment, pdfText } from './support/pdf';
import { pinnedPage } from './support/pinned-page';
import { shot } from './support/screenshots';

const NOW = new Date('2026-11-26T12:00:00Z');

/** An invoice every e-invoice profile takes: structured parties, one VAT rate, an IBAN, a Leitweg-ID. */
const READY_INVOICE = {
  currency: 'EUR',
  issue_date: '2026-11-20',
  sender_info: 'Nordlicht Design GmbH',
  receiver_info: 'Bundesamt für Beispiele',
  taxes: [{ id: 'vat19', name: 'VAT', rate: '19', category: 'S', compound: false }],
  items: [{ description: 'Design', qty: '2', price: '50.00', tax_ids: ['vat19'] }],
  seller: {
    name: 'Nordlicht Design GmbH',
    address_lines: ['Torstraße 12'],
    postal_code: '10119',
    city: 'Berlin',
    country: 'DE',
    vat_id: 'DE136695976',
    email: 'billing@nordlicht.example',
    phone: '+49 30 1234567',
  },
  buyer: {
    name: 'Bundesamt für Beispiele',
    address_lines: ['Am Markt 1'],
    postal_code: '53111',
    city: 'Bonn',
    country: 'DE',
    email: 'rechnung@beispiele.example',
  },
  payment: { iban: 'DE02120300000000202051' },
  buyer_reference: '04011000-12345-34',
};

/** Saves an invoice through the API, as the builder would. */
async function saveInvoice(token: string, number: string, fields: Record<string, unknown>) {
  const response = await fetch(appUrl('/api/documents/invoice'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ invoice_number: number, ...fields }),
  });
  if (response.status !== 201) throw new Error(`Saving ${number} answered ${response.status}`);
}

describe('e-invoice downloads (issue 23), in Chromium', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  const files = mkdtempSync(join(tmpdir(), 'paydraft-einvoice-'));

  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser.close();
    rmSync(files, { recursive: true, force: true });
  });
  afterEach(() => context.close());

  it.each([1280, 390])(
    "the dashboard history offers an invoice's e-invoice downloads, and says what a bare one lacks (%i px)",
    async (width) => {
      ({ context, page } = await pinnedPage(browser, NOW, { width, height: 900 }));
      await signedInTester(page, `einvoice${width}`);
      const history = new HistoryPage(page);
      await history.open();
      const token = await history.token();
      await saveInvoice(token, 'INV-0007', READY_INVOICE);
      await saveInvoice(token, 'INV-0008', {
        sender_info: 'Ada',
        items: [{ description: 'Work', qty: '1', price: '10' }],
      });
      await page.reload();

      await history
        .document('INV-0007')
        .getByRole('button', { name: 'E-invoice downloads of INV-0007' })
        .click();
      const menu = page.getByRole('menu');
      expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual([
        'PDF',
        'Factur-X PDF',
        'XRechnung (UBL)',
        'Peppol (UBL)',
        'CII XML',
      ]);
      await shot(page, 'history-einvoice-menu');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        menu.getByRole('menuitem', { name: 'XRechnung (UBL)' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('INV-0007-xrechnung.xml');
      const path = join(files, `xrechnung-${width}.xml`);
      await download.saveAs(path);
      const xml = readFileSync(path, 'utf8');
      expect(xml).toMatch(/<Invoice[\s>]/);
      expect(xml).toContain('INV-0007');

      await history
        .document('INV-0008')
        .getByRole('button', { name: 'E-invoice downloads of INV-0008' })
        .click();
      await page.getByRole('menu').getByRole('menuitem', { name: 'Factur-X PDF' }).click();
      const refusal = history.dialog('INV-0008 cannot become an e-invoice yet');
      await refusal.getByText("Add the buyer's country").waitFor();
      await shot(page, 'history-einvoice-refused');
      await refusal.getByRole('button', { name: 'Close' }).click();
    },
  );

  it.each([1280, 390])(
    'the builder lists the fields an e-invoice lacks, then makes a Factur-X once they are filled (%i px)',
    async (width) => {
      ({ context, page } = await pinnedPage(browser, NOW, { width, height: 900 }));
      const builder = new EInvoiceBuilderPage(page);
      await builder.openBuilder();
      await builder.setNumber('INV-0042');
      await builder.fillItem(1, { description: 'Design', qty: '2', rate: '50' });
      await builder.setPercentages('0', '19');

      expect(await builder.missingMessages()).toEqual([
        "Add the seller's name",
        "Add the seller's country",
        "Add the buyer's name",
        "Add the buyer's country",
        "Add the seller's VAT number or tax registration number",
        'Add the IBAN the buyer pays to',
      ]);
      expect(await builder.button().isDisabled()).toBe(true);
      await builder.missingList().scrollIntoViewIfNeeded();
      await shot(page, 'builder-einvoice-missing');

      // Each link opens 'More details' and focuses its field: typed straight in, as a keyboard user would.
      await builder.goToMissing("Add the seller's name");
      await page.keyboard.type('Nordlicht Design GmbH');
      await builder.chooseCountry(builder.detailsField('Seller (you)', 'Country'), 'germ');
      await builder.detailsField('Seller (you)', 'VAT number').fill('DE136695976');
      await builder.goToMissing("Add the buyer's name");
      await page.keyboard.type('Bundesamt für Beispiele');
      await builder.chooseCountry(builder.detailsField('Buyer (client)', 'Country'), 'germ');
      await builder.goToMissing('Add the IBAN the buyer pays to');
      await page.keyboard.type('DE02120300000000202051');

      await builder.missingList().waitFor({ state: 'detached' });
      await page.getByText(/^Ready: a PDF with the EN 16931 XML inside/).waitFor();
      await expect(seriousViolations(page)).resolves.toEqual([]);
      await builder.button().scrollIntoViewIfNeeded();
      await shot(page, 'builder-einvoice-ready');

      const [download] = await Promise.all([page.waitForEvent('download'), builder.button().click()]);
      expect(download.suggestedFilename()).toBe('invoice-INV-0042-facturx.pdf');
      const path = join(files, `facturx-${width}.pdf`);
      await download.saveAs(path);
      expect(readFileSync(path).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(pdfText(path)).toContain('INV-0042');
      const xml = pdfAttachment(path, 'factur-x.xml');
      expect(xml).toContain('<rsm:CrossIndustryInvoice');
      expect(xml).toContain('<ram:ID>INV-0042</ram:ID>');
    },
  );
});
