import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import { useOpenedOnce } from '../hooks/useOpenedOnce';
import { ActionFailureContext, type ActionFailure } from './actionFailureContext';

// antd's Modal loads with the first failure: every route has this provider, few visits see a failure.
const ActionFailureDialog = lazy(() =>
  import('./ActionFailureDialog').then((m) => ({ default: m.ActionFailureDialog })),
);

/**
 * Shows the failure of any action in one dialog, '<Action> Failed' with its message and OK, so every
 * page words and closes failures alike. A second failure replaces the first: the latest is what the
 * user just did.
 */
export function ActionFailureProvider({ children }: { children: ReactNode }) {
  const [failure, setFailure] = useState<ActionFailure | null>(null);
  const show = useCallback((next: ActionFailure) => setFailure(next), []);
  const opened = useOpenedOnce(failure !== null);

  return (
    <ActionFailureContext.Provider value={show}>
      {children}
      {opened && (
        <Suspense fallback={null}>
          <ActionFailureDialog failure={failure} onClose={() => setFailure(null)} />
        </Suspense>
      )}
    </ActionFailureContext.Provider>
  );
}
