// Types of nats-nodes.mjs for the TypeScript that imports it (the failover test).
export type NatsNode = {
  readonly name: string;
  readonly port: number;
  readonly url: string;
  /** The node's monitoring endpoint (/healthz, /jsz). */
  readonly monitorUrl: string;
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
}): Promise<{ nodes: NatsNode[]; url: string; stop(): Promise<void> }>;
