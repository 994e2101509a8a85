export function appUrl(path = '/'): string {
  const base = process.env.PAYDRAFT_URL;
  if (!base) throw new Error('PAYDRAFT_URL is not set: run through e2e/jest.config.cjs');
  return new URL(path, base).toString();
}
