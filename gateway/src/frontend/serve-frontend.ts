import type { INestApplication } from '@nestjs/common';
import { isAppRoute } from '@paydraft/invoice-core';
import type { NextFunction, Request, Response } from 'express';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { robotsTxt, sitemapXml } from './crawler-files';
import { isNoIndexPath, withPageHead } from './page-head';
import { NOT_FOUND_PAGE, pageHtmlFile, PRERENDERED_DIR } from './prerendered-page';
import { readFreshText } from './read-fresh-text';
import { hasSessionHint, withSessionHint } from './session-hint';
import { servePrecompressed } from './serve-precompressed';

/**
 * Serves the built frontend on the API's origin, compressed as the build made it. A page of the app
 * (invoice-core's APP_ROUTES, the router's own table) that is not a file gets index.html, so the
 * browser router can handle deep links; any other path gets index.html with status 404, where the
 * router shows its 404 page, so crawlers and link checkers see a missing page as missing. A page's
 * index.html carries that page's title, description, canonical address and Open Graph tags
 * (withPageHead), for link previews and crawlers that do not run the app. HEAD answers as GET does,
 * without the body. A missing file under /assets (a chunk of an older build) is a plain 404, so the
 * page's import fails visibly instead of parsing HTML as JavaScript. The dashboards and the public
 * view (/view/...) carry `X-Robots-Tag: noindex`. /robots.txt and /sitemap.xml are made here, since
 * both need the site's absolute address (`siteUrl`, APP_BASE_URL). A page the build rendered to HTML
 * (prerendered/<page>.html, docs/prerendering.md) is answered in place of index.html, with the same
 * head; the files themselves are not served at their own address, where the router would not know them.
 * Such a page asked for by a browser holding a session has its root marked (session-hint.ts).
 */
export function serveFrontend(
  app: INestApplication,
  distDir: string,
  siteUrl = 'http://localhost:8080',
): void {
  const root = resolve(distDir);
  const indexHtml = join(root, 'index.html');
  const serveFile = servePrecompressed(root);
  // The dashboards and the public view of a shared document (reachable by anyone with its link): never
  // indexed.
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (isNoIndexPath(request.path)) response.setHeader('X-Robots-Tag', 'noindex');
    next();
  });
  const robots = robotsTxt(siteUrl);
  const sitemap = sitemapXml(siteUrl);
  app.use('/robots.txt', (request: Request, response: Response, next: NextFunction) => {
    const exact = request.path === '/';
    if (!exact || (request.method !== 'GET' && request.method !== 'HEAD')) return next();
    response.type('text/plain').setHeader('Cache-Control', 'public, max-age=3600').send(robots);
  });
  app.use('/sitemap.xml', (request: Request, response: Response, next: NextFunction) => {
    const exact = request.path === '/';
    if (!exact || (request.method !== 'GET' && request.method !== 'HEAD')) return next();
    response.type('application/xml').setHeader('Cache-Control', 'public, max-age=3600').send(sitemap);
  });
  const prerenderedFiles = `/${PRERENDERED_DIR}/`;
  app.use((request: Request, response: Response, next: NextFunction) =>
    request.path.startsWith(prerenderedFiles) ? next() : serveFile(request, response, next),
  );
  app.use(async (request: Request, response: Response, next: NextFunction) => {
    const readsPage = request.method === 'GET' || request.method === 'HEAD';
    if (!readsPage || request.path.startsWith('/api')) return next();
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
    if (!isAppRoute(request.path)) {
      response.status(404).setHeader('Cache-Control', 'no-cache');
      return response.sendFile(await pageHtmlFile(root, NOT_FOUND_PAGE, indexHtml));
    }
    // Written per page, so not one of the build's compressed copies: compressed as it is sent.
    const page = await pageHtmlFile(root, request.path, indexHtml);
    const html = withPageHead(await readFreshText(page), request.path, siteUrl);
    // A prerendered page is built signed out: a browser holding a session gets it marked (session-hint.ts).
    const hinted = page !== indexHtml && hasSessionHint(request.headers.cookie);
    response.vary('Cookie');
    response
      .type('html')
      .setHeader('Cache-Control', 'no-cache')
      .send(hinted ? withSessionHint(html) : html);
  });
}
