import { readFile, stat } from 'node:fs/promises';

const cache = new Map<string, { mtimeMs: number; text: string }>();

/**
 * A text file's content, read again only when the file changed since the last read: index.html is
 * answered for every page load, and a rebuild of the frontend (npm start, the browser tests) replaces
 * it while the gateway runs.
 */
export async function readFreshText(path: string): Promise<string> {
  const { mtimeMs } = await stat(path);
  const cached = cache.get(path);
  if (cached?.mtimeMs === mtimeMs) return cached.text;
  const text = await readFile(path, 'utf8');
  cache.set(path, { mtimeMs, text });
  return text;
}
