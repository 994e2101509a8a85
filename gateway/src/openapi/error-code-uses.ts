import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GatewayErrorCodes, ServiceErrorReasons } from '@paydraft/contracts';

/** A source file and the app it belongs to (`gateway`, `auth` for services/auth, `nest-kit` for libs/nest-kit). */
export type SourceFile = { app: string; text: string };

/** Every code of the registry (proto/src/error-reasons.ts), by the name code uses it by. */
export const REGISTERED_CODES: ReadonlyMap<string, string> = new Map([
  ...Object.entries(ServiceErrorReasons).map(
    ([name, reason]) => [`ServiceErrorReasons.${name}`, reason.code] as const,
  ),
  ...Object.entries(GatewayErrorCodes).map(([name, code]) => [`GatewayErrorCodes.${name}`, code] as const),
]);

const REGISTRY_USE = /\b(?:ServiceErrorReasons|GatewayErrorCodes)\.[A-Z_]+\b/g;
/** A code written out where an error is made (`code: 'auth.email_taken'`): the registry should name it. */
const CODE_LITERAL = /\bcode:\s*['"`]([a-z][a-z-]*\.[a-z_.]+)['"`]/g;

/** The apps that answer with each code, by code; and the code strings written out instead of named. */
export function errorCodeUses(files: readonly SourceFile[]): {
  apps: Map<string, Set<string>>;
  literals: Set<string>;
} {
  const apps = new Map<string, Set<string>>();
  const literals = new Set<string>();
  for (const { app, text } of files) {
    for (const [use] of text.matchAll(REGISTRY_USE)) {
      const code = REGISTERED_CODES.get(use);
      if (code) apps.set(code, (apps.get(code) ?? new Set()).add(app));
    }
    for (const [, code] of text.matchAll(CODE_LITERAL)) literals.add(code);
  }
  return { apps, literals };
}

const SOURCE = /\.tsx?$/;
const TEST = /\.(spec|test)\.tsx?$/;

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && SOURCE.test(entry.name) && !TEST.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

const appDirs = (root: string, parent: string) =>
  readdirSync(join(root, parent), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({ app: entry.name, dir: join(root, parent, entry.name, 'src') }));

/** The non-test sources of the gateway, the services and the libraries, each with its app. */
export function repositorySources(root: string): SourceFile[] {
  const apps = [
    { app: 'gateway', dir: join(root, 'gateway', 'src') },
    ...appDirs(root, 'services'),
    ...appDirs(root, 'libs'),
  ];
  return apps.flatMap(({ app, dir }) => {
    let files: string[];
    try {
      files = sourcesUnder(dir);
    } catch {
      return []; // a library without src/
    }
    return files.map((file) => ({ app, text: readFileSync(file, 'utf8') }));
  });
}
