import type { Locator, Page } from 'playwright-core';
import { HistoryPage } from './history.page';

export type PaymentEntry = { amount: string; method?: string; reference?: string };

/** An invoice's payments panel (its edit page) and the 'Record payment' dialog, wherever it opens. */
export class PaymentsPanel {
  readonly panel: Locator;

  constructor(readonly page: Page) {
    this.panel = page.locator('.payments-panel');
  }

  /** History → Edit of the invoice: the panel above the builder, loaded. */
  async openFromHistory(number: string) {
    const history = new HistoryPage(this.page);
    await history.open();
    await this.page.getByRole('button', { name: `Edit ${number}` }).click();
    await this.panel.getByText('Balance due').waitFor();
  }

  dialog(): Locator {
    return this.page.locator('.ant-modal:visible', {
      has: this.page.locator('.ant-modal-title', { hasText: 'Record payment' }),
    });
  }

  amountField(): Locator {
    return this.dialog().getByRole('spinbutton', { name: /Amount/ });
  }

  /** Fills the open dialog and records; waits for it to close. */
  async fillAndRecord({ amount, method, reference }: PaymentEntry) {
    const dialog = this.dialog();
    await this.amountField().fill(amount);
    if (method) {
      await dialog.getByRole('combobox', { name: 'Method' }).click();
      await this.page
        .locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${method}"]`)
        .click();
    }
    if (reference) await dialog.getByRole('textbox', { name: 'Reference' }).fill(reference);
    await dialog.getByRole('button', { name: 'Record payment' }).click();
    await dialog.waitFor({ state: 'hidden' });
  }

  /** 'Record payment' in the panel, then the dialog. */
  async record(entry: PaymentEntry) {
    await this.panel.getByRole('button', { name: /Record payment/ }).click();
    await this.amountField().waitFor();
    await this.fillAndRecord(entry);
  }

  /** 'Paid' or 'Balance due', as the panel shows it. */
  sum(label: 'Paid' | 'Balance due'): Locator {
    return this.panel
      .locator('.payments-panel__sums div', { has: this.page.locator('dt', { hasText: label }) })
      .locator('dd');
  }

  /** A payment by its accessible name: 'Cash of €40.00 on November 26, 2026'. */
  payment(name: RegExp): Locator {
    return this.panel.getByRole('listitem', { name });
  }

  async deletePayment(name: RegExp) {
    await this.payment(name)
      .getByRole('button', { name: /Delete payment/ })
      .click();
    const confirm = this.page.locator('.ant-modal:visible', { hasText: 'Delete this payment?' });
    await confirm.getByRole('button', { name: 'Delete payment' }).click();
    await this.payment(name).waitFor({ state: 'detached' });
  }
}
