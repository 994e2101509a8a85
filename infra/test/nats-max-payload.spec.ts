import { NATS_MAX_PAYLOAD_BYTES } from '@paydraft/nest-kit/nats-access';
import { natsServerConfig } from '../nats/server-config';

describe("the NATS server's configuration", () => {
  it('sets the max_payload the gateway’s body limits are made to fit (8 MB, not the default 1 MB)', () => {
    const config = natsServerConfig([]);
    const settings = JSON.parse(config.slice(config.indexOf('{'))) as { max_payload: number };

    expect(settings.max_payload).toBe(NATS_MAX_PAYLOAD_BYTES);
    expect(NATS_MAX_PAYLOAD_BYTES).toBe(8 * 1024 * 1024);
  });
});
