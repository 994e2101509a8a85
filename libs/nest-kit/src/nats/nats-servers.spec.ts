import { natsServers } from './nats-servers';

describe('natsServers', () => {
  it("lists a cluster's nodes from NATS_URL, spaces and empty items aside", () => {
    expect(natsServers('nats://a:4222, nats://b:4222,,nats://c:4222 ')).toEqual([
      'nats://a:4222',
      'nats://b:4222',
      'nats://c:4222',
    ]);
  });

  it('keeps a single server as one', () => {
    expect(natsServers('tls://nats.internal:4222')).toEqual(['tls://nats.internal:4222']);
  });
});
