import type { Locator, Page } from 'playwright-core';

/** The header's 'Login' account menu of a user signed in without dashboard access. */
export class AccountMenu {
  constructor(readonly page: Page) {}

  /** Opens it; on narrow screens the header's buttons are inside the 'Menu' panel first. */
  async open(): Promise<Locator> {
    const login = this.page.getByRole('button', { name: 'Login', exact: true });
    if (!(await login.isVisible())) await this.page.getByRole('button', { name: /Menu/ }).click();
    await login.click();
    const menu = this.page.getByRole('menu');
    await menu.waitFor();
    return menu;
  }

  async choose(item: 'Log out' | 'Choose a plan') {
    const menu = await this.open();
    await menu.getByRole('menuitem', { name: item }).click();
  }
}
