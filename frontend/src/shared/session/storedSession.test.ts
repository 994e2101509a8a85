import { testUser } from '../../test/session';
import { readStoredSession, writeStoredSession } from './storedSession';

describe('stored session', () => {
  beforeEach(() => localStorage.clear());

  it('reads back what it wrote', () => {
    writeStoredSession({ user: testUser(), token: 'tok-1' });
    expect(readStoredSession()).toEqual({ user: testUser(), token: 'tok-1' });
  });

  it('is no session when either half is missing or the user is unreadable', () => {
    localStorage.setItem('token', 'tok-1');
    expect(readStoredSession()).toBeNull();

    localStorage.setItem('user', '{not json');
    expect(readStoredSession()).toBeNull();

    localStorage.removeItem('token');
    localStorage.setItem('user', JSON.stringify(testUser()));
    expect(readStoredSession()).toBeNull();
  });

  it('removes both items on sign-out', () => {
    writeStoredSession({ user: testUser(), token: 'tok-1' });
    writeStoredSession(null);
    expect(localStorage.length).toBe(0);
  });

  it('keeps the session hint cookie, for prerendered pages, while a session is stored', () => {
    writeStoredSession({ user: testUser(), token: 'tok-1' });
    expect(document.cookie).toBe('paydraft_session_hint=1');

    writeStoredSession(null);
    expect(document.cookie).toBe('');
  });
});
