import { join } from 'node:path';
import { freePort, startProcess, stopProcess, waitForPort } from './processes.mjs';
import { toolPath } from './tools.mjs';

const CLUSTER_NAME = 'paydraft';

/**
 * Local nats-server nodes with JetStream, locked down by `authConfigFile` (infra/nats). One node runs
 * as `npm start` always has; several form a cluster named `paydraft` whose nodes route to each other on
 * 127.0.0.1, each with its own store under `<dataDir>/nats-cluster/<name>`. Client ports are
 * `clientPort`, `clientPort + 1`, … (free ones when `clientPort` is 0); a cluster's route and monitoring
 * ports are free ones, never one of `takenPorts` (ports the caller chose for its other servers and has
 * not bound yet). Each node can be killed and started again (the failover test and
 * docs/operations/nats-cluster.md do).
 */
export async function startNatsNodes({ count, clientPort, authConfigFile, dataDir, logDir, takenPorts = [] }) {
  const layout = await nodeLayout(count, clientPort, new Set(takenPorts));
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

async function nodeLayout(count, clientPort, taken) {
  const port = async () => {
    for (;;) {
      const candidate = await freePort();
      if (!taken.has(candidate)) {
        taken.add(candidate);
        return candidate;
      }
    }
  };
  if (count === 1) return [{ name: 'nats', port: clientPort === 0 ? await port() : clientPort }];
  const layout = [];
  for (let index = 0; index < count; index++) {
    const client = clientPort === 0 ? await port() : clientPort + index;
    taken.add(client);
    layout.push({ name: `nats-${index + 1}`, port: client, routePort: await port(), monitorPort: await port() });
  }
  return layout;
}

function serverArgs(node, layout, { count, authConfigFile, dataDir }) {
  const args = ['-c', authConfigFile, '-js', '-a', '127.0.0.1', '-p', String(node.port)];
  if (count === 1) return [...args, '-sd', join(dataDir, 'nats')];
  const routes = layout.filter((other) => other !== node).map((other) => `nats://127.0.0.1:${other.routePort}`);
  return [
    ...args,
    ...['-m', String(node.monitorPort), '-sd', join(dataDir, 'nats-cluster', node.name), '-n', node.name],
    ...['--cluster_name', CLUSTER_NAME, '--cluster', `nats://127.0.0.1:${node.routePort}`, '--routes', routes.join(',')],
  ];
}

function natsNode(node, layout, options) {
  let proc;
  // A single node has no monitoring port: its client port answering is readiness enough, as it always was.
  const monitor = node.monitorPort === undefined ? undefined : `http://127.0.0.1:${node.monitorPort}`;
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
    ready: (timeoutMs = 30_000) => (monitor ? untilHealthy(monitor, proc, timeoutMs) : Promise.resolve()),
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
