// Docker is not available where this runs, so the compose stack is checked statically:
// against the compose-spec JSON schema, and for the invariants the stack relies on.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { parseDocument } from 'yaml';

interface ComposeService {
  build?: { context: string; dockerfile: string; args?: Record<string, string> };
  container_name?: string;
  ports?: unknown[];
  depends_on?: Record<string, { condition: string }>;
  environment?: Record<string, string | null>;
  healthcheck?: { test: string[] };
  volumes?: string[];
}

interface ComposeFile {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
}

const repoRoot = path.resolve(__dirname, '../..');
const healthcheckScript = 'infra/scripts/healthcheck.cjs';
const natsServices = ['auth', 'documents', 'clients', 'billing', 'mailer', 'pdf-render'];
const appServices = [...natsServices, 'gateway'];

// Names the file in the failure message, which a bare boolean would not.
function expectRepoFile(relativePath: string) {
  const exists = existsSync(path.join(repoRoot, relativePath));
  expect({ file: relativePath, exists }).toEqual({ file: relativePath, exists: true });
}

function loadCompose(): ComposeFile {
  // Compose resolves `<<` merge keys, which YAML 1.2 parsers only do when asked.
  const doc = parseDocument(readFileSync(path.join(repoRoot, 'docker-compose.yml'), 'utf8'), { merge: true });
  const problems = [...doc.errors, ...doc.warnings];
  if (problems.length > 0) throw new Error(`docker-compose.yml: ${problems.join('\n')}`);
  return doc.toJS();
}

function compileComposeSchema() {
  const dclintDir = path.dirname(require.resolve('dclint/package.json'));
  const { $schema, ...schema } = JSON.parse(
    readFileSync(path.join(dclintDir, 'schemas/compose.schema.json'), 'utf8'),
  );
  // Ajv's default dialect is draft-07; the schema names it by an https URL Ajv does
  // not know, so the name is checked here and dropped before compiling.
  if (!/draft-07/.test($schema)) throw new Error(`compose schema is ${$schema}, not draft-07`);
  // The upstream schema leaves `type: object` implicit in some oneOf branches; Ajv's
  // strictTypes would only log about that style, the other strict checks stay on.
  const ajv = new Ajv({ allErrors: true, allowUnionTypes: true, strictTypes: false });
  addFormats(ajv);
  return ajv.compile(schema);
}

const compose = loadCompose();
const validate = compileComposeSchema();

describe('docker-compose.yml', () => {
  it('is valid against the compose specification', () => {
    expect(validate(compose) ? [] : validate.errors).toEqual([]);
  });

  it.each([
    ['ports that are not a list', { services: { web: { image: 'nginx:1', ports: 'not-a-list' } } }],
    ['an unknown top-level key', { services: { web: { image: 'nginx:1' } }, servicez: {} }],
    [
      'an unknown depends_on condition',
      { services: { web: { image: 'nginx:1', depends_on: { db: { condition: 'healthy' } } } } },
    ],
  ])('schema validation rejects %s', (_, broken) => {
    expect(validate(broken)).toBe(false);
  });

  it('runs MongoDB, NATS and every Paydraft app', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['mongo', 'nats', ...appServices].sort());
  });

  describe.each(appServices)('%s', (name) => {
    const service = compose.services[name];

    it('is built from an existing Dockerfile that declares every build arg', () => {
      const build = service.build!;
      const dockerfile = path.join(build.context, build.dockerfile);
      expectRepoFile(dockerfile);
      const declared = [
        ...readFileSync(path.join(repoRoot, dockerfile), 'utf8').matchAll(/^ARG (\w+)/gm),
      ].map((m) => m[1]);
      expect(declared).toEqual(expect.arrayContaining(Object.keys(build.args ?? {})));
    });

    it('names an entry file that exists in the repo', () => {
      const appMain = service.build!.args!.APP_MAIN;
      expect(appMain).toMatch(/\.ts$/);
      expectRepoFile(appMain);
    });

    it('starts after NATS, and MongoDB when it uses it, report healthy', () => {
      expect(service.depends_on?.nats).toEqual({ condition: 'service_healthy' });
      if (service.environment?.MONGO_URL) {
        expect(service.depends_on?.mongo).toEqual({ condition: 'service_healthy' });
      }
    });

    it('has a healthcheck', () => {
      expect(service.healthcheck?.test.length).toBeGreaterThan(1);
    });
  });

  it.each(natsServices)('%s is health-checked over NATS by the healthcheck script', (name) => {
    expect(compose.services[name].healthcheck!.test).toEqual(['CMD', 'node', healthcheckScript, name]);
    expectRepoFile(healthcheckScript);
  });

  it('gives pdf-render no container name and no published ports, so it can scale out', () => {
    const pdfRender = compose.services['pdf-render'];
    expect(pdfRender.container_name).toBeUndefined();
    expect(pdfRender.ports).toBeUndefined();
  });

  it('gives MONGO_URL to every app but the stateless pdf-render and the gateway', () => {
    const withoutMongo = appServices.filter((name) => !compose.services[name].environment?.MONGO_URL);
    expect(withoutMongo.sort()).toEqual(['gateway', 'pdf-render']);
  });

  it('keeps MongoDB data in a named volume', () => {
    const mount = compose.services.mongo.volumes?.find((v) => v.endsWith(':/data/db'));
    expect(mount).toBeDefined();
    expect(Object.keys(compose.volumes ?? {})).toContain(mount!.split(':')[0]);
  });
});

describe('healthcheck script', () => {
  async function closedLoopbackPort(): Promise<number> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    await new Promise((resolve) => server.close(resolve));
    return port;
  }

  it('reports unhealthy when NATS cannot be reached', async () => {
    const port = await closedLoopbackPort();
    const result = spawnSync(process.execPath, [healthcheckScript, 'auth'], {
      cwd: repoRoot,
      env: { ...process.env, NATS_URL: `nats://127.0.0.1:${port}` },
      encoding: 'utf8',
      timeout: 10_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('auth:');
  });
});
