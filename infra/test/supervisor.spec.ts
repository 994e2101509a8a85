import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  restartDelayMs,
  superviseProcess,
  type RestartPolicy,
  type SupervisorEvent,
} from '../scripts/lib/supervisor.mjs';

const logDir = mkdtempSync(join(tmpdir(), 'paydraft-supervisor-'));

/** Supervises `node -e script` and collects its events until `until` says enough. */
function supervise(script: string, policy: RestartPolicy, until: (events: SupervisorEvent[]) => boolean) {
  const events: SupervisorEvent[] = [];
  let done: () => void = () => {};
  const enough = new Promise<void>((resolve) => (done = resolve));
  const proc = superviseProcess({
    name: 'crasher',
    command: process.execPath,
    args: ['-e', script],
    logDir,
    policy,
    onEvent: (event) => {
      events.push(event);
      if (until(events)) done();
    },
  });
  return { proc, events, enough };
}

const restarted = (count: number) => (events: SupervisorEvent[]) =>
  events.filter((event) => event.type === 'restarted').length >= count;

describe('npm start supervision', () => {
  it('waits 0.5 s before the first restart, doubling after each crash in a row up to 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((failures) => restartDelayMs(failures))).toEqual([
      500, 1000, 2000, 4000, 8000, 16_000, 30_000, 30_000,
    ]);
  });

  it('restarts a process that exits, reporting each exit with its code and each restart', async () => {
    const policy = { firstDelayMs: 10, maxDelayMs: 40, stableAfterMs: 60_000 };
    const { proc, events, enough } = supervise('process.exit(3)', policy, restarted(4));
    await enough;
    await proc.stop();

    const exits = events.filter((event) => event.type === 'exited');
    expect(exits.slice(0, 4).map((event) => [event.code, event.restartInMs])).toEqual([
      [3, 10],
      [3, 20],
      [3, 40],
      [3, 40],
    ]);
    expect(events.filter((event) => event.type === 'restarted').map((event) => event.restarts)).toEqual([
      1, 2, 3, 4,
    ]);
    expect(proc.restarts).toBe(4);
  });

  it('starts the backoff again after a run that lasted', async () => {
    const policy = { firstDelayMs: 10, maxDelayMs: 40, stableAfterMs: 0 };
    const { proc, events, enough } = supervise('process.exit(1)', policy, restarted(3));
    await enough;
    await proc.stop();

    const waits = events.flatMap((event) => (event.type === 'exited' ? [event.restartInMs] : []));
    expect(waits.slice(0, 3)).toEqual([10, 10, 10]);
  });

  it('reports a process killed by a signal, and leaves a stopped one down', async () => {
    const policy = { firstDelayMs: 10, maxDelayMs: 40, stableAfterMs: 60_000 };
    const { proc, events, enough } = supervise('setInterval(() => {}, 1000)', policy, restarted(1));
    const first = proc.child;
    first.kill('SIGKILL');
    await enough;
    expect(events[0]).toMatchObject({ type: 'exited', name: 'crasher', code: null, signal: 'SIGKILL' });
    expect(proc.child.pid).not.toBe(first.pid);

    await proc.stop();
    expect(proc.child.signalCode).toBe('SIGTERM');
    expect(events).toHaveLength(2);
  });
});
