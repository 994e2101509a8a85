import type { Locator, Page } from 'playwright-core';
import { appUrl } from '../support/app-url';

/** The dashboard's Form Preferences section (/dashboard?section=preferences). */
export class PreferencesPage {
  readonly card: Locator;
  readonly saveButton: Locator;

  constructor(readonly page: Page) {
    this.card = page.locator('.ant-card', { hasText: 'Form Settings' });
    this.saveButton = page.getByRole('button', { name: /Save All Settings/ });
  }

  async open() {
    await this.page.goto(appUrl('/dashboard?section=preferences&skipChecks=true'));
    await this.field('Business name').waitFor();
  }

  /** A field by its visible label. */
  field(label: string): Locator {
    return this.card.getByLabel(label, { exact: true });
  }

  /** Picks the default currency by typing part of its name into the searchable select. */
  async chooseCurrency(search: string, code: string) {
    await this.field('Default currency').click();
    await this.page.keyboard.type(search);
    await this.page.locator('.ant-select-item-option', { hasText: code }).first().click();
  }

  /** Picks the business country with the keyboard: focus the select, type part of its name, Enter. */
  async chooseCountry(search: string) {
    await this.field('Country').focus();
    await this.page.keyboard.type(search);
    await this.page.keyboard.press('Enter');
  }

  /** The text a select shows for its value ('Germany (DE)'). */
  async shownChoice(label: string): Promise<string> {
    const item = this.card.locator('.ant-form-item', { has: this.page.getByLabel(label, { exact: true }) });
    return (await item.locator('.ant-select').innerText()).trim();
  }

  /** The 'Invoice' or 'Quote' tab of Document-Specific Settings. */
  async showTab(name: 'Invoice' | 'Quote') {
    await this.card.getByRole('tab', { name }).click();
  }

  /** Waits for 'Saved successfully' after pressing 'Save All Settings'. */
  async save() {
    await this.saveButton.click();
    await this.page.getByText('Saved successfully').waitFor();
  }

  /** Chooses a logo file through the drop zone's file input, and waits for its preview. */
  async uploadLogo(path: string) {
    await this.card.locator('input[type="file"]').setInputFiles(path);
    await this.logoPreview.waitFor();
  }

  get logoPreview(): Locator {
    return this.card.getByRole('img', { name: 'Logo preview' });
  }
}
