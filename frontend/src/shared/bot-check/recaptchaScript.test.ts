import {
  loadRecaptcha,
  RECAPTCHA_READY_TIMEOUT_MS,
  resetRecaptchaForTests,
  type Recaptcha,
} from './recaptchaScript';

const scripts = () => Array.from(document.querySelectorAll<HTMLScriptElement>('script[src*="recaptcha"]'));

/** What Google's script does once it has loaded: defines grecaptcha, then fires load. */
function finishLoading(recaptcha: Recaptcha) {
  Object.assign(window, { grecaptcha: recaptcha });
  scripts()[0].dispatchEvent(new Event('load'));
}

const fakeRecaptcha = (): Recaptcha => ({
  ready: (callback) => callback(),
  execute: jest.fn().mockResolvedValue('token-1'),
});

describe('loadRecaptcha', () => {
  afterEach(() => {
    jest.useRealTimers();
    resetRecaptchaForTests();
  });

  it("loads Google's script with the site key once, and resolves when it is ready", async () => {
    const first = loadRecaptcha('site-key-1');
    const second = loadRecaptcha('site-key-1');
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0].src).toBe('https://www.google.com/recaptcha/api.js?render=site-key-1');

    const recaptcha = fakeRecaptcha();
    finishLoading(recaptcha);

    await expect(first).resolves.toBe(recaptcha);
    await expect(second).resolves.toBe(recaptcha);
  });

  it('gives up after 10 seconds, and tries again on the next call', async () => {
    jest.useFakeTimers();
    const attempt = loadRecaptcha('site-key-1');
    const failed = expect(attempt).rejects.toThrow('did not become ready in time');

    jest.advanceTimersByTime(RECAPTCHA_READY_TIMEOUT_MS - 1);
    await Promise.resolve();
    jest.advanceTimersByTime(1);
    await failed;

    resetRecaptchaForTests();
    void loadRecaptcha('site-key-1').catch(() => undefined);
    expect(scripts()).toHaveLength(1);
  });

  it('fails when the script cannot be fetched', async () => {
    const attempt = loadRecaptcha('site-key-1');
    scripts()[0].dispatchEvent(new Event('error'));

    await expect(attempt).rejects.toThrow('could not be loaded');
    expect(scripts()).toHaveLength(0);
  });
});
