import { useCallback, useEffect, useRef, useState } from 'react';
import { Provider } from 'react-redux';
import { Outlet, useBlocker, useNavigate, type Location } from 'react-router';
import {
  ActionFailureContext,
  useShowFailure,
  type ActionFailure,
} from '../../shared/feedback/actionFailureContext';
import { PATHS } from '../../shared/paths';
import { useNoIndex } from '../../shared/hooks/useNoIndex';
import { DashboardBaseContext } from '../../shared/dashboard-links/dashboardBase';
import { DemoDialog, createWriteRelay } from '../../pages/trial-dashboard';
import { makeDemoStore } from './demoStore';
import './Demo.css';
import { useFeedback } from '../../shared/feedback/feedbackContext';

/** A blocked write's own failure report comes right after it; this long it is not shown. */
const QUIET_AFTER_BLOCK_MS = 1500;

const DASHBOARD_PATH = /^\/dashboard(?=\/|$)/;

/** The same place in the demo: /dashboard?section=x → /trial-dashboard?section=x, clients alike. */
export const demoLocation = (location: Pick<Location, 'pathname' | 'search' | 'hash'>) => ({
  pathname: location.pathname.replace(DASHBOARD_PATH, PATHS.trialDashboard),
  search: location.search,
  hash: location.hash,
});

/**
 * The frame of both demo routes: its own store answered by sample data, the sign-up prompt every
 * write opens (its failure notices kept quiet; sections skip their inline errors, isDemoBlockedWrite),
 * links kept inside the demo, and no search indexing.
 */
export function DemoFrame() {
  useNoIndex();
  const navigate = useNavigate();
  const { message } = useFeedback();
  const parentShowFailure = useShowFailure();
  const [gateOpen, setGateOpen] = useState(false);
  const lastBlocked = useRef(0);

  const openGate = useCallback(() => {
    lastBlocked.current = Date.now();
    setGateOpen(true);
    // The blocked call's snackbar ('Failed to …') opens just after; the prompt says it better.
    setTimeout(() => message.destroy(), 0);
    setTimeout(() => message.destroy(), 100);
  }, [message]);
  // The store lives as long as the frame; its writes reach whichever openGate is current.
  const [writes] = useState(createWriteRelay);
  const [store] = useState(() => makeDemoStore(writes.fire));
  useEffect(() => writes.listen(openGate), [writes, openGate]);

  const showFailure = useCallback(
    (failure: ActionFailure) => {
      if (Date.now() - lastBlocked.current > QUIET_AFTER_BLOCK_MS) parentShowFailure(failure);
    },
    [parentShowFailure],
  );

  // The sections build their links under /trial-dashboard (DashboardBaseContext below). A link into
  // /dashboard that something still builds by hand lands on the same place in the demo instead.
  const blocker = useBlocker(({ nextLocation }) => DASHBOARD_PATH.test(nextLocation.pathname));
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const next = blocker.location;
    blocker.reset();
    void navigate(demoLocation(next), { state: next.state as unknown });
  }, [blocker, navigate]);

  return (
    <Provider store={store}>
      <DashboardBaseContext.Provider value={PATHS.trialDashboard}>
        <ActionFailureContext.Provider value={showFailure}>
          <Outlet />
          <DemoDialog open={gateOpen} onClose={() => setGateOpen(false)} />
        </ActionFailureContext.Provider>
      </DashboardBaseContext.Provider>
    </Provider>
  );
}
