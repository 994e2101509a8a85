import { StyleProvider } from '@ant-design/cssinjs';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, RouterProvider, createMemoryRouter } from 'react-router';
import { AppProviders } from '../app/AppProviders';
import { routes } from '../app/router';
import { makeStore, type AppStore } from '../app/store';

type ProviderOptions = Omit<RenderOptions, 'wrapper'> & {
  /** The address the memory router starts at. */
  route?: string;
  store?: AppStore;
  /**
   * Put antd's generated stylesheets in a detached element. jsdom matches every rule of the page
   * on each getComputedStyle (role queries, user-event), which makes big forms take seconds per
   * query. Visibility then follows inline styles and the DOM only, which is what such tests check.
   */
  detachedStyles?: boolean;
};

/** Renders one component with the store, theme and a router around it. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', store = makeStore(), detachedStyles = false, ...options }: ProviderOptions = {},
) {
  const styleContainer = detachedStyles ? document.createElement('div') : undefined;
  const Wrapper = ({ children }: { children: ReactNode }) => {
    const page = (
      <AppProviders store={store}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </AppProviders>
    );
    return styleContainer ? <StyleProvider container={styleContainer}>{page}</StyleProvider> : page;
  };
  return { store, ...render(ui, { wrapper: Wrapper, ...options }) };
}

/** Renders the whole app's route table at `route`, as the browser would. */
export function renderRoute(
  route: string,
  { store = makeStore(), detachedStyles = false }: Pick<ProviderOptions, 'store' | 'detachedStyles'> = {},
) {
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const app = (
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  );
  const result = render(
    detachedStyles ? <StyleProvider container={document.createElement('div')}>{app}</StyleProvider> : app,
  );
  return { store, router, ...result };
}
