import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

/**
 * Saves a full-page screenshot for a person to look at, when PAYDRAFT_SHOTS_DIR names a folder;
 * tests never read them back.
 */
export async function shot(page: Page, name: string): Promise<void> {
  const dir = process.env.PAYDRAFT_SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  const width = page.viewportSize()?.width ?? 0;
  // Transitions finished first: a shot right after a resize otherwise catches antd's buttons mid-way.
  await page.screenshot({ path: join(dir, `${name}-${width}.png`), fullPage: true, animations: 'disabled' });
}
