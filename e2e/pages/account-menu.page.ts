import type { Locator, Page } from 'playwright-core';
import { waitForHydration } from '../support/hydration';

/** The header's 'Login' account menu of a user signed in without dashboard access. */
export class AccountMenu {
  constructor(readonly page: Page) {}

  /**
   * Opens it; on narrow screens the header's buttons are inside the 'Menu' panel first. A prerendered
   * page shows the signed-out header until it has hydrated and read the stored session: wait for one of
   * the two buttons the signed-in header has.
   */
  async open(): Promise<Locator> {
    const login = this.page.getByRole('button', { name: 'Login', exact: true });
    const panel = this.page.getByRole('button', { name: /Menu/ });
    await waitForHydration(this.page);
    await login.or(panel).first().waitFor();
    if (!(await login.isVisible())) await panel.click();
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
