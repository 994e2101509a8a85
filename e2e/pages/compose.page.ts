import type { Locator, Page } from 'playwright-core';
import { appUrl } from '../support/app-url';
import { BuilderPage } from './builder.page';

/** The builder in the dashboard (?section=create): the public builder's fields, plus saving and clients. */
export class ComposePage extends BuilderPage {
  constructor(page: Page) {
    super(page);
  }

  async openNew() {
    await this.page.goto(appUrl('/dashboard?section=create&skipChecks=true'));
    await this.builderTitle(/^(Invoice|Quote) Builder$/).waitFor();
  }

  /** The builder's own title ('Invoice Builder', 'Edit Invoice — INV-1', …), below the shell's heading. */
  builderTitle(name: string | RegExp): Locator {
    return this.page.locator('.builder-header__title', { hasText: name });
  }

  field(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  /** The currency the builder shows, as its select displays it ('EUR (€)'). */
  currency(): Locator {
    return this.page
      .locator('.ant-select', { has: this.page.locator('#doc-currency') })
      .locator('.ant-select-content, .ant-select-selection-item');
  }

  receiver(): Locator {
    return this.page.getByLabel('Client details');
  }

  /** 'Select Client': types part of a name and picks the first match. */
  async selectClient(search: string) {
    const picker = this.page.getByRole('combobox', { name: 'Select Client' });
    await picker.click();
    await picker.fill(search);
    await this.page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click();
  }

  /** 'Save Draft', then 'Draft Saved!' closed with Done. */
  async saveDraft() {
    await this.page.getByRole('button', { name: 'Save Draft' }).click();
    const saved = this.page.locator('.ant-modal:visible', { hasText: 'Draft Saved!' });
    await saved.waitFor();
    await saved.getByRole('button', { name: 'Done' }).click();
    await saved.waitFor({ state: 'hidden' });
  }

  /** A snackbar (antd message) with this text. */
  snackbar(text: string): Locator {
    return this.page.locator('.ant-message-notice', { hasText: text });
  }
}
