import type { Page } from 'playwright-core';

/**
 * Resolves once a prerendered page has hydrated (docs/prerendering.md): its HTML shows before its
 * script has run, and a field filled then would be filled behind React's back. Immediate for a page
 * rendered in the browser alone.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('#root[data-hydrating]').waitFor({ state: 'detached', timeout: 45_000 });
}
