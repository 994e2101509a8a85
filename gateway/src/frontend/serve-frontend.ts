import type { INestApplication } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { servePrecompressed } from './serve-precompressed';

/**
 * Serves the built frontend on the API's origin, compressed as the build made it. Paths outside
 * /api that are not files get index.html, so the browser router can handle deep links; a missing
 * file under /assets (a chunk of an older build) is a 404, so the page's import fails visibly instead of
 * parsing HTML as JavaScript.
 */
export function serveFrontend(app: INestApplication, distDir: string): void {
  const root = resolve(distDir);
  const indexHtml = join(root, 'index.html');
  const serveFile = servePrecompressed(root);
  app.use(serveFile);
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' || request.path.startsWith('/api')) return next();
    if (request.path.startsWith('/assets/')) {
      response.status(404).type('text').send('Not found');
      return;
    }
    if (!existsSync(indexHtml)) {
      response
        .status(503)
        .type('text')
        .send('The frontend is not built yet: run `npm start` or `npx nx build frontend`.');
      return;
    }
    request.url = '/index.html';
    return serveFile(request, response, next);
  });
}
