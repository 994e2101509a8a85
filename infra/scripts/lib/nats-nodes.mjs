import { join } from 'node:path';
import { freePort, startProcess, stopProcess, waitForPort } from './processes.mjs';
import { toolPath } from './tools.mjs';

const CLUSTER_NAME = 'paydraft';

/**
 * Local nats-server nodes with JetStream, locked down by `authConfigFile` (infra/nats). One node runs
 * as `npm start` always has; several form a cluster named `paydraft` whose nodes route to each other on
 * 127.0.0.1, each with its own store under `<dataDir>/nats-cluster/<name>`. Client ports are
 * `clientPort`, `clientPort + 1`, …; route and monitoring ports are free ones. Each node can be killed
 * and started again (the failover test and docs/operations/nats-cluster.md do).
 */
export async function startNatsNodes({ count, clientPort, authConfigFile, dataDir, logDir }) {
  const layout = await nodeLayout(count, clientPort);
  const nodes = layout.map((node) => natsNode(node, layout, { count, authConfigFile, dataDir, logDir }));
  try {
    await Promise.all(nodes.map((node) => node.start()));
    await Promise.all(nodes.map((node) => node.ready()));
  } catch (error) {
    await Promise.all(nodes.map((node) => node.stop()));
    throw error;
  }
  return {
    nodes,
    /** NATS_URL for the apps: every node, so an app starts while one of them is down. */
    url: nodes.map((node) => node.url).join(','),
    stop: () => Promise.all(nodes.map((node) => node.stop())).then(() => undefined),
  };
}

async function nodeLayout(count, clientPort) {
  const layout = [];
  for (let index = 0; index < count; index++) {
    layout.push({
      name: count === 1 ? 'nats' : `nats-${index + 1}`,
      port: clientPort + index,
      routePort: count === 1 ? undefined : await freePort(),
      monitorPort: await freePort(),
    });
  }
  return layout;
}

function serverArgs(node, layout, { count, authConfigFile, dataDir }) {
  const args = ['-c', authConfigFile, '-js', '-a', '127.0.0.1', '-p', String(node.port), '-m', String(node.monitorPort)];
  if (count === 1) return [...args, '-sd', join(dataDir, 'nats')];
  const routes = layout.filter((other) => other !== node).map((other) => `nats://127.0.0.1:${other.routePort}`);
  return [
    ...args,
    ...['-sd', join(dataDir, 'nats-cluster', node.name), '-n', node.name],
    ...['--cluster_name', CLUSTER_NAME, '--cluster', `nats://127.0.0.1:${node.routePort}`, '--routes', routes.join(',')],
  ];
}

function natsNode(node, layout, options) {
  let proc;
  const monitor = `http://127.0.0.1:${node.monitorPort}`;
  return {
    ...node,
    url: `nats://127.0.0.1:${node.port}`,
    monitorUrl: monitor,
    get pid() {
      return proc?.child.exitCode === null && proc.child.signalCode === null ? proc.child.pid : undefined;
    },
    async start() {
      proc = startProcess({ name: node.name, command: toolPath('nats-server'), args: serverArgs(node, layout, options), logDir: options.logDir });
      await waitForPort(node.port, { proc });
    },
    /** Until the node's JetStream answers: in a cluster, once it knows the meta group's leader. */
    ready: (timeoutMs = 30_000) => untilHealthy(monitor, proc, timeoutMs),
    /** SIGKILL: the node dies as a crashed machine would, without telling its peers. */
    async kill() {
      if (!proc || proc.child.exitCode !== null || proc.child.signalCode !== null) return;
      proc.child.kill('SIGKILL');
      await proc.exited;
    },
    stop: () => (proc ? stopProcess(proc) : Promise.resolve()),
  };
}

async function untilHealthy(monitor, proc, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    if (proc.child.exitCode !== null) throw new Error(`${proc.name} exited early; see ${proc.logFile}`);
    try {
      const response = await fetch(`${monitor}/healthz`);
      if (response.ok) return;
      last = await response.text();
    } catch (error) {
      last = String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${proc.name}'s JetStream not ready within ${timeoutMs} ms (${last}); see ${proc.logFile}`);
}
