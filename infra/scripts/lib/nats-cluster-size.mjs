/**
 * NATS_CLUSTER: how many local NATS nodes `npm start` and the tests run, 1 (the default) or 3 (a
 * cluster that keeps serving when one node dies).
 */
export function natsClusterSize(env) {
  const value = env.NATS_CLUSTER ?? '1';
  if (value !== '1' && value !== '3') throw new Error(`NATS_CLUSTER must be 1 or 3, not "${value}"`);
  return Number(value);
}
