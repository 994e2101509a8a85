import { App as AntdApp, ConfigProvider } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ActionFailureProvider } from '../shared/feedback/ActionFailureProvider';
import { usePrefersReducedMotion } from '../shared/hooks/usePrefersReducedMotion';
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
  return (
    <Provider store={store}>
      <ConfigProvider theme={themed}>
        <AntdApp>
          <ActionFailureProvider>{children}</ActionFailureProvider>
        </AntdApp>
      </ConfigProvider>
    </Provider>
  );
}
