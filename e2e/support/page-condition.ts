import type { Page } from 'playwright-core';

/**
 * Resolves once `expression` (page-side JavaScript, as text: the e2e types have no DOM) is truthy in
 * `page`. Playwright's waitForFunction cannot be used on our pages: past its first check it evaluates
 * the predicate with `eval` inside the page, which the Content-Security-Policy (no 'unsafe-eval')
 * refuses. page.evaluate goes through the DevTools protocol, which the policy does not govern, so the
 * condition is read with it, once per round trip, until it holds or `timeoutMs` has passed.
 */
export async function waitForPageCondition(
  page: Page,
  expression: string,
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await page.evaluate<boolean>(`Boolean(${expression})`))) {
    if (Date.now() > deadline) throw new Error(`not true within ${timeoutMs} ms: ${expression}`);
  }
}
