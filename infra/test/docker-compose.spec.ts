// Docker is not available where this runs, so the compose stack and its Dockerfiles are checked
// statically: against the compose-spec JSON schema, and for the invariants the stack relies on.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { NATS_IDENTITIES } from '@paydraft/contracts';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { parseDocument, Scalar, type Tags } from 'yaml';
import { MAX_DOCUMENT_BYTES } from '../../gateway/src/pdf/document-size';
import { LOGO_MAX_BYTES } from '../../libs/invoice-core/src/rules/logo';

interface ComposeService {
  build?: { context: string; dockerfile: string; args?: Record<string, string> };
  image?: string;
  entrypoint?: string[];
  command?: string[];
  container_name?: string;
  ports?: string[];
  profiles?: string[];
  init?: boolean;
  restart?: string;
  network_mode?: string;
  depends_on?: Record<string, { condition: string; required?: boolean }>;
  environment?: Record<string, string | null>;
  healthcheck?: { test: string[] };
  deploy?: { replicas?: number | string; resources?: { limits?: { cpus?: string; memory?: string } } };
  volumes?: (string | VolumeMount)[];
}

interface VolumeMount {
  type: string;
  source: string;
  target: string;
  read_only?: boolean;
  volume?: { subpath?: string };
}

interface ComposeFile {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
}

const repoRoot = path.resolve(__dirname, '../..');
const natsServices = ['auth', 'documents', 'clients', 'billing', 'mailer', 'pdf-render'];
const appServices = [...natsServices, 'gateway'];
const demoServices = ['stripe-sim', 'mail-capture', 'google-oidc-mock'];
const mongoMembers = ['mongo-1', 'mongo-2', 'mongo-3'];
const natsNodes = ['nats-1', 'nats-2', 'nats-3'];
const productionServices = ['mongo-keyfile', ...mongoMembers, 'mongo-init', ...natsNodes, 'proxy'];
const productionFile = 'docker-compose.production.yml';
const appDockerfile = 'infra/docker/node-app.Dockerfile';
/** Where the Nx project of a built app is, where it is not services/<app>. */
const projectFiles: Record<string, string> = {
  gateway: 'gateway/project.json',
  'nats-credentials': 'infra/nats/project.json',
};

const readRepoFile = (relativePath: string) => readFileSync(path.join(repoRoot, relativePath), 'utf8');

/** KEY=value lines of an env file, comments left out. */
function envFile(relativePath: string): Record<string, string> {
  const lines = readRepoFile(relativePath).split('\n');
  const pairs = lines.map((line) => /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line)).filter((m) => m !== null);
  return Object.fromEntries(pairs.map((m) => [m[1], m[2]]));
}

/** The instructions after the last FROM: what the image that runs is made of. */
function runtimeStage(dockerfile: string): string {
  const text = readRepoFile(dockerfile);
  return text.slice(text.lastIndexOf('\nFROM '));
}

// Names the file in the failure message, which a bare boolean would not.
function expectRepoFile(relativePath: string) {
  const exists = existsSync(path.join(repoRoot, relativePath));
  expect({ file: relativePath, exists }).toEqual({ file: relativePath, exists: true });
}

/**
 * Compose's tags of an override file: `!override` replaces the value it merges onto, `!reset` removes
 * it. Each value so tagged is read as `{ '!override': value }` or `{ '!reset': value }`.
 */
const mergeTags: Tags = (['map', 'seq'] as const).flatMap((collection) =>
  ['!override', '!reset'].map((tag) => ({
    tag,
    collection,
    resolve: (node: { toJSON(): unknown }) => new Scalar({ [tag]: node.toJSON() }),
  })),
);

function loadComposeFile(relativePath: string): ComposeFile {
  // Compose resolves `<<` merge keys, which YAML 1.2 parsers only do when asked.
  const doc = parseDocument(readRepoFile(relativePath), { merge: true, customTags: mergeTags });
  const problems = [...doc.errors, ...doc.warnings];
  if (problems.length > 0) throw new Error(`${relativePath}: ${problems.join('\n')}`);
  return doc.toJS();
}

const loadCompose = () => loadComposeFile('docker-compose.yml');

const isMapping = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const tagged = (value: unknown, tag: '!override' | '!reset') => isMapping(value) && tag in value;

/**
 * An override file merged onto the file before it, by the rules of Compose's merge the override uses:
 * mappings merge key by key, sequences append, `!override` replaces and `!reset` removes.
 */
