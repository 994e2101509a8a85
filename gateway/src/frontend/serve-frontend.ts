import type { INestApplication } from '@nestjs/common';
import express, { type NextFunction, type Request, type Response } from 'express';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

/**
 * Serves the built frontend on the API's origin. Paths outside /api that are
 * not files get index.html, so the browser router can handle deep links.
 */
export function serveFrontend(app: INestApplication, distDir: string): void {
  const root = resolve(distDir);
  const indexHtml = join(root, 'index.html');
  app.use(express.static(root, { index: false, maxAge: '1h' }));
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (request.method !== 'GET' || request.path.startsWith('/api')) return next();
    if (!existsSync(indexHtml)) {
      response
        .status(503)
        .type('text')
        .send('The frontend is not built yet: run `npm start` or `npx nx build frontend`.');
      return;
    }
    response.setHeader('Cache-Control', 'no-cache');
    response.sendFile(indexHtml);
  });
}
