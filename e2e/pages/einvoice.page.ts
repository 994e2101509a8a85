import type { Locator, Page } from 'playwright-core';
import { BuilderMoneyPage } from './builder-money.page';

/** The builder's 'E-invoice (Factur-X)' choice beside Generate (issue 23). */
export class EInvoiceBuilderPage extends BuilderMoneyPage {
  constructor(page: Page) {
    super(page);
  }

  /** The list of what a valid e-invoice still lacks: one button per missing field. */
  missingList(): Locator {
    return this.page.getByRole('list', { name: 'Missing for a valid e-invoice' });
  }

  async missingMessages(): Promise<string[]> {
    return this.missingList().getByRole('button').allInnerTexts();
  }

  /** Clicks a missing field's link: 'More details' opens where it lives and the field takes the focus. */
  async goToMissing(message: string) {
    const focusBefore = await this.page.evaluate<string>("document.activeElement?.id ?? ''");
    await this.missingList().getByRole('button', { name: message }).click();
    // As a user sees the caret move: 'More details' loads its fields when first opened. A selector,
    // not a predicate: the e2e typecheck has no DOM types, and a predicate given as a string is
    // evaluated with eval, which the page's CSP refuses.
    await this.page.locator(`input:focus:not([id="${focusBefore}"])`).waitFor();
  }

  button(): Locator {
    return this.page.getByRole('button', { name: /E-invoice \(Factur-X\)|Making the e-invoice/ });
  }

  /** Picks a country in the focused country select by typing, as a keyboard user does. */
  async chooseCountry(field: Locator, search: string) {
    await field.focus();
    await this.page.keyboard.type(search);
    await this.page.keyboard.press('Enter');
  }
}
