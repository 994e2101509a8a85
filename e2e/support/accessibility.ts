import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { waitForPageCondition } from './page-condition';

// Transitions still running (a button's colours easing in as it is enabled, a dialog fading in); a
// spinner's endless animation never ends, so it does not count.
const TRANSITIONS_DONE = `document.getAnimations().every((animation) =>
  animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity)`;

/**
 * axe-core's serious and critical violations on the page (WCAG 2.x A and AA rules), one line each,
 * judged at rest as a reader sees it: a colour halfway through its transition is no colour of the page.
 */
export async function seriousViolations(page: Page): Promise<string[]> {
  await waitForPageCondition(page, TRANSITIONS_DONE);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
}
