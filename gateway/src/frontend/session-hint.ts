import { SESSION_HINT_ATTRIBUTE, SESSION_HINT_COOKIE } from '@paydraft/invoice-core';
import { parse } from 'cookie';

/** Whether the request's Cookie header says the browser holds a stored session (the page sets it). */
export function hasSessionHint(cookieHeader: string | undefined): boolean {
  return parse(cookieHeader ?? '')[SESSION_HINT_COOKIE] === '1';
}

/**
 * A prerendered page for a browser that holds a session: its root marked, so that the header's account
 * buttons stay hidden until the page has applied the session (invoice-core's session-hint.ts).
 */
export function withSessionHint(html: string): string {
  return html.replace('<div id="root"', `<div id="root" ${SESSION_HINT_ATTRIBUTE}`);
}