function mergeCompose(base: unknown, override: unknown): unknown {
  if (tagged(override, '!override')) return (override as Record<string, unknown>)['!override'];
  if (isMapping(base) && isMapping(override)) {
    const merged: Record<string, unknown> = { ...base };
    for (const [key, value] of Object.entries(override)) {
      if (tagged(value, '!reset')) delete merged[key];
      else merged[key] = mergeCompose(base[key], value);
    }
    return merged;
  }
  if (Array.isArray(base) && Array.isArray(override)) return [...base, ...override];
  return override;
}

/** The services Compose runs with these profiles: those without a profile and those in one of them. */
function enabledServices(compose: ComposeFile, profiles: string[]): Record<string, ComposeService> {
  return Object.fromEntries(
    Object.entries(compose.services).filter(
      ([, service]) => !service.profiles || service.profiles.some((p) => profiles.includes(p)),
    ),
  );
}

/** `service -> dependency` for each dependency Compose requires but does not run. */
function missingDependencies(services: Record<string, ComposeService>): string[] {
  return Object.entries(services).flatMap(([name, service]) =>
    Object.entries(service.depends_on ?? {})
      .filter(([dependency, { required }]) => required !== false && !(dependency in services))
      .map(([dependency]) => `${name} -> ${dependency}`),
  );
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

  it('runs MongoDB, NATS and every Paydraft app; the simulators and the cluster only in their profiles', () => {
    const byProfile = (profile: string | undefined) =>
      Object.keys(compose.services)
        .filter((name) => compose.services[name].profiles?.[0] === profile)
        .sort();
    expect(byProfile(undefined)).toEqual(['mongo', 'nats', 'nats-credentials', ...appServices].sort());
    expect(byProfile('demo')).toEqual([...demoServices].sort());
    expect(byProfile('production')).toEqual([...productionServices].sort());
  });

  it.each([[[]], [['demo']]])(
    'with profiles %j, runs every service that a service depends on',
    (profiles) => {
      expect(missingDependencies(enabledServices(compose, profiles))).toEqual([]);
    },
  );

  it.each(['mongo', 'nats', ...appServices, ...demoServices, ...mongoMembers, ...natsNodes, 'proxy'])(
    '%s is restarted unless stopped',
    (name) => {
      expect(compose.services[name].restart).toBe('unless-stopped');
    },
  );

  it.each(['nats-credentials', 'mongo-keyfile', 'mongo-init'])(
    'runs the %s job once, not in a restart loop',
    (name) => {
      expect(compose.services[name].restart).toBe('no');
    },
  );

  describe.each([...appServices, 'nats-credentials'])('%s', (name) => {
    const service = compose.services[name];

    it('is built from the app Dockerfile, which declares every build arg', () => {
      const build = service.build!;
      expect(path.join(build.context, build.dockerfile)).toBe(appDockerfile);
      const declared = [...readRepoFile(appDockerfile).matchAll(/^ARG (\w+)/gm)].map((m) => m[1]);
      expect(declared).toEqual(expect.arrayContaining(Object.keys(build.args ?? {})));
    });

    it('names as APP a project whose Nx build target runs the production build of that app', () => {
      const app = service.build!.args!.APP;
      expect(app).toBe(name);
      const project = JSON.parse(readRepoFile(projectFiles[name] ?? `services/${name}/project.json`));
      expect(project.name).toBe(app);
      expect(project.targets.build.options.command).toBe(`node infra/build/main.mjs ${app}`);
    });
  });

  describe.each(appServices)('%s', (name) => {
    const service = compose.services[name];

    it('starts after NATS, and MongoDB when it uses it, report healthy', () => {
      expect(service.depends_on?.nats).toEqual({ condition: 'service_healthy' });
      if (service.environment?.MONGO_URL) {
        expect(service.depends_on?.mongo).toEqual({ condition: 'service_healthy' });
      }
    });

    it('runs under an init process, so signals reach node and children are reaped', () => {
      expect(service.init).toBe(true);
    });

    it('has a healthcheck', () => {
      expect(service.healthcheck?.test.length).toBeGreaterThan(1);
    });
  });

  it.each(natsServices)(
    '%s is health-checked over NATS by the healthcheck bundled beside main.js',
    (name) => {
      expect(compose.services[name].healthcheck!.test).toEqual(['CMD', 'node', 'healthcheck.js', name]);
      expect(readRepoFile('infra/build/build-app.mjs')).toContain(
        'entryPoints.healthcheck = SERVICE_HEALTHCHECK',
      );
      expectRepoFile('infra/docker/service-healthcheck.ts');
    },
  );

  it('starts the gateway, whose /api/health reports every service, once every service is healthy', () => {
    const gateway = compose.services.gateway;
    for (const name of natsServices) {
      expect({ name, dependency: gateway.depends_on?.[name] }).toEqual({
        name,
        dependency: { condition: 'service_healthy' },
      });
    }
    expect(gateway.healthcheck!.test.join(' ')).toContain('http://localhost:8080/api/health');
  });

  it('gives pdf-render no container name and no published ports, so it can scale out', () => {
    const pdfRender = compose.services['pdf-render'];
    expect(pdfRender.container_name).toBeUndefined();
    expect(pdfRender.ports).toBeUndefined();
  });

  it('runs several pdf-render replicas, each limited in CPU and memory', () => {
    const { deploy } = compose.services['pdf-render'];
    expect(deploy?.replicas).toBe('${PDF_RENDER_REPLICAS:-2}');
    expect(deploy?.resources?.limits).toEqual({ cpus: '1.0', memory: '512M' });
    // Each render thread parses its own fonts: one per one-core instance keeps it within the limit.
    expect(compose.services['pdf-render'].environment?.PDF_RENDER_WORKERS).toBe('1');
  });

  it('gives MONGO_URL to every app but the stateless pdf-render and the gateway', () => {
    const withoutMongo = appServices.filter((name) => !compose.services[name].environment?.MONGO_URL);
    expect(withoutMongo.sort()).toEqual(['gateway', 'pdf-render']);
  });

  describe('locked-down NATS', () => {
    const nats = compose.services.nats;
    const generator = compose.services['nats-credentials'];
    /** The long-syntax mounts of the volume that holds NATS's authorization and seeds. */
    const authMounts = (service: ComposeService) =>
      (service.volumes ?? []).filter(
        (mount): mount is VolumeMount => typeof mount !== 'string' && mount.source === 'nats-auth',
      );
    const generatorDir = generator.command!.at(-1)!;

    it('writes the authorization and seeds with the bundled generator into a named volume', () => {
      expect(generator.command).toEqual(['node', 'main.js', generatorDir]);
      expect(generator.volumes).toEqual([`nats-auth:${generatorDir}`]);
      expect(Object.keys(compose.volumes ?? {})).toContain('nats-auth');
    });

    it('gives that volume a directory owned by node in the generator image, so node can write there', () => {
      expect(runtimeStage(appDockerfile)).toContain(
        `RUN if [ "$APP" = nats-credentials ]; then install -d -o node -g node -m 700 ${generatorDir}; fi`,
      );
    });

    it('starts NATS once the generator has finished, with its authorization config', () => {
      expect(nats.depends_on?.['nats-credentials']).toEqual({ condition: 'service_completed_successfully' });
      expect(nats.volumes).toContain('nats-auth:/auth:ro');
      const command = nats.command!;
      expect(command[command.indexOf('-c') + 1]).toBe('/auth/auth.conf');
    });

    it('keeps JetStream, its store directory and the monitoring port the healthcheck asks', () => {
      expect(nats.command).toEqual(expect.arrayContaining(['-js', '-sd', '/data', '-m', '8222']));
      expect(nats.volumes).toContain('nats-data:/data');
      expect(nats.healthcheck!.test).toEqual(['CMD', 'wget', '-qO-', 'http://localhost:8222/healthz']);
    });

    it.each(appServices)(
      'mounts only its own seed into %s, read-only, where NATS_CREDENTIALS_DIR points',
      (name) => {
        const service = compose.services[name];
        expect(NATS_IDENTITIES).toContain(name);
        expect(authMounts(service)).toEqual([
          {
            type: 'volume',
            source: 'nats-auth',
            target: service.environment!.NATS_CREDENTIALS_DIR,
            read_only: true,
            volume: { subpath: `identities/${name}` },
          },
        ]);
        // The identity an app signs in as is its own name unless NATS_IDENTITY says otherwise.
        expect(service.environment!.NATS_IDENTITY).toBeUndefined();
      },
    );
  });

  describe('MongoDB with authentication', () => {
    const mongo = compose.services.mongo;
    const appsWithMongo = appServices.filter((name) => compose.services[name].environment?.MONGO_URL);

    it('creates its root user from variables the stack refuses to start without', () => {
      expect(mongo.environment?.MONGO_INITDB_ROOT_USERNAME).toMatch(/^\$\{MONGO_ROOT_USERNAME:\?/);
      expect(mongo.environment?.MONGO_INITDB_ROOT_PASSWORD).toMatch(/^\$\{MONGO_ROOT_PASSWORD:\?/);
    });

    it.each(appsWithMongo)('%s signs in to it with those credentials', (name) => {
      const url = new URL(compose.services[name].environment!.MONGO_URL!);
      expect(decodeURIComponent(url.username)).toBe('${MONGO_ROOT_USERNAME}');
      expect(decodeURIComponent(url.password)).toBe('${MONGO_ROOT_PASSWORD}');
      expect(url.host).toBe('mongo:27017');
      expect(url.searchParams.get('authSource')).toBe('admin');
    });

    it('publishes no port, so only the apps on the compose network reach it', () => {
      expect(mongo.ports).toBeUndefined();
    });
  });

  it('keeps MongoDB data in a named volume', () => {
    const mount = compose.services.mongo.volumes?.find(
      (v): v is string => typeof v === 'string' && v.endsWith(':/data/db'),
    );
    expect(mount).toBeDefined();
    expect(Object.keys(compose.volumes ?? {})).toContain(mount!.split(':')[0]);
  });
});

describe('the app Dockerfile', () => {
  const dockerfile = readRepoFile(appDockerfile);
  const runtime = runtimeStage(appDockerfile);

  it('builds in one stage and runs from a slim Node 20 image', () => {
    expect(dockerfile.match(/^FROM /gm)).toHaveLength(2);
    expect(dockerfile).toMatch(/^FROM node:20-bookworm-slim AS build$/m);
    expect(runtime).toMatch(/^FROM node:20-bookworm-slim AS runtime$/m);
  });

  it('builds the app with its Nx build target', () => {
    expect(dockerfile).toContain('RUN npx nx run "$APP:build"');
  });

  it('copies only the app output (bundle, pruned node_modules, run-time files) into the runtime image', () => {
    expect(runtime.match(/^COPY .*$/gm)).toEqual(['COPY --from=build /app/dist/apps/$APP ./']);
  });

  it('runs node main.js as the non-root user node', () => {
    expect(runtime).toMatch(/^USER node$/m);
    expect(runtime.indexOf('USER node')).toBeLessThan(runtime.indexOf('CMD'));
    expect(runtime).toMatch(/^CMD \["node", "main.js"\]$/m);
  });
});

describe('production profile (docker-compose.yml with docker-compose.production.yml)', () => {
  const override = loadComposeFile(productionFile);
  const merged = mergeCompose(compose, override) as ComposeFile;
  const production = enabledServices(merged, ['production']);
  const statefulServices = ['auth', 'documents', 'clients', 'billing', 'mailer'];
  const mongoHosts = mongoMembers.map((member) => `${member}:27017`);
  const natsUrls = natsNodes.map((node) => `nats://${node}:4222`);
  const flag = (service: ComposeService, name: string) =>
    service.command![service.command!.indexOf(name) + 1];
  const stringMounts = (service: ComposeService) =>
    (service.volumes ?? []).filter((mount): mount is string => typeof mount === 'string');

  it('is valid against the compose specification once merged', () => {
    expect(validate(merged) ? [] : validate.errors).toEqual([]);
  });

  it('changes only what the merge above models: profiles, environment, dependencies, replicas, ports', () => {
    const modelled = ['profiles', 'environment', 'depends_on', 'deploy', 'ports'];
    const keys = Object.values(override.services).flatMap((service) => Object.keys(service));
    expect(keys.filter((key) => !modelled.includes(key))).toEqual([]);
  });

  it('runs the replica set, the NATS cluster, every app, the proxy and no single node', () => {
    expect(Object.keys(production).sort()).toEqual(
      ['nats-credentials', ...productionServices, ...appServices].sort(),
    );
  });

  it('runs every service that a service depends on', () => {
    expect(missingDependencies(production)).toEqual([]);
  });

  it('cannot start without --profile production: the apps would lack the cluster', () => {
    expect(missingDependencies(enabledServices(merged, []))).toEqual(
      expect.arrayContaining(['auth -> mongo-init', 'gateway -> nats-1']),
    );
  });

  it('is not read by a plain `docker compose up`, which merges only docker-compose.override.yml', () => {
    expect(productionFile).not.toMatch(/\.override\.ya?ml$/);
    expect(existsSync(path.join(repoRoot, 'docker-compose.override.yml'))).toBe(false);
  });

  it.each(Object.keys(production))('%s has a healthcheck, or is a job that runs once', (name) => {
    const service = production[name];
    if (service.restart === 'no') expect(service.healthcheck).toBeUndefined();
    else expect(service.healthcheck?.test.length).toBeGreaterThan(1);
  });

  describe('MongoDB replica set', () => {
    const keyfileJob = production['mongo-keyfile'];
    const [keyfileVolume, keyfileDir] = stringMounts(keyfileJob)[0].split(':');
    const keyfileScript = keyfileJob.command!.join('\n');

    it('writes one random key into a volume, keeping a key already there, for mongod only', () => {
      expect(keyfileJob.entrypoint).toEqual(['sh', '-ec']);
      expect(keyfileScript).toContain(`if [ ! -s ${keyfileDir}/keyfile ]; then`);
      expect(keyfileScript).toContain('head -c 756 /dev/urandom | base64');
      // mongod runs as uid 999 in the mongo image and refuses a key file others may read.
      expect(keyfileScript).toContain(`chown 999:999 ${keyfileDir}/keyfile`);
      expect(keyfileScript).toContain(`chmod 400 ${keyfileDir}/keyfile`);
      expect(Object.keys(compose.volumes ?? {})).toContain(keyfileVolume);
    });

    describe.each(mongoMembers)('%s', (member) => {
      const service = production[member];
      const keyFile = flag(service, '--keyFile');

      it('runs mongod in replica set rs0 with the key file, on every interface', () => {
        expect(service.image).toBe('mongo:7');
        expect(service.command).toEqual([
          'mongod',
          '--replSet',
          'rs0',
          '--keyFile',
          keyFile,
          '--bind_ip_all',
        ]);
      });

      it('reads the key from the job’s volume, read-only, once the job has finished', () => {
        expect(stringMounts(service)).toContain(`${keyfileVolume}:${path.dirname(keyFile)}:ro`);
        expect(keyFile).toBe(`${keyfileDir}/keyfile`);
        expect(service.depends_on?.['mongo-keyfile']).toEqual({
          condition: 'service_completed_successfully',
        });
      });

      it('keeps its data in a volume of its own', () => {
        const others = mongoMembers
          .filter((other) => other !== member)
          .flatMap((other) => stringMounts(production[other]));
        const data = stringMounts(service).find((mount) => mount.endsWith(':/data/db'))!;
        expect(Object.keys(compose.volumes ?? {})).toContain(data.split(':')[0]);
        expect(others).not.toContain(data);
      });

      it('publishes no port, so only the apps on the compose network reach it', () => {
        expect(service.ports).toBeUndefined();
      });
    });

    it('creates the root user on mongo-1 only, from the variables the stack refuses to start without', () => {
      const mongo1 = production['mongo-1'].environment;
      expect(mongo1?.MONGO_INITDB_ROOT_USERNAME).toMatch(/^\$\{MONGO_ROOT_USERNAME:\?/);
      expect(mongo1?.MONGO_INITDB_ROOT_PASSWORD).toMatch(/^\$\{MONGO_ROOT_PASSWORD:\?/);
      // MongoDB refuses to initiate a set whose members other than the initiator hold data: mongo-2
      // and mongo-3 start empty and copy the user from mongo-1 when they join.
      expect(production['mongo-2'].environment).toBeUndefined();
      expect(production['mongo-3'].environment).toBeUndefined();
    });

    describe('the init job', () => {
      const init = production['mongo-init'];
      const [scriptSource, scriptTarget] = stringMounts(init)[0].split(':');
      const script = readRepoFile(scriptSource);

      /** Runs the init script in a stand-in mongosh; `answers` plays the server. */
      function runInitScript(answers: { initiate: () => void; primaryAfterPolls: number }) {
        let polls = 0;
        let now = 0;
        const initiated: unknown[] = [];
        const printed: string[] = [];
        const context = {
          rs: { initiate: (config: unknown) => (initiated.push(config), answers.initiate()) },
          db: {
            hello: () => ({ primary: polls >= answers.primaryAfterPolls ? 'mongo-1:27017' : undefined }),
          },
          print: (line: string) => printed.push(line),
          sleep: (ms: number) => ((polls += 1), (now += ms)),
          Date: { now: () => now },
        };
        runInNewContext(script, context);
        return { initiated, printed };
      }
      const alreadyInitialized = () => {
        throw Object.assign(new Error('already initialized'), { code: 23 });
      };

      it('runs once every member answers, signed in to mongo-1 as the root user', () => {
        for (const member of mongoMembers) {
          expect(init.depends_on?.[member]).toEqual({ condition: 'service_healthy' });
        }
        const command = init.command!.join(' ');
        // mongo-1, which holds the root user and so is the one member the set may be initiated on.
        expect(command).toContain('--host mongo-1 --authenticationDatabase admin');
        expect(command).toContain(
          '--username "$$MONGO_INITDB_ROOT_USERNAME" --password "$$MONGO_INITDB_ROOT_PASSWORD"',
        );
        expect(command).toMatch(new RegExp(`${scriptTarget}$`));
        expect(init.environment?.MONGO_INITDB_ROOT_PASSWORD).toMatch(/^\$\{MONGO_ROOT_PASSWORD:\?/);
      });

      it('initiates rs0 with the three members the compose file runs, and waits for a primary', () => {
        const { initiated, printed } = runInitScript({ initiate: () => undefined, primaryAfterPolls: 3 });
        expect(initiated).toEqual([
          {
            _id: flag(production['mongo-1'], '--replSet'),
            members: mongoHosts.map((host, _id) => ({ _id, host })),
          },
        ]);
        expect(printed).toEqual([
          `rs0: initiated with ${mongoHosts.join(', ')}`,
          'rs0: primary mongo-1:27017',
        ]);
      });

      it('passes on a second `up`, when the set exists', () => {
        const { printed } = runInitScript({ initiate: alreadyInitialized, primaryAfterPolls: 0 });
        expect(printed).toEqual(['rs0: already initiated', 'rs0: primary mongo-1:27017']);
      });

      it('fails, so the apps do not start, on any other refusal or when no primary is elected in a minute', () => {
        const refused = () => {
          throw Object.assign(new Error('not authorized'), { code: 13 });
        };
        expect(() => runInitScript({ initiate: refused, primaryAfterPolls: 0 })).toThrow('not authorized');
        expect(() => runInitScript({ initiate: () => undefined, primaryAfterPolls: Infinity })).toThrow(
          'rs0 elected no primary within 60 s',
        );
      });
    });

    it.each(statefulServices)(
      '%s connects to every member of rs0 as the root user, once it exists',
      (name) => {
        const service = production[name];
        const url = /^mongodb:\/\/([^:]+):([^@]+)@([^/]+)\/\?(.+)$/.exec(service.environment!.MONGO_URL!)!;
        expect(url.slice(1, 3)).toEqual(['${MONGO_ROOT_USERNAME}', '${MONGO_ROOT_PASSWORD}']);
        expect(url[3].split(',')).toEqual(mongoHosts);
        const query = new URLSearchParams(url[4]);
        expect(query.get('replicaSet')).toBe(flag(production['mongo-1'], '--replSet'));
        expect(query.get('authSource')).toBe('admin');
        expect(service.depends_on?.['mongo-init']).toEqual({ condition: 'service_completed_successfully' });
      },
    );
  });

  describe('NATS cluster', () => {
    describe.each(natsNodes)('%s', (node) => {
      const service = production[node];

      it('keeps the single node’s authorization, JetStream, store and monitoring port', () => {
        const single = compose.services.nats;
        expect(service.image).toBe(single.image);
        expect(service.command!.slice(0, single.command!.length)).toEqual(single.command);
        expect(service.depends_on).toEqual(single.depends_on);
        expect(service.volumes).toContain('nats-auth:/auth:ro');
        expect(service.healthcheck!.test).toEqual(single.healthcheck!.test);
      });

      it('joins cluster paydraft under its own name, with routes to the two other nodes', () => {
        expect(flag(service, '-server_name')).toBe(node);
        expect(flag(service, '-cluster_name')).toBe('paydraft');
        expect(flag(service, '-cluster')).toBe('nats://0.0.0.0:6222');
        const others = natsNodes.filter((other) => other !== node).map((other) => `nats://${other}:6222`);
        expect(flag(service, '-routes').split(',')).toEqual(others);
      });

      it('keeps its JetStream store in a volume of its own', () => {
        const data = stringMounts(service).find((mount) => mount.endsWith(':/data'))!;
        expect(data).toBe(`${node}-data:/data`);
        expect(Object.keys(compose.volumes ?? {})).toContain(`${node}-data`);
      });
    });

    it.each(appServices)(
      '%s connects to every node, with 3 JetStream replicas, once all are healthy',
      (name) => {
        const service = production[name];
        expect(service.environment!.NATS_URL!.split(',')).toEqual(natsUrls);
        expect(service.environment!.JETSTREAM_REPLICAS).toBe(String(natsNodes.length));
        for (const node of natsNodes)
          expect(service.depends_on?.[node]).toEqual({ condition: 'service_healthy' });
        expect(service.depends_on?.nats).toBeUndefined();
      },
    );
  });

  describe('gateways behind nginx', () => {
    const gateway = production.gateway;
    const proxy = production.proxy;
    const [configSource, configTarget] = stringMounts(proxy)[0].split(':');
    const config = readRepoFile(configSource);
    /** The lines of a block of nginx's config, `name {` to its closing brace (no nested blocks). */
    const block = (name: string) => new RegExp(`${name} \\{([^}]*)\\}`).exec(config)![1];
    const directives = (text: string, name: string) =>
      [...text.matchAll(new RegExp(`^\\s*${name} ([^;]+);`, 'gm'))].map((m) => m[1]);
    const proxyLocation = block('location /');

    it('runs two gateways that publish nothing and one nginx that publishes 8080', () => {
      expect(gateway.deploy?.replicas).toBe(2);
      expect(gateway.ports).toBeUndefined();
      expect(proxy.image).toMatch(/^nginx:1\.(2[89]|[3-9]\d)/);
      expect(proxy.ports).toEqual(['8080:8080']);
      expect(configTarget).toBe('/etc/nginx/nginx.conf');
      expect(proxy.depends_on?.gateway).toEqual({ condition: 'service_healthy' });
    });

    it('sends every request to the gateway replicas, found by name through Docker’s DNS', () => {
      expect(directives(config, 'listen')).toContain(proxy.ports![0].split(':')[1]);
      expect(directives(proxyLocation, 'proxy_pass')).toEqual(['http://gateways']);
      const upstream = block('upstream gateways');
      expect(directives(upstream, 'server')).toEqual([
        `gateway:${gateway.environment!.PORT} resolve max_fails=1 fail_timeout=10s`,
      ]);
      expect(directives(upstream, 'zone')).toHaveLength(1);
      expect(directives(config, 'resolver')[0]).toMatch(/^127\.0\.0\.11 /);
    });

    it('tries another gateway only where nothing was sent or the request is idempotent', () => {
      // Without `non_idempotent`, nginx never passes on a POST, PATCH or LOCK it has sent.
      expect(directives(config, 'proxy_next_upstream')).toEqual(['error timeout']);
      expect(directives(proxyLocation, 'proxy_next_upstream_tries')).toEqual(['2']);
    });

    it('hands the gateway the client’s address as its one trusted proxy hop', () => {
      expect(directives(proxyLocation, 'proxy_set_header')).toContain('X-Forwarded-For $remote_addr');
      expect(gateway.environment!.TRUST_PROXY).toBe('1');
    });

    it('passes the largest body the gateway takes: a document and a logo in one form', () => {
      const [size] = directives(config, 'client_max_body_size');
      expect(Number(/^(\d+)m$/.exec(size)![1]) * 1024 * 1024).toBeGreaterThan(
        MAX_DOCUMENT_BYTES + LOGO_MAX_BYTES,
      );
    });

    it('checks its own health on a port only its container reaches', () => {
      expect(directives(config, 'listen')).toContain('127.0.0.1:8081');
      expect(proxy.healthcheck!.test).toEqual(['CMD', 'wget', '-qO-', 'http://127.0.0.1:8081/healthz']);
    });
  });

  it.each(statefulServices)('runs %s twice', (name) => {
    expect(production[name].deploy?.replicas).toBe(2);
  });

  it('runs pdf-render PDF_RENDER_REPLICAS times, as the single-node stack does', () => {
    expect(production['pdf-render'].deploy).toEqual(compose.services['pdf-render'].deploy);
  });
});

describe('demo profile', () => {
  const demoEnv = envFile('infra/docker/demo.env');

  it.each(demoServices)(
    '%s runs as user node from the simulators image, its entry file in the repo',
    (name) => {
      const service = compose.services[name];
      expect(service.build?.dockerfile).toBe('infra/docker/simulators.Dockerfile');
      expect(runtimeStage('infra/docker/simulators.Dockerfile')).toMatch(/^USER node$/m);
      expectRepoFile(service.command!.at(-1)!);
    },
  );

  it('sets every variable compose refuses to start without', () => {
    const composeText = readRepoFile('docker-compose.yml') + readRepoFile(productionFile);
    const required = [...composeText.matchAll(/\$\{([A-Z][A-Z0-9_]*):\?/g)].map((m) => m[1]);
    expect(required.sort()).toEqual(['MONGO_ROOT_PASSWORD', 'MONGO_ROOT_USERNAME']);
    for (const name of required) expect({ name, set: Boolean(demoEnv[name]) }).toEqual({ name, set: true });
  });

  it('is switched on by the demo env file', () => {
    expect(demoEnv.COMPOSE_PROFILES).toBe('demo');
  });

  it('points billing at the Stripe simulator, which signs webhooks to the gateway with the same secret', () => {
    const sim = compose.services['stripe-sim'];
    expect(demoEnv.STRIPE_API_URL).toBe(`http://stripe-sim:${sim.environment!.STRIPE_SIM_PORT}`);
    expect(sim.environment!.STRIPE_WEBHOOK_SECRET).toMatch(/^\$\{STRIPE_WEBHOOK_SECRET:-/);
    expect(sim.environment!.STRIPE_SIM_WEBHOOK_URL).toBe('http://gateway:8080/api/stripe/webhook');
    expect(compose.services.billing.depends_on?.['stripe-sim']).toEqual({
      condition: 'service_healthy',
      required: false,
    });
  });

  it("the simulator signs the connected accounts' events to the Connect endpoint with the secret billing verifies with", () => {
    const sim = compose.services['stripe-sim'];
    expect(sim.environment!.STRIPE_SIM_CONNECT_WEBHOOK_URL).toBe(
      'http://gateway:8080/api/stripe/connect/webhook',
    );
    expect(sim.environment!.STRIPE_CONNECT_WEBHOOK_SECRET).toBe(
      `\${STRIPE_CONNECT_WEBHOOK_SECRET:-${demoEnv.STRIPE_CONNECT_WEBHOOK_SECRET}}`,
    );
    expect(compose.services.billing.environment).toHaveProperty('STRIPE_CONNECT_WEBHOOK_SECRET');
    expect(compose.services.billing.environment).toHaveProperty('STRIPE_PLATFORM_FEE_PERCENT');
  });

  it('points the mailer at the capture server', () => {
    const capture = compose.services['mail-capture'];
    expect(demoEnv.SENDGRID_BASE_URL).toBe(`http://mail-capture:${capture.environment!.MAIL_CAPTURE_PORT}`);
    expect(demoEnv.SENDGRID_API_KEY).toBeTruthy();
  });

  it('gives the Google issuer one URL for the browser and the gateway: the gateway network, published', () => {
    const issuer = compose.services['google-oidc-mock'];
    const port = issuer.environment!.GOOGLE_MOCK_PORT;
    expect(issuer.network_mode).toBe('service:gateway');
    expect(demoEnv.GOOGLE_ISSUER).toBe(`http://localhost:${port}`);
    expect(compose.services.gateway.ports).toContain(`${port}:${port}`);
    expect(demoEnv.GOOGLE_CLIENT_ID && demoEnv.GOOGLE_CLIENT_SECRET).toBeTruthy();
  });

  it.each(demoServices)('%s listens on every interface, so other containers reach it', (name) => {
    const hostVariable = Object.keys(compose.services[name].environment!).find((key) =>
      key.endsWith('_HOST'),
    );
    expect(compose.services[name].environment![hostVariable!]).toBe('0.0.0.0');
  });
});

describe('.env.example', () => {
  const documented = new Set(
    [...readRepoFile('.env.example').matchAll(/^#? ?([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]),
  );
  const composeText = readRepoFile('docker-compose.yml') + readRepoFile(productionFile);
  // Passed through from the environment (a key without a value) or interpolated (${NAME...}).
  const passed = Object.values(compose.services).flatMap((service) =>
    Object.entries(service.environment ?? {})
      .filter(([, value]) => value === null)
      .map(([key]) => key),
  );
  const interpolated = [...composeText.matchAll(/\$\{([A-Z][A-Z0-9_]*)/g)].map((m) => m[1]);

  it.each([...new Set([...passed, ...interpolated])].sort())('documents %s, which compose passes', (name) => {
    expect(documented.has(name)).toBe(true);
  });

  it.each(['STRIPE_SECRET_KEY', 'SENDGRID_API_KEY', 'GOOGLE_CLIENT_ID'])('documents %s', (name) => {
    expect(documented.has(name)).toBe(true);
  });
});

describe('service healthcheck', () => {
  async function closedLoopbackPort(): Promise<number> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    await new Promise((resolve) => server.close(resolve));
    return port;
  }

  // From source here; production-build.integration-spec.ts runs the bundled one against a live service.
  const runHealthcheck = (args: string[], env: NodeJS.ProcessEnv) =>
    spawnSync(
      process.execPath,
      ['-r', '@swc-node/register', 'infra/docker/service-healthcheck.ts', ...args],
      {
        cwd: repoRoot,
        env: { ...process.env, ...env },
        encoding: 'utf8',
        timeout: 20_000,
      },
    );

  it('reports unhealthy within its deadline when NATS cannot be reached', async () => {
    const port = await closedLoopbackPort();
    const result = runHealthcheck(['auth'], { NATS_URL: `nats://127.0.0.1:${port}` });
    expect({ status: result.status, stderr: result.stderr }).toEqual({
      status: 1,
      stderr: 'auth: NATS did not answer within 4000 ms\n',
    });
  }, 30_000);

  it('refuses a name that is no service', () => {
    const result = runHealthcheck(['billing-typo'], {});
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(
      'usage: node healthcheck.js <auth|documents|clients|billing|mailer|pdf-render>',
    );
  }, 30_000);
});
