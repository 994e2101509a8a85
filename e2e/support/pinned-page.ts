import type { Browser, BrowserContext, Page } from 'playwright-core';

/**
 * A page in a context of its own whose clock stands at `now`, motion reduced and downloads kept: dates
 * the app starts from, and the free limit's day, do not depend on when a suite runs.
 */
export async function pinnedPage(
  browser: Browser,
  now: Date,
  viewport = { width: 1280, height: 900 },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport, acceptDownloads: true });
  await context.clock.setFixedTime(now);
  const page = await context.newPage();
  await page.emulateMedia({ reducedMotion: 'reduce' });
  return { context, page };
}
