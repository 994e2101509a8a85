import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dashboardAccessChecked } from '../../../shared/session/sessionSlice';
import { renderRoute } from '../../../test/renderWithProviders';
import { jsonResponse, mockApi } from '../../../test/mockApi';
import { signedInStore, TEST_TOKEN } from '../../../test/session';
import { setViewportWidth } from '../../../test/viewport';

/** Signed in, and the stats probe said no plan: the header shows 'Login' as the account menu. */
function withoutPlan() {
  const store = signedInStore();
  store.dispatch(dashboardAccessChecked(false));
  return store;
}

const openAccountMenu = async () => {
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
  return screen.findByRole('menu');
};

describe('the account menu of a user signed in without a plan', () => {
  beforeEach(() => setViewportWidth(1280));
  afterEach(() => localStorage.clear());

  it('Log out ends the session on the server and opens the sign-in form', async () => {
    const api = mockApi({ 'POST /api/auth/logout': () => jsonResponse({ success: true }) });
    const store = withoutPlan();
    const { router } = renderRoute('/pricing', { store });

    await userEvent.click(within(await openAccountMenu()).getByRole('menuitem', { name: 'Log out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?skipChecks=true');
    expect(await screen.findByRole('button', { name: /Sign In|Log In/i })).toBeInTheDocument();
    expect(api.callsTo('POST /api/auth/logout')[0].authorization).toBe(`Bearer ${TEST_TOKEN}`);
    expect(store.getState().session.token).toBeNull();
  });

  it("'Choose a plan' opens /plan", async () => {
    mockApi({});
    const { router } = renderRoute('/pricing', { store: withoutPlan() });

    await userEvent.click(within(await openAccountMenu()).getByRole('menuitem', { name: 'Choose a plan' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/plan'));
  });
});
