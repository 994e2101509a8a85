import { useEffect } from 'react';
import type { RouteObject } from 'react-router';
import type { SessionState } from '../../shared/session/sessionSlice';
import type { BuildTimeSession } from './prerenderedPages';

/** The attribute on <div id="root"> of a prerendered page; its value is the page's BuildTimeSession. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/**
 * On <div id="root"> from the moment the page's script runs until React has hydrated the page: its
 * markup ignores the pointer meanwhile (global.css), as a click there would be lost. Without
 * JavaScript the attribute never comes, and the page's links work as plain links.
 */
export const HYDRATING_ATTRIBUTE = 'data-hydrating';

/** The build-time session a prerendered page was rendered with, or null when the page was not. */
export function prerenderedSession(container: Element): BuildTimeSession | null {
  const mark = container.getAttribute(PRERENDERED_ATTRIBUTE);
  return mark === 'signed-out' || mark === 'pending' ? mark : null;
}

/** The session state a page is rendered with at build time, and hydrated with in the browser. */
export function buildTimeSessionState(session: BuildTimeSession): SessionState {
  return { user: null, token: null, loaded: session === 'signed-out', dashboardAccess: 'unknown' };
}

/** Calls `onHydrated` when the page it sits beside has been hydrated (its effects run then). */
function HydrationSignal({ onHydrated }: { onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return null;
}

function besideEveryPage(routes: RouteObject[], signal: () => void): RouteObject[] {
  return routes.map((route): RouteObject => {
    if (route.children) return { ...route, children: besideEveryPage(route.children, signal) };
    if (!route.element) return route;
    return {
      ...route,
      element: (
        <>
          {route.element}
          <HydrationSignal onHydrated={signal} />
        </>
      ),
    };
  });
}

/**
 * The route table with a HydrationSignal beside every page, which calls `onHydrated` once, when the
 * first page has hydrated. A page's chunk loads after the shell has hydrated, and React hydrates the
 * page only then: state that differs from the build's (a visitor's stored session) may change only
 * after that, or the page would not match its HTML. The server renders the same table, so both trees
 * have the same shape.
 */
export function withHydrationSignal(routes: RouteObject[], onHydrated: () => void): RouteObject[] {
  let signalled = false;
  return besideEveryPage(routes, () => {
    if (signalled) return;
    signalled = true;
    onHydrated();
  });
}
