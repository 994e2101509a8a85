import { hasSessionHint, withSessionHint } from './session-hint';

describe('the session hint of a prerendered page', () => {
  it('is read from the Cookie header among other cookies, and only as the page sets it', () => {
    expect(hasSessionHint('a=b; paydraft_session_hint=1; c=d')).toBe(true);
    expect(hasSessionHint('paydraft_session_hint=1')).toBe(true);
    expect(hasSessionHint('paydraft_session_hint=0')).toBe(false);
    expect(hasSessionHint('other_paydraft_session_hint=1')).toBe(false);
    expect(hasSessionHint(undefined)).toBe(false);
  });

  it("marks the page's root, keeping what the build wrote on it", () => {
    expect(withSessionHint('<body><div id="root" data-prerendered="signed-out"><header>')).toBe(
      '<body><div id="root" data-session-hint data-prerendered="signed-out"><header>',
    );
  });
});
