import { App as AntdApp, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { AppStore } from './store';
import { theme } from './theme';

type AppProvidersProps = {
  store: AppStore;
  children: ReactNode;
};

/** Everything a screen needs around it; shared by the real app and the tests. */
export function AppProviders({ store, children }: AppProvidersProps) {
  return (
    <Provider store={store}>
      <ConfigProvider theme={theme}>
        <AntdApp>{children}</AntdApp>
      </ConfigProvider>
    </Provider>
  );
}
