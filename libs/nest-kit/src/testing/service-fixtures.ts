import type { INestMicroservice } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { NatsConnection } from 'nats';
import { connectNats } from '../nats/nats-connection';
import { RpcClient } from '../nats/rpc-client';
import { startService, type ServiceDefinition, type StartServiceOptions } from '../bootstrap/start-service';
import type { StatelessServiceEnv } from '../config/common-env';

/** Environment for an in-process service in a test: the run's NATS and store, quiet logs, the dev clock on. */
export function testEnv(overrides: Record<string, string> = {}): NodeJS.ProcessEnv {
  const natsUrl = process.env.NATS_URL;
  const mongoUrl = process.env.MONGO_URL;
  if (!natsUrl || !mongoUrl) throw new Error('NATS_URL and MONGO_URL are not set: run through the integration Jest config');
  // The harness runs NATS locked down: each in-process service signs in as itself from this directory.
  const credentials = process.env.NATS_CREDENTIALS_DIR;
  return {
    NATS_URL: natsUrl,
    MONGO_URL: mongoUrl,
    LOG_LEVEL: 'silent',
    // Tests move time with the development clock (POST /api/dev/clock/advance); a test may turn it off.
    DEV_CLOCK: 'on',
    ...(credentials ? { NATS_CREDENTIALS_DIR: credentials } : {}),
    ...overrides,
  };
}

/** The identity of the tests' own clients: they publish any event and call any subject. */
export const TEST_CLIENT_IDENTITY = 'test-client';

/** A connection of the tests' own, named `name` in the server's monitoring. */
export function connectTestClient(name: string = TEST_CLIENT_IDENTITY): Promise<NatsConnection> {
  return connectNats(testEnv().NATS_URL as string, TEST_CLIENT_IDENTITY, {
    credentialsDir: process.env.NATS_CREDENTIALS_DIR,
    name,
  });
}

/** A database name no other test uses, so tests never see each other's data. */
export const uniqueDbName = (prefix: string) => `${prefix}_${randomUUID().slice(0, 8)}`;

export function startTestService<Env extends StatelessServiceEnv>(
  definition: ServiceDefinition<Env>,
  overrides: Record<string, string> = {},
  options: StartServiceOptions = {},
): Promise<INestMicroservice> {
  return startService(definition, testEnv(overrides), options);
}

/** A typed client on its own connection, as the gateway would call services. */
export async function createTestRpcClient(timeoutMs = 3000) {
  const connection = await connectTestClient();
  return { client: new RpcClient(connection, { timeoutMs }), close: () => connection.drain() };
}

/** Polls until the check returns a value other than undefined, or fails after the time limit. */
export async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
