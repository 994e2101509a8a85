import { stat } from 'node:fs/promises';
import { join } from 'node:path';

/** Where the build writes the pages it rendered to HTML (infra/scripts/lib/prerender.mjs). */
export const PRERENDERED_DIR = 'prerendered';

/** The address of the page the build renders for any address that is no page of the app. */
export const NOT_FOUND_PAGE = '/404';

/**
 * The file the build would have written for page `pathname` of the dist folder `root`, by the build's
 * rule: /pricing → prerendered/pricing.html, / → prerendered/index.html. Only a plain address (no
 * parameters, nothing but lowercase letters, digits and dashes) can have one.
 */
export function prerenderedFileOf(root: string, pathname: string): string | undefined {
  // The router ignores a trailing slash.
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const name = path === '/' ? 'index' : path.slice(1);
  return /^[a-z0-9-]+$/.test(name) ? join(root, PRERENDERED_DIR, `${name}.html`) : undefined;
}

/** That file when the build made it, else `fallback` (index.html: the app renders the page itself). */
export async function pageHtmlFile(root: string, pathname: string, fallback: string): Promise<string> {
  const file = prerenderedFileOf(root, pathname);
  if (!file) return fallback;
  const found = await stat(file).then(
    (entry) => entry.isFile(),
    () => false,
  );
  return found ? file : fallback;
}
