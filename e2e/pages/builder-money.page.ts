import type { Locator, Page } from 'playwright-core';
import { BuilderPage } from './builder.page';

/** A totals line as the page shows it: 'VAT (19%)' and '$162.45'. */
export type TotalsLine = { label: string; value: string };

/** The builder's money model (issue 22): taxes, line chips and options, 'More details'. */
export class BuilderMoneyPage extends BuilderPage {
  constructor(page: Page) {
    super(page);
  }

  /** 'Add tax' (the first, which takes over the typed tax rate) or 'Add another tax'. */
  addTaxButton(): Locator {
    return this.page.getByRole('button', { name: /Add (another )?tax/ });
  }

  /** Adds a tax and names it; the rate is typed unless the tax took it over from 'Tax rate (%)'. */
  async addTax(n: number, name: string, rate?: string) {
    await this.addTaxButton().click();
    await this.page.getByLabel(`Tax ${n} name`).fill(name);
    if (rate !== undefined) await this.page.getByLabel(`Tax ${n} rate (%)`).fill(rate);
  }

  /** The chip of a tax ('VAT 19%') on row `n`: pressed when the line pays it. */
  lineTax(n: number, chip: string): Locator {
    return this.page.getByRole('button', { name: `${chip}, item ${n}` });
  }

  async showLineColumn(name: 'Unit' | 'Line discount') {
    await this.page.getByRole('group', { name: 'Line options' }).getByRole('button', { name }).click();
  }

  async setLineDiscount(n: number, percent: string) {
    await this.page.getByLabel(`Discount (%), item ${n}`).fill(percent);
  }

  async setDocumentDiscount(percent: string) {
    await this.page.getByLabel('Discount (%)', { exact: true }).fill(percent);
  }

  async openMoreDetails() {
    await this.page.getByRole('button', { name: /More details/ }).click();
  }

  /** A field of 'More details' inside its group ('Seller (you)', 'Payment details'). */
  detailsField(group: string, label: string): Locator {
    return this.page.getByRole('group', { name: group }).getByLabel(label, { exact: true });
  }

  /** Every line of the live totals, the grand total last. */
  async totalsLines(): Promise<TotalsLine[]> {
    const lines = this.page.locator('dl.totals > div');
    const count = await lines.count();
    const read: TotalsLine[] = [];
    for (let index = 0; index < count; index += 1) {
      const line = lines.nth(index);
      read.push({
        label: (await line.locator('dt').textContent()) ?? '',
        value: (await line.locator('dd').textContent()) ?? '',
      });
    }
    return read;
  }
}
