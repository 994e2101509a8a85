import { minutesLeft, tokenLink } from './account-mail.service';

describe('tokenLink', () => {
  it('puts the token, encoded, in the query of the page under the base URL', () => {
    expect(tokenLink('https://paydraft.app', '/reset-password', 'a+b/c=')).toBe(
      'https://paydraft.app/reset-password?token=a%2Bb%2Fc%3D',
    );
  });

  it('keeps a port and ignores a trailing slash of the base', () => {
    expect(tokenLink('http://localhost:8080/', '/confirm-email-change', 'z9')).toBe(
      'http://localhost:8080/confirm-email-change?token=z9',
    );
  });
});

describe('minutesLeft', () => {
  const now = new Date('2026-01-01T10:00:00Z');

  it('rounds up, so a one-hour link queued a moment later still says 60', () => {
    expect(minutesLeft(new Date('2026-01-01T10:59:59.500Z'), now)).toBe(60);
  });

  it('is zero or less once the link has expired', () => {
    expect(minutesLeft(now, now)).toBe(0);
    expect(minutesLeft(new Date('2026-01-01T09:00:00Z'), now)).toBeLessThan(0);
  });
});
