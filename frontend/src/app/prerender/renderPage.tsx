import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '../AppProviders';
import { routes } from '../router';
import { makeStore } from '../store';
import { buildTimeSessionState, withHydrationSignal } from './hydration';
import type { PrerenderedPage } from './prerenderedPages';

export { PRERENDERED_ATTRIBUTE } from './hydration';
export { PRERENDERED_PAGES } from './prerenderedPages';

/** One page as the build writes it: the app's markup and antd's styles for it. */
export type RenderedPage = {
  /** What goes inside <div id="root">. */
  html: string;
  /** antd's CSS-in-JS for exactly what the page shows, as <style> elements for the <head>. */
  styles: string;
};

const SITE = 'http://prerender.invalid';
const prerenderedRoutes = withHydrationSignal(routes, () => undefined);

async function streamText(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += chunk.toString();
  return text;
}

/**
 * Renders `page` as a visitor sees it before any script runs, waiting for its lazy chunks (prerender
 * resolves every Suspense boundary). The tree is main.tsx's, so the browser hydrates the markup
 * without a difference; antd writes its styles into a cache of our own, whose content `extractStyle`
 * gives with the marks antd's runtime looks for, so the browser does not write them again.
 */
export async function renderPage(page: PrerenderedPage): Promise<RenderedPage> {
  const handler = createStaticHandler(prerenderedRoutes);
  const context = await handler.query(new Request(new URL(page.path, SITE)));
  if (context instanceof Response) throw new Error(`${page.path} redirects: it cannot be prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const cache = createCache();
  const store = makeStore({ session: buildTimeSessionState(page.session) });
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <StyleProvider cache={cache}>
        <AppProviders store={store}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StyleProvider>
    </StrictMode>,
    // Every boundary inline: a large one is otherwise sent after its fallback with a script that swaps
    // them, and the page would need JavaScript (and an inline script the CSP refuses) to show.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return { html: await streamText(prelude), styles: extractStyle(cache) };
}
