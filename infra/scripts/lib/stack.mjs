import { join } from 'node:path';
import { startProcess, stopProcess, waitForPort } from './processes.mjs';
import { toolPath } from './tools.mjs';

export const SERVICES = ['auth', 'documents', 'clients', 'billing', 'mailer', 'pdf-render'];

const tsEntry = (main) => ({ command: process.execPath, args: ['-r', '@swc-node/register', main] });

/** The command that runs one app of the workspace from its TypeScript sources. */
export const appCommand = (app) => tsEntry(app === 'gateway' ? 'gateway/src/main.ts' : `services/${app}/src/main.ts`);

/**
 * Starts NATS, the store (unless MONGO_URL points elsewhere), every service and
 * the gateway, and waits for /api/health to answer 200. Returns handles to stop
 * or restart single services.
 */
export async function startStack({ dataDir, logDir, ports, env = {} }) {
  const running = new Map();
  const natsUrl = env.NATS_URL ?? `nats://127.0.0.1:${ports.nats}`;
  const mongoUrl = env.MONGO_URL ?? `mongodb://127.0.0.1:${ports.store}`;
  const appEnv = { ...env, NATS_URL: natsUrl, MONGO_URL: mongoUrl, PORT: String(ports.gateway) };

  const stop = async () => {
    for (const proc of [...running.values()].reverse()) await stopProcess(proc);
    running.clear();
  };

  const startApp = (app) => {
    const proc = startProcess({ name: app, ...appCommand(app), env: appEnv, logDir });
    running.set(app, proc);
    return proc;
  };

  try {
    if (!env.NATS_URL) {
      const nats = startProcess({
        name: 'nats',
        command: toolPath('nats-server'),
        args: ['-js', '-sd', join(dataDir, 'nats'), '-a', '127.0.0.1', '-p', String(ports.nats)],
        logDir,
      });
      running.set('nats', nats);
      await waitForPort(ports.nats, { proc: nats });
    }
    if (!env.MONGO_URL) {
      const store = startProcess({
        name: 'store',
        command: toolPath('ferretdb-local'),
        args: ['-listen', `127.0.0.1:${ports.store}`, '-data', join(dataDir, 'ferretdb')],
        logDir,
      });
      running.set('store', store);
      await waitForPort(ports.store, { proc: store });
    }
    SERVICES.forEach(startApp);
    const gateway = startApp('gateway');
    await waitForPort(ports.gateway, { proc: gateway, timeoutMs: 60_000 });
    const health = await waitForHealth(ports.gateway, 60_000);
    return {
      url: `http://localhost:${ports.gateway}`,
      health,
      stop,
      stopApp: async (app) => {
        await stopProcess(running.get(app));
        running.delete(app);
      },
      startApp,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** Polls /api/health until every service is up; returns the last answer. */
export async function waitForHealth(port, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let last;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      last = await response.json();
      if (response.status === 200) return last;
    } catch {
      // The gateway is still starting.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const down = last?.services?.filter((s) => s.status !== 'up').map((s) => s.name) ?? ['gateway'];
  throw new Error(`not healthy within ${timeoutMs} ms: ${down.join(', ')} down`);
}
