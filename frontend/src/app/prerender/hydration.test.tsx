import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { useAppSelector } from '../../shared/store/hooks';
import { selectIsSignedIn, storedSessionApplied } from '../../shared/session/sessionSlice';
import { makeStore, type AppStore } from '../store';
import { testUser } from '../../test/session';
import { buildTimeSessionState, prerenderedSession, withHydrationSignal } from './hydration';

const STORED = { user: testUser(), token: 'stored-token' };

/** Says who the header and the page think is there, as the real header and pages do. */
function Who({ where }: { where: string }) {
  const signedIn = useAppSelector(selectIsSignedIn);
  return <p>{`${where}: ${signedIn ? 'signed in' : 'signed out'}`}</p>;
}

const ROUTES: RouteObject[] = [
  {
    element: (
      <>
        <Who where="header" />
        <Outlet />
      </>
    ),
    children: [{ index: true, element: <Who where="page" /> }],
  },
];

const tree = (store: AppStore, routes: RouteObject[]) => (
  <Provider store={store}>
    <RouterProvider router={createMemoryRouter(routes)} />
  </Provider>
);

/** The page as the build renders it: signed out. */
function prerendered(): HTMLElement {
  const container = document.createElement('div');
  container.setAttribute('data-prerendered', 'signed-out');
  const store = makeStore({ session: buildTimeSessionState('signed-out') });
  container.innerHTML = renderToString(
    tree(
      store,
      withHydrationSignal(ROUTES, () => undefined),
    ),
  );
  return container;
}

async function hydrate(container: HTMLElement, store: AppStore, routes: RouteObject[]): Promise<unknown[]> {
  const errors: unknown[] = [];
  await act(async () => {
    hydrateRoot(container, tree(store, routes), { onRecoverableError: (error) => errors.push(error) });
  });
  return errors;
}

describe('hydrating a prerendered page for a signed-in visitor', () => {
  it('reads the build-time session from the root', () => {
    expect(prerenderedSession(prerendered())).toBe('signed-out');
    expect(prerenderedSession(document.createElement('div'))).toBeNull();
  });

  it('hydrates as built, then takes the stored session: no mismatch', async () => {
    const container = prerendered();
    const store = makeStore({ session: buildTimeSessionState('signed-out') });
    const onHydrated = jest.fn(() => store.dispatch(storedSessionApplied(STORED)));

    const errors = await hydrate(container, store, withHydrationSignal(ROUTES, onHydrated));

    expect(errors).toEqual([]);
    expect(onHydrated).toHaveBeenCalledTimes(1);
    expect(container.textContent).toBe('header: signed inpage: signed in');
  });

  it('would not match its HTML if the stored session came first (why the signal exists)', async () => {
    const container = prerendered();
    const store = makeStore({ session: buildTimeSessionState('signed-out') });
    store.dispatch(storedSessionApplied(STORED));

    const errors = await hydrate(
      container,
      store,
      withHydrationSignal(ROUTES, () => undefined),
    );

    expect(errors).not.toEqual([]);
  });

  it("builds /plan's shell with the session still loading, and a page's with it known", () => {
    expect(buildTimeSessionState('pending')).toMatchObject({ token: null, loaded: false });
    expect(buildTimeSessionState('signed-out')).toMatchObject({ token: null, loaded: true });
  });
});
