import { writeFile } from 'node:fs/promises';
import type { Download, Locator, Page } from 'playwright-core';
import { AppShellPage } from './app-shell.page';

export type ItemInput = { description: string; qty?: string; rate: string; cols?: string[] };

/** The free invoice and quote builder at /invoice-generator. */
export class BuilderPage extends AppShellPage {
  constructor(page: Page) {
    super(page);
  }

  /**
   * Opens the builder as a visitor who asked for reduced motion: dialogs then open without antd's zoom,
   * so a click lands on a button that is already where it will stay.
   */
  async openBuilder() {
    await this.page.emulateMedia({ reducedMotion: 'reduce' });
    await this.open('/invoice-generator');
    await this.page.getByRole('heading', { name: /Builder$/ }).waitFor();
  }

  heading(): Locator {
    return this.page.getByRole('heading', { level: 1 });
  }

  async chooseType(type: 'Invoice' | 'Quote') {
    await this.page
      .getByRole('radiogroup', { name: 'Document type' })
      .getByText(type, { exact: true })
      .click();
    await this.page.getByRole('heading', { name: `${type} Builder` }).waitFor();
  }

  async uploadLogo(path: string) {
    await this.page.locator('.logo-upload input[type="file"]').setInputFiles(path);
    await this.page.getByRole('img', { name: 'Logo preview' }).waitFor();
  }

  async fillParties(sender: string, receiver: string) {
    await this.page.getByLabel('Your business details').fill(sender);
    await this.page.getByLabel('Client details').fill(receiver);
  }

  async setNumber(number: string) {
    await this.page.getByLabel(/^(Invoice|Quote) number$/).fill(number);
  }

  async addCustomField(label: string) {
    await this.page.getByRole('button', { name: /Add custom field/ }).click();
    const field = this.page.getByRole('group', { name: 'Custom fields' }).getByRole('textbox').last();
    await field.fill(label);
  }

  /** Fills row `n` (1-based), adding rows as needed. */
  async fillItem(n: number, item: ItemInput, customLabels: string[] = []) {
    if ((await this.page.getByLabel(`Description, item ${n}`).count()) === 0) {
      await this.page.getByRole('button', { name: /Add item/ }).click();
    }
    await this.page.getByLabel(`Description, item ${n}`).fill(item.description);
    for (const [index, value] of (item.cols ?? []).entries()) {
      await this.page.getByLabel(`${customLabels[index]}, item ${n}`).fill(value);
    }
    if (item.qty !== undefined) await this.page.getByLabel(`Quantity, item ${n}`).fill(item.qty);
    await this.page.getByLabel(`Rate, item ${n}`).fill(item.rate);
  }

  async setPercentages(discount: string, tax: string) {
    await this.page.getByLabel('Discount (%)').fill(discount);
    await this.page.getByLabel('Tax rate (%)').fill(tax);
    await this.page.getByLabel('Tax rate (%)').blur();
  }

  /** Types a date into the due date (or 'Valid until') field, as 'Jan 2, 2020'. */
  async setDueDate(date: string) {
    const field = this.page.getByLabel(/^(Due date|Valid until)$/);
    await field.click();
    await field.fill(date);
    await field.press('Enter');
  }

  /** A date field by its label ('Issue date', 'Due date', 'Valid until'). */
  dateField(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  /** The button at the end of a date field that opens its calendar. */
  calendarButton(label: string): Locator {
    return this.page.getByRole('button', { name: `Open calendar for ${label}` });
  }

  /** A day in the open calendar, by its date as 'YYYY-MM-DD' (the day's title there). */
  calendarDay(isoDate: string): Locator {
    return this.page.getByTitle(isoDate, { exact: true }).filter({ visible: true });
  }

  /** Types into a date field as a keyboard user does, then leaves it with Tab. */
  async typeDate(label: string, text: string) {
    const field = this.dateField(label);
    await field.click();
    await field.press('ControlOrMeta+a');
    await field.pressSequentially(text);
    await field.press('Tab');
  }

  /** The paying user's notice with 'Open in dashboard'. */
  openInDashboardNotice(): Locator {
    return this.page.getByTestId('open-in-dashboard');
  }

  /** The message that asks for an item when every row is empty. */
  itemsProblem(): Locator {
    return this.page
      .getByRole('alert')
      .filter({ hasText: 'Add at least one item with a description or a rate' });
  }

  /** 'n of 3 free documents left today…' under the generate button. */
  freeDocumentsLeft(): Locator {
    return this.page.getByText(/of \d free documents left today/);
  }

  /** The label of the element that has the keyboard focus. */
  focusedLabel(): Promise<string | null> {
    return this.page.locator(':focus').getAttribute('aria-label');
  }

  totalDue(): Locator {
    return this.page.getByTestId('total-due');
  }

  generateButton(): Locator {
    return this.page.getByRole('button', { name: /Generate (Invoice|Quote) PDF/ });
  }

  /** Clicks generate and saves the download to `path`; resolves with the download. */
  async generateAndSave(path: string): Promise<Download> {
    const [download] = await Promise.all([this.page.waitForEvent('download'), this.generateButton().click()]);
    await download.saveAs(path);
    await this.page.getByText(/is ready!$/).waitFor();
    return download;
  }

  /** Closes the success dialog with one click on Done. */
  async closeSuccess() {
    await this.page.getByRole('button', { name: 'Done' }).click();
    await this.page.getByText(/is ready!$/).waitFor({ state: 'hidden' });
  }

  limitDialog(): Locator {
    return this.page.getByRole('dialog', { name: 'Daily Limit Reached' });
  }
}

/** Writes a small PNG logo with sharp. */
export async function writeLogo(path: string) {
  const { default: sharp } = await import('sharp');
  const png = await sharp({ create: { width: 240, height: 120, channels: 4, background: '#2f6bd8' } })
    .png()
    .toBuffer();
  await writeFile(path, png);
}
