import { ConfigProvider, theme as antdTheme } from 'antd';
import { useCallback, useMemo, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ActionFailureProvider } from '../shared/feedback/ActionFailureProvider';
import { FeedbackProvider } from '../shared/feedback/FeedbackProvider';
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
        <TextRoot>
          <FeedbackProvider>
            <SignOutContext.Provider value={signOutHere}>
              <ActionFailureProvider>{children}</ActionFailureProvider>
            </SignOutContext.Provider>
          </FeedbackProvider>
        </TextRoot>
      </ConfigProvider>
    </Provider>
  );
}

/**
 * The app's text style for what antd does not draw itself (headings, links, lists), as antd's App
 * wrapper set it: antd's App is not used, it would bring its message, notification and modal code
 * into every first load.
 */
function TextRoot({ children }: { children: ReactNode }) {
  const { token } = antdTheme.useToken();
  const style = {
    color: token.colorText,
    fontSize: token.fontSize,
    lineHeight: token.lineHeight,
    fontFamily: token.fontFamily,
  };
  return <div style={style}>{children}</div>;
}
