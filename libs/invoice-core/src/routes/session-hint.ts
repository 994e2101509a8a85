/**
 * A prerendered page is built signed out, and the visitor's stored session is applied only once it has
 * hydrated (docs/prerendering.md). So that a signed-in visitor does not see 'Log In / Sign Up' meanwhile,
 * the page keeps this cookie while local storage holds a session (it carries no secret: '1'), and the
 * gateway then marks the page's root with SESSION_HINT_ATTRIBUTE, under which the header's account
 * buttons are hidden (keeping their place) until the page has applied the stored session. A cookie,
 * because the server must see it: the CSP refuses the inline script that could read local storage.
 */
export const SESSION_HINT_COOKIE = 'paydraft_session_hint';

/** On <div id="root"> of a prerendered page answered to a browser with SESSION_HINT_COOKIE. */
export const SESSION_HINT_ATTRIBUTE = 'data-session-hint';
