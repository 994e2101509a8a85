import { isAppRoute } from './app-routes';

describe('isAppRoute', () => {
  it.each(['/', '/invoice-generator', '/about/', '/dashboard/clients/c-1', '/view/quote/abc123'])(
    'knows %s',
    (path) => expect(isAppRoute(path)).toBe(true),
  );

  it.each(['/blogs', '/invoice-generator/extra', '/view/quote', '/dashboard/clients', '/About'])(
    'does not know %s',
    (path) => expect(isAppRoute(path)).toBe(false),
  );
});
