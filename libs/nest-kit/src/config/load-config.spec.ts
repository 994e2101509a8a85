import { z } from 'zod';
import { serviceEnvSchema, statelessServiceEnvSchema } from './common-env';
import { ConfigError, loadConfig } from './load-config';

/** Retries for about two minutes, then dead-letters; a week of events, a month of dead letters. */
const EVENT_DEFAULTS = {
  EVENTS_MAX_DELIVER: 8,
  EVENTS_RETRY_BASE_MS: 1000,
  EVENTS_RETRY_MAX_MS: 60_000,
  EVENTS_MAX_AGE_HOURS: 168,
  EVENTS_MAX_BYTES: 1_073_741_824,
  EVENTS_DEAD_LETTER_MAX_AGE_HOURS: 720,
};

const schema = statelessServiceEnvSchema.extend({ GREETING: z.string().default('hello') });

function configErrorOf(run: () => unknown): ConfigError {
  try {
    run();
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('returns the parsed environment with defaults for what is not set', () => {
    const config = loadConfig('greeter', schema, {
      NATS_URL: 'tls://nats.internal:4222',
      RPC_TIMEOUT_MS: '750',
    });

    expect(config).toEqual({
      NATS_URL: 'tls://nats.internal:4222',
      JETSTREAM_REPLICAS: 1,
      RPC_TIMEOUT_MS: 750,
      RPC_MAX_IN_FLIGHT: 100,
      ...EVENT_DEFAULTS,
      LOG_LEVEL: 'info',
      GREETING: 'hello',
    });
  });

  it('ignores variables the schema does not declare', () => {
    const config = loadConfig('greeter', schema, { PATH: '/usr/bin', HOME: '/home/someone' });

    expect(config).not.toHaveProperty('PATH');
    expect(config).not.toHaveProperty('HOME');
  });

  it('names every bad variable in one error, with the app name', () => {
    const error = configErrorOf(() =>
      loadConfig('greeter', schema, { NATS_URL: 'http://127.0.0.1:4222', LOG_LEVEL: 'loud' }),
    );

    expect(error.name).toBe('ConfigError');
    expect(error.message).toMatch(/^Invalid configuration for greeter:/);
    expect(error.message).toContain(
      'NATS_URL: must be one URL, or several separated by commas, each starting with nats:// or tls://',
    );
    expect(error.message).toMatch(/LOG_LEVEL: .*expected one of .*"silent"/);
    expect(error.message.split('\n').filter((line) => line.startsWith('  - '))).toHaveLength(2);
  });

  it("takes a cluster's nodes as NATS_URL, each with its scheme, and 1 or 3 JetStream replicas", () => {
    const cluster = 'nats://n1:4222, nats://n2:4222,tls://n3:4222';
    expect(loadConfig('greeter', schema, { NATS_URL: cluster, JETSTREAM_REPLICAS: '3' })).toMatchObject({
      NATS_URL: cluster,
      JETSTREAM_REPLICAS: 3,
    });
    const error = configErrorOf(() =>
      loadConfig('greeter', schema, { NATS_URL: 'nats://n1:4222,n2:4222', JETSTREAM_REPLICAS: '2' }),
    );
    expect(error.message).toContain('NATS_URL: must be one URL, or several separated by commas');
    expect(error.message).toContain('JETSTREAM_REPLICAS: must be 1 or 3');
  });

  it('rejects an RPC time-out outside its bounds', () => {
    const error = configErrorOf(() => loadConfig('greeter', schema, { RPC_TIMEOUT_MS: '10' }));

    expect(error.message).toContain('RPC_TIMEOUT_MS');
  });

  it('reads process.env when no environment is given', () => {
    const saved = process.env.LOG_LEVEL;
    process.env.LOG_LEVEL = 'debug';
    try {
      expect(loadConfig('greeter', schema).LOG_LEVEL).toBe('debug');
    } finally {
      if (saved === undefined) delete process.env.LOG_LEVEL;
      else process.env.LOG_LEVEL = saved;
    }
  });
});

describe('serviceEnvSchema', () => {
  it('defaults to a local NATS and store, one JetStream copy, info logs, a 5 s RPC time-out and 100 requests in flight', () => {
    expect(loadConfig('svc', serviceEnvSchema, {})).toEqual({
      NATS_URL: 'nats://127.0.0.1:4222',
      JETSTREAM_REPLICAS: 1,
      RPC_TIMEOUT_MS: 5000,
      RPC_MAX_IN_FLIGHT: 100,
      ...EVENT_DEFAULTS,
      MONGO_URL: 'mongodb://127.0.0.1:27017',
      LOG_LEVEL: 'info',
    });
  });

  it('accepts mongodb+srv URLs and a database name override', () => {
    const config = loadConfig('svc', serviceEnvSchema, {
      MONGO_URL: 'mongodb+srv://cluster.example.net',
      MONGO_DB_NAME: 'documents_test_1',
    });

    expect(config.MONGO_URL).toBe('mongodb+srv://cluster.example.net');
    expect(config.MONGO_DB_NAME).toBe('documents_test_1');
  });

  it('rejects a store URL of another scheme and a database name with unsafe characters', () => {
    const error = configErrorOf(() =>
      loadConfig('svc', serviceEnvSchema, { MONGO_URL: 'postgres://db', MONGO_DB_NAME: 'a/b' }),
    );

    expect(error.message).toContain('MONGO_URL: must be a URL starting with mongodb:// or mongodb+srv://');
    expect(error.message).toContain('MONGO_DB_NAME');
  });
});
