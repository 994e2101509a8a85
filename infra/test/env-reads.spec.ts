import { envReadsInCompose, envReadsInSource } from '../config-reference/env-reads';

const reads = (code: string, fileName = 'sample.ts') => envReadsInSource(fileName, code);

describe('envReadsInSource: the variables a file reads', () => {
  it('finds process.env by property, optional chain, non-null assertion and string key', () => {
    const code = `
      const a = process.env.ALPHA;
      const b = process.env?.BETA ?? 'x';
      const c = process.env!.GAMMA;
      const d = process.env['DELTA'];
      const e = process.env["EPSILON_2"];`;
    expect(reads(code)).toEqual(['ALPHA', 'BETA', 'GAMMA', 'DELTA', 'EPSILON_2']);
  });

  it('finds names destructured from process.env, renamed or with a default', () => {
    expect(reads(`const { ONE, TWO: two, THREE = '3', 'FOUR': four } = process.env;`)).toEqual([
      'ONE',
      'TWO',
      'THREE',
      'FOUR',
    ]);
  });

  it('finds an env handed around in place of process.env, and import.meta.env in the frontend', () => {
    const code = `
      export function banner(env) { return env.NATS_URL ? 'given' : env['MONGO_URL']; }
      export const id = import.meta.env.VITE_GA_MEASUREMENT_ID;`;
    expect(reads(code, 'banner.mjs')).toEqual(['NATS_URL', 'MONGO_URL', 'VITE_GA_MEASUREMENT_ID']);
  });

  it('keeps a name built at run time as a pattern', () => {
    const code = 'const variable = `${service.toUpperCase()}_INSTANCES`; const n = env[variable];';
    expect(reads(code, 'instances.mjs')).toEqual(['*_INSTANCES']);
  });

  it('counts no write: values handed on to a child process or set for later readers', () => {
    const code = `
      process.env.NATS_URL = url;
      delete process.env.MONGO_URL;
      process.env.NODE_ENV ??= 'production';
      spawn('node', [], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
      const appEnv = { APP_BASE_URL: 'http://localhost', DEV_CLOCK: 'on' };`;
    expect(reads(code, 'stack.mjs')).toEqual([]);
  });

  it("finds the keys of zod environment schemas: z.object, .extend and shared '…Env' fragments", () => {
    const code = `
      import { z } from 'zod';
      export const logEnv = { LOG_LEVEL: z.enum(['info', 'debug']).default('info') };
      const gateway = z.object({ ...logEnv, PORT: z.coerce.number().default(8080) });
      export const billing = serviceEnvSchema
        .extend({ STRIPE_SECRET_KEY: z.string().optional() })
        .refine((env) => !env.STRIPE_SECRET_KEY || env.STRIPE_WEBHOOK_SECRET);
      const body = z.object({ amount: z.number() });`;
    expect(reads(code)).toEqual(['LOG_LEVEL', 'PORT', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']);
  });

  it('ignores objects that only look like schemas in a file without zod, and lower-case keys', () => {
    const code = `
      const stripeEnv = { STRIPE_SIM_PORT: String(port) };
      const settings = process.env.someLowerCase;`;
    expect(reads(code, 'stack.mjs')).toEqual([]);
  });
});

describe('envReadsInCompose: what docker-compose.yml interpolates', () => {
  it('finds ${X}, ${X:-default} and ${X:?message}, each once', () => {
    const compose = `
      LOG_LEVEL: \${LOG_LEVEL:-info}
      MONGO_URL: mongodb://\${MONGO_ROOT_USERNAME}:\${MONGO_ROOT_PASSWORD}@mongo:27017
      MONGO_INITDB_ROOT_USERNAME: \${MONGO_ROOT_USERNAME:?set MONGO_ROOT_USERNAME}
      replicas: \${PDF_RENDER_REPLICAS-2}`;
    expect(envReadsInCompose(compose)).toEqual([
      'LOG_LEVEL',
      'MONGO_ROOT_USERNAME',
      'MONGO_ROOT_PASSWORD',
      'PDF_RENDER_REPLICAS',
    ]);
  });
});
