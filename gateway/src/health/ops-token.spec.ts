import { isOpsToken } from './ops-token';

const TOKEN = 'an-ops-token-of-at-least-32-characters';

describe('isOpsToken', () => {
  it('accepts the configured token only', () => {
    expect(isOpsToken(TOKEN, TOKEN)).toBe(true);
    for (const sent of ['', 'wrong', `${TOKEN} `, TOKEN.slice(1), TOKEN.toUpperCase()]) {
      expect({ sent, accepted: isOpsToken(TOKEN, sent) }).toEqual({ sent, accepted: false });
    }
  });

  it('accepts nothing when no token is configured', () => {
    expect(isOpsToken(undefined, '')).toBe(false);
    expect(isOpsToken(undefined, TOKEN)).toBe(false);
  });
});
