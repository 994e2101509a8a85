import { connectStateOf, onboardingReturnText } from './connectState';

describe('connectState', () => {
  it('tells the three states apart', () => {
    expect(connectStateOf({ connected: false, account_id: null, charges_enabled: false })).toBe(
      'not_connected',
    );
    expect(connectStateOf({ connected: true, account_id: 'acct_1', charges_enabled: false })).toBe(
      'incomplete',
    );
    expect(connectStateOf({ connected: true, account_id: 'acct_1', charges_enabled: true })).toBe(
      'connected',
    );
  });

  it('says how the return from Stripe went, in the state the account is in now', () => {
    expect(onboardingReturnText('return', 'connected')?.type).toBe('success');
    expect(onboardingReturnText('return', 'incomplete')?.text).toMatch(/Finish the set-up/);
    expect(onboardingReturnText('refresh', 'incomplete')?.text).toMatch(/expired/);
    expect(onboardingReturnText('refresh', 'connected')).toBeNull();
    expect(onboardingReturnText(null, 'connected')).toBeNull();
  });
});
