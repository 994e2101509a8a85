import { checkLogo, LOGO_MAX_BYTES, LOGO_TYPES, LOGO_UPLOAD_ACTION, LogoProblem } from './logo';

describe('checkLogo', () => {
  it('accepts PNG and JPEG up to 5 MB inclusive', () => {
    expect(LOGO_MAX_BYTES).toBe(5 * 1024 * 1024);
    expect(LOGO_TYPES).toEqual(['image/png', 'image/jpeg']);
    expect(checkLogo({ type: 'image/png', size: 1 })).toBeNull();
    expect(checkLogo({ type: 'image/jpeg', size: LOGO_MAX_BYTES })).toBeNull();
    expect(checkLogo({ type: 'IMAGE/PNG', size: 10 })).toBeNull();
  });

  it('rejects other types, whatever their size', () => {
    for (const type of ['image/gif', 'image/svg+xml', 'image/webp', 'application/pdf', '']) {
      expect(checkLogo({ type, size: 10 })).toBe(LogoProblem.UnsupportedType);
    }
    expect(checkLogo({ type: 'image/gif', size: LOGO_MAX_BYTES * 2 })).toBe(LogoProblem.UnsupportedType);
  });

  it('rejects files above the limit, and sizes that are not numbers', () => {
    expect(checkLogo({ type: 'image/png', size: LOGO_MAX_BYTES + 1 })).toBe(LogoProblem.TooLarge);
    expect(checkLogo({ type: 'image/png', size: NaN })).toBe(LogoProblem.TooLarge);
  });

  it('honours a limit the builder passes in', () => {
    expect(checkLogo({ type: 'image/png', size: 2000 }, 1000)).toBe(LogoProblem.TooLarge);
    expect(checkLogo({ type: 'image/png', size: 1000 }, 1000)).toBeNull();
  });

  it("names the spec's dialog", () => {
    expect(`${LOGO_UPLOAD_ACTION} Failed`).toBe('File upload Failed');
  });
});
