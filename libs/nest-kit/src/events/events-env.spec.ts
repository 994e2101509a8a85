import { z } from 'zod';
import { ConfigError, loadConfig } from '../config/load-config';
import { jetStreamReplicasSchema } from '../nats/nats-servers';
import { DEFAULT_EVENT_SETTINGS, eventSettingsFrom, eventsEnv } from './events-env';

const schema = z.object({ ...eventsEnv, JETSTREAM_REPLICAS: jetStreamReplicasSchema });

describe('event limits in the config', () => {
  it('turn hours into milliseconds for the consumer', () => {
    const env = loadConfig('svc', schema, {
      EVENTS_MAX_DELIVER: '3',
      EVENTS_RETRY_BASE_MS: '250',
      EVENTS_RETRY_MAX_MS: '4000',
      EVENTS_MAX_AGE_HOURS: '2',
      EVENTS_MAX_BYTES: '2097152',
      EVENTS_DEAD_LETTER_MAX_AGE_HOURS: '48',
      JETSTREAM_REPLICAS: '3',
    });

    expect(eventSettingsFrom(env)).toEqual({
      maxDeliver: 3,
      retryBaseMs: 250,
      retryMaxMs: 4000,
      maxAgeMs: 2 * 3_600_000,
      maxBytes: 2_097_152,
      deadLetterMaxAgeMs: 48 * 3_600_000,
      replicas: 3,
    });
  });

  it('default to 8 deliveries, a week of events, a month of dead letters, on one node', () => {
    expect(DEFAULT_EVENT_SETTINGS).toMatchObject({
      replicas: 1,
      maxDeliver: 8,
      maxAgeMs: 7 * 24 * 3_600_000,
      deadLetterMaxAgeMs: 30 * 24 * 3_600_000,
    });
  });

  it('refuse a delivery budget of zero, a retry faster than 10 ms and a stream under 1 MiB', () => {
    const run = () =>
      loadConfig('svc', schema, {
        EVENTS_MAX_DELIVER: '0',
        EVENTS_RETRY_BASE_MS: '1',
        EVENTS_MAX_BYTES: '1000',
      });

    expect(run).toThrow(ConfigError);
    expect(run).toThrow(/EVENTS_MAX_DELIVER[\s\S]*EVENTS_RETRY_BASE_MS[\s\S]*EVENTS_MAX_BYTES/);
  });
});
