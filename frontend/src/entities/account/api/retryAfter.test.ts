import { withRetryAfter } from './retryAfter';

const metaWith = (headers: Record<string, string>) => ({
  request: new Request('http://localhost/api/auth/login'),
  response: new Response(null, { status: 429, headers }),
});

describe('withRetryAfter', () => {
  it('copies the seconds of a 429 Retry-After into the error body', () => {
    const error = { status: 429, data: { success: false, error: 'Too many attempts' } };
    expect(withRetryAfter(error, metaWith({ 'Retry-After': '840' }))).toEqual({
      status: 429,
      data: { success: false, error: 'Too many attempts', retryAfterSeconds: 840 },
    });
  });

  it('leaves other errors, and a 429 without a usable header, as they are', () => {
    const notFound = { status: 404, data: {} };
    expect(withRetryAfter(notFound, metaWith({ 'Retry-After': '10' }))).toBe(notFound);
    const dated = { status: 429, data: {} };
    expect(withRetryAfter(dated, metaWith({ 'Retry-After': 'Wed, 21 Oct 2026 07:28:00 GMT' }))).toBe(dated);
    expect(withRetryAfter(dated, undefined)).toBe(dated);
  });
});
