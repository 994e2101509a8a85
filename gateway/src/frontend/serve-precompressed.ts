import express, { type Request, type RequestHandler, type Response } from 'express';
import { stat } from 'node:fs/promises';
import { extname, join, sep } from 'node:path';

/** What the Vite build writes beside each asset (frontend/vite.config.mts), in the order served. */
const VARIANTS = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

/** Hashed file names: a changed file gets a new name, so a browser may keep each one for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Static files of `root`, each as the build's brotli or gzip copy when the browser accepts one
 * (brotli first: about 15% smaller), else as it is. The choice is the server's order among the
 * encodings the request accepts, not the browser's, which lists gzip first.
 */
export function servePrecompressed(root: string): RequestHandler {
  const assets = join(root, 'assets') + sep;
  const serveStatic = express.static(root, {
    index: false,
    cacheControl: false,
    setHeaders: (response, path) =>
      response.setHeader('Cache-Control', path.startsWith(assets) ? IMMUTABLE : 'no-cache'),
  });
  return async (request, response, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    await pointAtVariant(root, request, response);
    serveStatic(request, response, next);
  };
}

/** Points the request at the compressed copy it should get, if there is one. */
async function pointAtVariant(root: string, request: Request, response: Response): Promise<void> {
  const file = fileOf(root, request.path);
  if (!file) return;
  const present = await Promise.all(VARIANTS.map((variant) => isFile(file + variant.suffix)));
  if (!present.some(Boolean)) return;
  // Caches must keep one answer per encoding, including the uncompressed one.
  response.vary('Accept-Encoding');
  const chosen = VARIANTS.find(
    (variant, index) => present[index] && request.acceptsEncodings(variant.encoding),
  );
  if (!chosen) return;
  response.setHeader('Content-Encoding', chosen.encoding);
  // The type of the original file, not of the .br or .gz beside it.
  response.type(extname(request.path));
  request.url = request.url.replace(/^[^?]*/, (path) => path + chosen.suffix);
}

/** The file a URL path names inside `root`, or undefined for one outside it or not decodable. */
function fileOf(root: string, path: string): string | undefined {
  try {
    const file = join(root, decodeURIComponent(path));
    return file.startsWith(root + sep) ? file : undefined;
  } catch {
    return undefined;
  }
}

const isFile = (path: string) =>
  stat(path).then(
    (stats) => stats.isFile(),
    () => false,
  );
