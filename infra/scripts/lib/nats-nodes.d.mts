// Types of nats-nodes.mjs for the TypeScript that imports it (the failover test).
export type NatsNode = {
  readonly name: string;
  readonly port: number;
  readonly url: string;
  /** A cluster node's monitoring endpoint (/healthz, /jsz); a single node has none. */
  readonly monitorUrl: string | undefined;
  /** Its process id while it runs. */
  readonly pid: number | undefined;
  start(): Promise<void>;
  ready(timeoutMs?: number): Promise<void>;
  kill(): Promise<void>;
  stop(): Promise<void>;
};

export function startNatsNodes(options: {
  count: number;
  clientPort: number;
  authConfigFile: string;
  dataDir: string;
  logDir: string;
  /** Ports chosen for other servers and not bound yet: no route or monitoring port takes one. */
  takenPorts?: number[];
}): Promise<{ nodes: NatsNode[]; url: string; stop(): Promise<void> }>;
