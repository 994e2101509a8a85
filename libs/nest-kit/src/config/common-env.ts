import { z } from 'zod';
import { eventsEnv } from '../events/events-env';
import { jetStreamReplicasSchema, natsUrlSchema } from '../nats/nats-servers';

const urlWithScheme = (schemes: string[]) =>
  z.string().refine((value) => schemes.some((scheme) => value.startsWith(`${scheme}://`)), {
    message: `must be a URL starting with ${schemes.map((s) => `${s}://`).join(' or ')}`,
  });

export const natsEnv = {
  NATS_URL: natsUrlSchema.default('nats://127.0.0.1:4222'),
  JETSTREAM_REPLICAS: jetStreamReplicasSchema,
  /** Directory of `<identity>.nk` nkey seeds (infra/nats writes it); unset connects without credentials. */
  NATS_CREDENTIALS_DIR: z.string().min(1).optional(),
  /** Who the app signs in as; its own name when unset (tests run stand-in services as `test-client`). */
  NATS_IDENTITY: z
    .string()
    .regex(/^[A-Za-z0-9_-]+$/)
    .optional(),
  RPC_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5000),
  /** How long one call may take with its retries; twice RPC_TIMEOUT_MS when unset. */
  RPC_BUDGET_MS: z.coerce.number().int().min(100).max(600_000).optional(),
  /** Requests one instance answers at once; past it a request is refused at once (503, Retry-After). */
  RPC_MAX_IN_FLIGHT: z.coerce.number().int().min(1).max(10_000).default(100),
};

export const mongoEnv = {
  MONGO_URL: urlWithScheme(['mongodb', 'mongodb+srv']).default('mongodb://127.0.0.1:27017'),
  /** Overrides the service's database name (tests give every run its own). */
  MONGO_DB_NAME: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,60}$/)
    .optional(),
};

export const logEnv = {
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
};

/**
 * The development clock (docs/scheduling.md): `on` lets tests and `npm start` move the scheduler's and
 * the Stripe simulator's time (POST /api/dev/clock/advance). Never on in production.
 */
export const devClockEnv = {
  DEV_CLOCK: z.enum(['on', 'off']).default('off'),
};

/** What every NATS service reads; a service extends it with its own variables. */
export const statelessServiceEnvSchema = z.object({ ...natsEnv, ...eventsEnv, ...logEnv });

/** What a service with its own database reads. */
export const serviceEnvSchema = z.object({ ...natsEnv, ...eventsEnv, ...mongoEnv, ...logEnv });

export type StatelessServiceEnv = z.infer<typeof statelessServiceEnvSchema>;
export type ServiceEnv = z.infer<typeof serviceEnvSchema>;

/** The service's own database: MONGO_URL, named after the service unless MONGO_DB_NAME says otherwise. */
export function ownDatabase(service: string) {
  return (config: ServiceEnv) => ({ uri: config.MONGO_URL, dbName: config.MONGO_DB_NAME ?? service });
}
