import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dashboardAccessChecked, signedIn } from '../../shared/session/sessionSlice';
import { makeStore } from '../../app/store';
import { testUser } from '../../test/session';
import { renderWithProviders } from '../../test/renderWithProviders';
import { setViewportWidth } from '../../test/viewport';
import { TopNav } from './TopNav';

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });

describe('TopNav', () => {
  it('shows every link and the signed-out buttons on wide screens', () => {
    setViewportWidth(1280);
    renderWithProviders(<TopNav />);

    expect(screen.getByRole('link', { name: 'Paydraft' })).toHaveAttribute('href', '/');
    const links = within(mainNav()).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Demo Dashboard', '/trial-dashboard'],
      ['Invoice/QuoteFree', '/invoice-generator'],
      ['About', '/about'],
      ['Pricing', '/pricing'],
      ['Contact', '/contact'],
    ]);
    expect(screen.getByRole('link', { name: 'Log In / Sign Up' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', '/plan');
  });

  it('keeps two links and puts the rest under More on medium screens', async () => {
    setViewportWidth(1024);
    renderWithProviders(<TopNav />);

    const nav = mainNav();
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/trial-dashboard', '/invoice-generator']);

    await userEvent.click(within(nav).getByRole('button', { name: /More/ }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Home', 'About', 'Pricing', 'Contact']);
    expect(screen.getByRole('link', { name: 'Log In / Sign Up' })).toBeInTheDocument();
  });

  it('opens a panel with every link and the signed-out buttons on small screens', async () => {
    setViewportWidth(390);
    renderWithProviders(<TopNav />);

    expect(screen.queryByRole('link', { name: 'Log In / Sign Up' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Menu/ }));

    const panel = await screen.findByRole('dialog');
    const panelNav = within(panel).getByRole('navigation', { name: 'Main' });
    expect(
      within(panelNav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/', '/trial-dashboard', '/invoice-generator', '/about', '/pricing', '/contact']);
    expect(within(panel).getByRole('link', { name: 'Log In / Sign Up' })).toHaveAttribute('href', '/login');
    expect(within(panel).getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', '/plan');
  });

  describe('signed in', () => {
    beforeEach(() => localStorage.clear());

    function signedInStore(access: boolean | null) {
      const store = makeStore();
      store.dispatch(signedIn({ user: testUser(), token: 'tok-1' }));
      if (access !== null) store.dispatch(dashboardAccessChecked(access));
      return store;
    }

    it("shows 'Dashboard' instead of the sign-up buttons when the user may open it", () => {
      setViewportWidth(1280);
      renderWithProviders(<TopNav />, { store: signedInStore(true) });

      expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
      expect(screen.queryByRole('link', { name: 'Log In / Sign Up' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Start Free Trial' })).not.toBeInTheDocument();
    });

    it("says 'Go to Dashboard' in the small-screen panel", async () => {
      setViewportWidth(390);
      renderWithProviders(<TopNav />, { store: signedInStore(true) });

      await userEvent.click(screen.getByRole('button', { name: /Menu/ }));

      const panel = await screen.findByRole('dialog');
      expect(within(panel).getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
        'href',
        '/dashboard',
      );
    });

    it.each([
      ['without dashboard access', false],
      ['before the access probe has answered', null],
    ])("shows 'Login' %s, opening the account menu", async (_case, access) => {
      setViewportWidth(1280);
      renderWithProviders(<TopNav />, { store: signedInStore(access) });

      await userEvent.click(screen.getByRole('button', { name: 'Login' }));
      const menu = await screen.findByRole('menu');
      expect(
        within(menu)
          .getAllByRole('menuitem')
          .map((item) => item.textContent),
      ).toEqual(['Choose a plan', 'Log out']);
      expect(screen.getByText(testUser().email)).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Start Free Trial' })).not.toBeInTheDocument();
    });
  });
});
