import { renderHook } from '@testing-library/react';
import { resetRecaptchaForTests, type Recaptcha } from './recaptchaScript';
import { BotCheckAction, useBotCheck } from './useBotCheck';

const scripts = () => document.querySelectorAll('script[src*="recaptcha"]');

describe('useBotCheck', () => {
  afterEach(() => resetRecaptchaForTests());

  it('loads no script and gives no token when the bot check is off', async () => {
    const { result } = renderHook(() => useBotCheck({ enabled: false, siteKey: null }));

    await expect(result.current(BotCheckAction.SIGNUP)).resolves.toBeUndefined();
    expect(scripts()).toHaveLength(0);
  });

  it('gives no token before the settings are known', async () => {
    const { result } = renderHook(() => useBotCheck(undefined));

    await expect(result.current(BotCheckAction.SIGNUP)).resolves.toBeUndefined();
    expect(scripts()).toHaveLength(0);
  });

  it('loads the script as the form opens and asks for a token per action', async () => {
    const { result } = renderHook(() => useBotCheck({ enabled: true, siteKey: 'site-key-1' }));
    expect(scripts()).toHaveLength(1);

    const execute = jest.fn<Promise<string>, [string, { action: string }]>().mockResolvedValue('token-1');
    const recaptcha: Recaptcha = { ready: (callback) => callback(), execute };
    Object.assign(window, { grecaptcha: recaptcha });
    scripts()[0].dispatchEvent(new Event('load'));

    await expect(result.current(BotCheckAction.USERNAME_CHECK)).resolves.toBe('token-1');
    expect(execute).toHaveBeenCalledWith('site-key-1', { action: 'username_check' });
  });

  it('fails when Google gives no token', async () => {
    const { result } = renderHook(() => useBotCheck({ enabled: true, siteKey: 'site-key-1' }));
    Object.assign(window, {
      grecaptcha: { ready: (callback: () => void) => callback(), execute: async () => '' },
    });
    scripts()[0].dispatchEvent(new Event('load'));

    await expect(result.current(BotCheckAction.SIGNUP)).rejects.toThrow('no token');
  });
});
