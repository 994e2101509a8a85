// Types of stack.mjs for the TypeScript that imports it (the failover test).
import type { NatsNode } from './nats-nodes.mjs';

export const SERVICES: string[];

export type Ports = { gateway: number; nats: number; store: number; mail?: number; stripe?: number };

export type Stack = {
  url: string;
  natsUrl: string;
  natsNodes: NatsNode[];
  mongoUrl: string;
  natsCredentialsDir: string | undefined;
  mailboxUrl: string | undefined;
  googleIssuerUrl: string | undefined;
  stripeSimUrl: string | undefined;
  instances: Record<string, number>;
  opsToken: string;
  restarts(): Record<string, number>;
  stop(): Promise<void>;
};

export function startStack(options: {
  dataDir: string;
  logDir: string;
  ports: Ports;
  env?: Record<string, string | undefined>;
  supervise?: boolean;
}): Promise<Stack>;

export function waitForHealth(
  port: number,
  timeoutMs: number,
  instances?: Record<string, number>,
  opsToken?: string,
): Promise<unknown>;
