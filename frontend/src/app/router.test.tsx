import { APP_ROUTES } from '@paydraft/invoice-core';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { renderRoute } from '../test/renderWithProviders';
import { setViewportWidth } from '../test/viewport';
import { routes } from './router';

/** The paths the router mounts a page on ('/' for the index page), without the catch-all. */
const mountedPaths = (table: RouteObject[]): string[] =>
  table.flatMap((route) => [
    ...(route.index ? ['/'] : route.path && route.path !== '*' ? [route.path] : []),
    ...mountedPaths(route.children ?? []),
  ]);

/** How long a lazily loaded page may take to appear in these tests. */
const PAGE_CHUNK_WAIT = { timeout: 15_000 };

describe('app routes', () => {
  beforeEach(() => setViewportWidth(1280));

  it('mounts exactly the pages the gateway knows, so any other path is a 404 there too', () => {
    expect(mountedPaths(routes).sort()).toEqual(Object.values(APP_ROUTES).sort());
  });

  it('shows the 404 page with all seven ways out for an unknown path', async () => {
    renderRoute('/no-such-page');

    expect(await screen.findByRole('heading', { name: 'Oops! Page Not Found' })).toBeInTheDocument();
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: /Go Home/ })).toHaveAttribute('href', '/');
    expect(within(main).getByRole('button', { name: /Go Back/ })).toBeInTheDocument();
    const helpful = within(within(main).getByRole('navigation', { name: 'Helpful links' }));
    expect(helpful.getByRole('link', { name: 'Create an invoice' })).toHaveAttribute(
      'href',
      '/invoice-generator',
    );
    expect(helpful.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
    expect(helpful.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    expect(helpful.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    expect(helpful.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
  });

  it('goes home from Go Back when the visit started on the missing page', async () => {
    const { router } = renderRoute('/no-such-page');

    await userEvent.click(await screen.findByRole('button', { name: /Go Back/ }));

    expect(router.state.location.pathname).toBe('/');
  });

  it('goes back to the previous page from Go Back', async () => {
    const { router } = renderRoute('/pricing');
    await screen.findByRole('heading', { name: 'Pricing' });
    await act(() => router.navigate('/missing'));

    await userEvent.click(await screen.findByRole('button', { name: /Go Back/ }));

    expect(router.state.location.pathname).toBe('/pricing');
  });

  it('shows the hero with its two calls to action at /', async () => {
    renderRoute('/');

    expect(
      await screen.findByRole('heading', {
        name: 'Create professional invoices & quotes in minutes.',
      }),
    ).toBeInTheDocument();
    const main = within(screen.getByRole('main'));
    expect(main.getByText('No Signup Required - Free to Use')).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'Create Quote/Invoices (Free)' })).toHaveAttribute(
      'href',
      '/invoice-generator',
    );
    expect(main.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', '/plan');
  });

  it.each([
    ['/invoice-generator', 'Invoice Builder'],
    ['/trial-dashboard/clients/demo-client-1', 'Acme Coffee Roasters'],
    // The public view asks the API, which unit tests do not reach.
    ['/view/invoice/abc', 'Failed to load document'],
    ['/login', 'Log In'],
    ['/signup', 'Sign Up'],
    ['/forgot-password', 'Forgot Password'],
    ['/reset-password', 'Invalid reset link'],
    ['/reset-password?token=abc', 'Reset Password'],
  ])(
    'resolves %s to its page',
    async (path, heading) => {
      renderRoute(path);
      expect(await screen.findByRole('heading', { name: heading }, PAGE_CHUNK_WAIT)).toBeInTheDocument();
    },
    // The first test to load a page's chunk compiles it (the builder's is big): seconds on a busy machine.
    20_000,
  );

  it('puts the footer links and the bug report on public pages', async () => {
    renderRoute('/about');
    await screen.findByRole('heading', { name: 'About Paydraft' });

    const footer = within(screen.getByRole('contentinfo'));
    const footerNav = within(footer.getByRole('navigation', { name: 'Footer' }));
    expect(footerNav.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/faq',
      '/about',
      '/pricing',
      '/construction',
    ]);
    expect(footer.getByRole('link', { name: /Report a bug/ })).toHaveAttribute(
      'href',
      '/contact?purpose=feedback',
    );
  });
});
