import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { withCriticalAntdStyles, withInlinedStylesheets } from './critical-css.mjs';
import { ROOT } from './paths.mjs';

export const FRONTEND_DIST = join(ROOT, 'dist', 'frontend');
/** The server build of frontend/src/app/prerender/renderPage.tsx; used at build time only. */
const SERVER_DIST = join(ROOT, 'dist', 'prerender-server');

/** The file a prerendered address is written to, under dist/frontend (the gateway's rule too). */
export const prerenderedFile = (path) => `prerendered/${path === '/' ? 'index' : path.slice(1)}.html`;

/**
 * What a page's chunk needs beyond the shell, from Vite's manifest: its CSS (written into the page,
 * so the first paint has it without JavaScript) and its JavaScript (preloaded, so hydration need not wait for one
 * import after another). `slice` names the page's folder under src/pages, whose index the router imports lazily.
 */
export function pageAssets(manifest, slice) {
  const key = Object.keys(manifest).find(
    (name) => /^src\/pages\/([^/]+)\/index\.tsx?$/.exec(name)?.[1] === slice,
  );
  if (!key) throw new Error(`No chunk for the page ${slice} in the build's manifest`);
  const css = new Set();
  const scripts = new Set();
  const visit = (name) => {
    const chunk = manifest[name];
    if (scripts.has(chunk.file)) return;
    scripts.add(chunk.file);
    (chunk.css ?? []).forEach((file) => css.add(file));
    (chunk.imports ?? []).forEach(visit);
  };
  visit(key);
  return { css: [...css], scripts: [...scripts] };
}

/**
 * index.html as page `rendered` should arrive: antd's extracted styles first in the head (where its
 * runtime puts them, so our own CSS still wins), the page's CSS and chunks linked, and the markup in
 * <div id="root"> marked with the session it was rendered with, for main.tsx to hydrate from.
 */
export function composePage(template, rendered, assets, session) {
  const missing = (file) => !template.includes(`/${file}"`);
  const links = [
    ...assets.css.filter(missing).map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...assets.scripts.filter(missing).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ];
  return template
    .replace(/<meta charset="UTF-8" \/>/, (charset) => `${charset}\n    ${rendered.styles}`)
    .replace(/\s*<\/head>/, (end) => `\n    ${links.join('\n    ')}${end}`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="root" data-prerendered="${session}">${rendered.html}</div>`,
    );
}

/**
 * Renders every page of PRERENDERED_PAGES into dist/frontend/prerendered/, after `vite build`: builds
 * the server entry, renders each page with it and writes the HTML. Answers the bytes per page.
 */
export async function prerenderPages() {
  const { build } = await import('vite');
  await build({
    configFile: join(ROOT, 'frontend', 'vite.config.mts'),
    logLevel: 'warn',
    build: {
      ssr: 'src/app/prerender/renderPage.tsx',
      outDir: SERVER_DIST,
      emptyOutDir: true,
      copyPublicDir: false,
      manifest: false,
    },
  });
  const server = await import(pathToFileURL(join(SERVER_DIST, 'renderPage.mjs')).href);
  const template = readFileSync(join(FRONTEND_DIST, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(join(FRONTEND_DIST, '.vite', 'manifest.json'), 'utf8'));
  mkdirSync(join(FRONTEND_DIST, 'prerendered'), { recursive: true });
  const sizes = {};
  for (const page of server.PRERENDERED_PAGES) {
    const rendered = await server.renderPage(page);
    const composed = composePage(template, rendered, pageAssets(manifest, page.slice), page.session);
    const html = withInlinedStylesheets(await withCriticalAntdStyles(composed), FRONTEND_DIST);
    writeFileSync(join(FRONTEND_DIST, prerenderedFile(page.path)), html);
    sizes[page.path] = Buffer.byteLength(html);
  }
  return sizes;
}
