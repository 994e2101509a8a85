import { mkdtempSync } from 'node:fs';
import { join } from 'node:path';
import { entitledOwner } from '../../admin/entitled-owner';
import type { NatsNode } from '../../scripts/lib/nats-nodes.mjs';
import { freePort } from '../../scripts/lib/processes.mjs';
import { startStack, type Stack } from '../../scripts/lib/stack.mjs';

const ROOT = join(__dirname, '../../..');
const DATA_ROOT = join(ROOT, '.data');

export type NatsHealth = {
  status: 'up' | 'degraded' | 'down';
  connectedTo: string | null;
  nodes: Array<{ name: string; status: 'up' | 'down'; leader: boolean }>;
};
export type Health = { httpStatus: number; status: string; nats?: NatsHealth };

export type ClusterStack = Stack & {
  /** The gateway's /api/health in detail; a refused connection counts as a 0 status. */
  health(): Promise<Health>;
  /** The node that leads JetStream's meta group, as the live nodes' monitoring reports it. */
  metaLeader(): Promise<NatsNode>;
  /** Each stream's replica count, as a live node's monitoring reports its configuration. */
  streamReplicas(): Promise<Record<string, number>>;
  node(name: string): NatsNode;
  /** An owner who may save documents: signed up through the gateway, then made a tester by `npm run admin`. */
  entitledOwner(): Promise<string>;
};

/**
 * `npm start`'s whole stack, unsupervised, on free ports: a 3-node NATS cluster with every stream on
 * all three (JETSTREAM_REPLICAS=3), its own FerretDB, the stand-ins, every service once but pdf-render
 * twice, and the gateway. `env` adds variables for every app.
 */
export async function startClusterStack(env: Record<string, string>): Promise<ClusterStack> {
  const dataDir = mkdtempSync(join(DATA_ROOT, 'test-nats-failover-'));
  const ports = { gateway: await freePort(), nats: 0, store: await freePort() };
  const stack = await startStack({
    dataDir,
    logDir: join(dataDir, 'logs'),
    ports,
    env: { NATS_CLUSTER: '3', JETSTREAM_REPLICAS: '3', PDF_RENDER_INSTANCES: '2', LOG_LEVEL: 'warn', ...env },
  });
  const node = (name: string) => {
    const found = stack.natsNodes.find((candidate) => candidate.name === name);
    if (!found) throw new Error(`no NATS node ${name}`);
    return found;
  };
  return {
    ...stack,
    node,
    health: () => healthOf(stack),
    metaLeader: async () => node(await metaLeaderName(stack.natsNodes)),
    streamReplicas: () => streamReplicas(stack.natsNodes),
    entitledOwner: () => entitledOwner(stack, 'failover'),
  };
}

async function healthOf(stack: Stack): Promise<Health> {
  try {
    const response = await fetch(`${stack.url}/api/health`, { headers: { 'x-ops-token': stack.opsToken } });
    const body = (await response.json()) as { status: string; nats?: NatsHealth };
    return { httpStatus: response.status, ...body };
  } catch {
    return { httpStatus: 0, status: 'unreachable' };
  }
}

async function metaLeaderName(nodes: NatsNode[]): Promise<string> {
  for (const candidate of nodes.filter((node) => node.pid !== undefined)) {
    const jsz = (await (await fetch(`${candidate.monitorUrl}/jsz`)).json()) as {
      meta_cluster?: { leader?: string };
    };
    if (jsz.meta_cluster?.leader) return jsz.meta_cluster.leader;
  }
  throw new Error('no live NATS node knows a meta leader');
}

type StreamDetail = { name: string; config?: { num_replicas?: number } };

async function streamReplicas(nodes: NatsNode[]): Promise<Record<string, number>> {
  const live = nodes.find((node) => node.pid !== undefined);
  if (!live) throw new Error('no live NATS node');
  const jsz = (await (
    await fetch(`${live.monitorUrl}/jsz?accounts=true&streams=true&config=true`)
  ).json()) as {
    account_details?: Array<{ stream_detail?: StreamDetail[] }>;
  };
  const streams = (jsz.account_details ?? []).flatMap((account) => account.stream_detail ?? []);
  return Object.fromEntries(streams.map((stream) => [stream.name, stream.config?.num_replicas ?? 0]));
}
