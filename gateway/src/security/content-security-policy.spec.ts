import { contentSecurityPolicy } from './content-security-policy';

const local = { APP_BASE_URL: 'http://localhost:8080' };

describe('contentSecurityPolicy', () => {
  it('allows only our own scripts, and no other site, when nothing outside is configured', () => {
    const policy = contentSecurityPolicy(local);

    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['frame-src']).toEqual(["'self'"]);
    expect(JSON.stringify(policy)).not.toContain('google');
  });

  it("allows reCAPTCHA's script and frame once its site key is set", () => {
    const policy = contentSecurityPolicy({ ...local, RECAPTCHA_SITE_KEY: 'site-key' });

    expect(policy['script-src']).toEqual(expect.arrayContaining(['https://www.google.com/recaptcha/']));
    expect(policy['frame-src']).toEqual(expect.arrayContaining(['https://www.google.com/recaptcha/']));
  });

  it('allows Google Analytics once the measurement id is set', () => {
    const policy = contentSecurityPolicy({ ...local, VITE_GA_MEASUREMENT_ID: 'G-TEST123' });

    expect(policy['script-src']).toContain('https://www.googletagmanager.com');
    expect(policy['connect-src']).toContain('https://*.google-analytics.com');
  });

  it('upgrades insecure requests only on a site served over HTTPS', () => {
    expect(contentSecurityPolicy(local)).not.toHaveProperty('upgrade-insecure-requests');
    expect(contentSecurityPolicy({ APP_BASE_URL: 'https://paydraft.app' })).toHaveProperty(
      'upgrade-insecure-requests',
    );
  });
});
