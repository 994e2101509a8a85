import { EVENTS_STREAM } from '@paydraft/contracts';
import type { ClusterInfo, NatsConnection } from 'nats';

export type NatsNodeHealth = {
  name: string;
  status: 'up' | 'down';
  /** Leads the events stream: it orders and stores the events first. */
  leader: boolean;
};

/**
 * up: every node keeping the events stream is current; degraded: one is not (the stream still has a
 * quorum, so events are taken); down: the stream cannot be reached (no leader, or no NATS at all).
 */
export type NatsHealth = {
  status: 'up' | 'degraded' | 'down';
  /** The node this gateway is connected to. */
  connectedTo: string | null;
  /** The nodes that keep the events stream (JETSTREAM_REPLICAS), and which of them is down. */
  nodes: NatsNodeHealth[];
  error?: string;
};

/** What NATS keeps the events on, from the events stream's replicas as its leader sees them. */
export async function natsHealth(connection: NatsConnection, timeoutMs: number): Promise<NatsHealth> {
  const connectedTo = connection.isClosed() ? null : (connection.info?.server_name ?? null);
  try {
    const manager = await connection.jetstreamManager({ timeout: timeoutMs, checkAPI: false });
    const { cluster } = await manager.streams.info(EVENTS_STREAM);
    const nodes = streamNodes(cluster);
    return { status: nodes.every((node) => node.status === 'up') ? 'up' : 'degraded', connectedTo, nodes };
  } catch (error) {
    // Before the first service has made the events stream there is nothing to keep yet.
    if (isStreamNotFound(error)) return { status: 'up', connectedTo, nodes: [] };
    return {
      status: 'down',
      connectedTo,
      nodes: [],
      error: error instanceof Error ? error.message : String(error),
    };
  }
}

function streamNodes(cluster: ClusterInfo | undefined): NatsNodeHealth[] {
  if (!cluster?.leader) return [];
  const followers = (cluster.replicas ?? []).map((replica) => ({
    name: replica.name,
    status: replica.current && !replica.offline ? ('up' as const) : ('down' as const),
    leader: false,
  }));
  return [{ name: cluster.leader, status: 'up' as const, leader: true }, ...followers].sort((a, b) =>
    a.name.localeCompare(b.name),
  );
}

function isStreamNotFound(error: unknown): boolean {
  return error instanceof Error && /stream not found/i.test(error.message);
}
