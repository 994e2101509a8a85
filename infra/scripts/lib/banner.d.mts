// Types of banner.mjs for the TypeScript that imports it (its unit test).
export function startBanner(options: {
  env: Record<string, string | undefined>;
  ports: { gateway: number; nats: number; store: number; mail: number; stripe: number };
  services: readonly string[];
}): string;
