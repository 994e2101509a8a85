import Beasties from 'beasties';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** antd's list of the styles already in the document, which its runtime then does not write again. */
const ANTD_CACHE_PATH = /<style[^>]*>\.data-ant-cssinjs-cache-path\{[^<]*<\/style>\s*/;

/**
 * The page with only the rules of antd's extracted styles that its markup uses (the builder's 550 KB of
 * them become about 80 KB: every grid column, every picker panel, every dropdown…). antd's own list of
 * what is in the document is taken out, so its runtime writes each component's full styles when the
 * page hydrates, into the same <style data-css-hash> elements; what opens later (a dropdown, a dialog)
 * is then styled as in a page rendered in the browser.
 */
export async function withCriticalAntdStyles(html) {
  const beasties = new Beasties({
    // Our own stylesheets are inlined whole (withInlinedStylesheets): they are small, and a pruned one
    // would lack what opens later, since the browser does not load them again.
    external: false,
    // antd's runtime finds its styles by their data-css-hash: one element each, as extracted.
    mergeStylesheets: false,
    reduceInlineStyles: true,
    keyframes: 'critical',
    // Its minifier drops the semicolon after a var() value in antd's rules, which breaks the next one;
    // antd's styles come minified already.
    compress: false,
    logLevel: 'warn',
  });
  return beasties.process(html.replace(ANTD_CACHE_PATH, ''));
}

const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="\/(assets\/[\w.-]+\.css)">/g;

/**
 * The page with each linked stylesheet of the build (`distDir`) written into it: the first paint then
 * waits for no second request, which costs a slow phone about as much as the page itself (a round
 * trip of 560 ms on DevTools' Slow 4G). The link stays, disabled, so the browser does not fetch it
 * and Vite's loader, which looks for a stylesheet link of that address before loading a page's CSS,
 * does not fetch it either when the page's chunk is imported.
 */
export function withInlinedStylesheets(html, distDir) {
  return html.replace(STYLESHEET_LINK, (link, file) => {
    const css = readFileSync(join(distDir, file), 'utf8').replaceAll('</style', '<\\/style');
    return `<style data-href="/${file}">${css}</style>${link.replace('>', ' disabled>')}`;
  });
}
