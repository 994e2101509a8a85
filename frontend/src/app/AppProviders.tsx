import { App as AntdApp, ConfigProvider } from 'antd';
import { useCallback, useMemo, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ActionFailureProvider } from '../shared/feedback/ActionFailureProvider';
import { usePrefersReducedMotion } from '../shared/hooks/usePrefersReducedMotion';
import { SignOutContext, signOut } from '../entities/account';
import type { AppStore } from './store';
import { theme } from './theme';

type AppProvidersProps = {
  store: AppStore;
  children: ReactNode;
};

/** Everything a screen needs around it; shared by the real app and the tests. */
export function AppProviders({ store, children }: AppProvidersProps) {
  const reducedMotion = usePrefersReducedMotion();
  const themed = useMemo(
    () => (reducedMotion ? { ...theme, token: { ...theme.token, motion: false } } : theme),
    [reducedMotion],
  );
  const signOutHere = useCallback(() => store.dispatch(signOut()).then(() => undefined), [store]);
  return (
    <Provider store={store}>
      <ConfigProvider theme={themed}>
        <AntdApp>
          <SignOutContext.Provider value={signOutHere}>
            <ActionFailureProvider>{children}</ActionFailureProvider>
          </SignOutContext.Provider>
        </AntdApp>
      </ConfigProvider>
    </Provider>
  );
}
