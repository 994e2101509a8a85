import { makeStore } from '../store';
import { DEMO_USER, createDemoSource } from '../../pages/trial-dashboard';

export const DEMO_TOKEN = 'demo';

/**
 * A store of its own for the demo: the same api slice and endpoints, answered by the sample data
 * (createDemoSource) instead of the network, with a demo session that never reaches local storage.
 */
export function makeDemoStore(onWrite: () => void) {
  return makeStore(
    { session: { user: DEMO_USER, token: DEMO_TOKEN, loaded: true, dashboardAccess: 'granted' } },
    { source: createDemoSource(onWrite) },
  );
}
