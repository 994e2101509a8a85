import { gatewayEnvSchema } from './gateway.config';

describe('gateway config: Google sign-in', () => {
  it("is off without a client id and defaults to Google's issuer", () => {
    const env = gatewayEnvSchema.parse({});
    expect(env.GOOGLE_CLIENT_ID).toBeUndefined();
    expect(env.GOOGLE_ISSUER).toBe('https://accounts.google.com');
  });

  it('refuses a client id without its secret, naming the missing variable', () => {
    const result = gatewayEnvSchema.safeParse({ GOOGLE_CLIENT_ID: 'id' });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['GOOGLE_CLIENT_SECRET']);
    expect(gatewayEnvSchema.safeParse({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's' }).success).toBe(
      true,
    );
  });

  it('refuses an issuer that is not an http(s) URL', () => {
    expect(gatewayEnvSchema.safeParse({ GOOGLE_ISSUER: 'accounts.google.com' }).success).toBe(false);
  });
});
