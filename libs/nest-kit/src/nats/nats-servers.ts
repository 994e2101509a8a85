import { z } from 'zod';

const SCHEMES = ['nats', 'tls'];

/** NATS_URL's servers: one URL, or the nodes of a cluster separated by commas. */
export function natsServers(natsUrl: string): string[] {
  return natsUrl
    .split(',')
    .map((server) => server.trim())
    .filter((server) => server.length > 0);
}

/**
 * NATS_URL as every app reads it. Any one node is enough to connect: the client learns the others from
 * the cluster, but listing them all lets an app start while the first one is down.
 */
export const natsUrlSchema = z.string().refine(
  (value) => {
    const servers = natsServers(value);
    return (
      servers.length > 0 &&
      servers.every((server) => SCHEMES.some((scheme) => server.startsWith(`${scheme}://`)))
    );
  },
  { message: 'must be one URL, or several separated by commas, each starting with nats:// or tls://' },
);

/**
 * JETSTREAM_REPLICAS: how many nodes keep each stream and bucket (the events, the dead letters, the
 * shared limits). 3 needs a cluster of at least three nodes and survives the loss of one.
 */
export const jetStreamReplicasSchema = z.coerce
  .number()
  .refine((replicas) => replicas === 1 || replicas === 3, { message: 'must be 1 or 3' })
  .default(1);
