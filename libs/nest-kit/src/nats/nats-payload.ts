/**
 * The most one NATS message carries: the `max_payload` of every NATS server of the product, written
 * into the configuration infra/nats generates (`npm start`, the integration tests, docker compose).
 * nats-server's default is 1 MB, under the gateway's largest body (POST /api/pdf, see
 * docs/input-limits.md); 8 MB is the most NATS recommends. Every body limit of the gateway stays
 * below it, with room for the logo and the message's framing.
 */
export const NATS_MAX_PAYLOAD_BYTES = 8 * 1024 * 1024;
