import { statelessServiceEnvSchema } from '../config/common-env';
import { connectNats } from '../nats/nats-connection';
import { startService } from './start-service';

jest.mock('../nats/nats-connection', () => ({ connectNats: jest.fn() }));

describe('startService that cannot start', () => {
  it('closes its NATS connection, whose endless reconnects would keep the process alive, and says why', async () => {
    const close = jest.fn(async () => undefined);
    jest.mocked(connectNats).mockResolvedValue({ close } as never);
    const definition = {
      service: 'pdf-render' as const,
      envSchema: statelessServiceEnvSchema,
      feature: () => {
        throw new Error('bad feature config');
      },
    };

    await expect(startService(definition, { LOG_LEVEL: 'silent' })).rejects.toThrow('bad feature config');
    expect(close).toHaveBeenCalledTimes(1);
  });
});
