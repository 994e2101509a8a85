import { startProcess, stopProcess } from './processes.mjs';

/** First wait before a restart, the longest wait, and how long a run must last to reset the backoff. */
export const RESTART_POLICY = { firstDelayMs: 500, maxDelayMs: 30_000, stableAfterMs: 60_000 };

/** The wait before restart number `failures` in a row: the first delay, doubled each time, capped. */
export function restartDelayMs(failures, policy = RESTART_POLICY) {
  return Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** (failures - 1));
}

/**
 * Runs a child as startProcess does and starts it again whenever it exits without stop() being called,
 * waiting longer after each crash in a row so a service that cannot start does not spin. `onEvent`
 * hears { type: 'exited', name, code, signal, restartInMs } and { type: 'restarted', name, pid, restarts }.
 * `child` is always the current process, so waitForPort and stopProcess work on the result too.
 */
export function superviseProcess({ onEvent = () => {}, policy = RESTART_POLICY, ...spec }) {
  let current;
  let stopping = false;
  let crashesInARow = 0;
  let restarts = 0;
  let timer;

  const launch = () => {
    current = startProcess(spec);
    const startedAt = Date.now();
    current.exited.then(({ code, signal }) => {
      if (stopping) return;
      // A run that lasted is not part of a crash loop: the next wait starts from the first delay again.
      crashesInARow = Date.now() - startedAt >= policy.stableAfterMs ? 1 : crashesInARow + 1;
      const restartInMs = restartDelayMs(crashesInARow, policy);
      onEvent({ type: 'exited', name: spec.name, code, signal, restartInMs });
      timer = setTimeout(() => {
        restarts++;
        launch();
        onEvent({ type: 'restarted', name: spec.name, pid: current.child.pid, restarts });
      }, restartInMs);
    });
  };
  launch();

  return {
    name: spec.name,
    logFile: current.logFile,
    get child() {
      return current.child;
    },
    get exited() {
      return current.exited;
    },
    get restarts() {
      return restarts;
    },
    async stop() {
      stopping = true;
      clearTimeout(timer);
      await stopProcess(current);
    },
  };
}
