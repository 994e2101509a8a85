import { logEnv, natsEnv } from '@paydraft/nest-kit';
import { z } from 'zod';

export const gatewayEnvSchema = z.object({
  ...natsEnv,
  ...logEnv,
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** The built frontend, served on the same origin as the API. */
  FRONTEND_DIST: z.string().default('dist/frontend'),
  /** How long /api/health waits for each service before calling it down. */
  HEALTH_TIMEOUT_MS: z.coerce.number().int().min(50).max(30_000).default(1500),
});

export type GatewayEnv = z.infer<typeof gatewayEnvSchema>;

export const GATEWAY_CONFIG = Symbol('GATEWAY_CONFIG');
