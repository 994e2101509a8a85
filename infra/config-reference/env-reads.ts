import ts from 'typescript';
import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';

/**
 * The environment variables a source file reads, found in its syntax tree (docs/reference/configuration.md
 * is checked against them). A name built at run time is kept as a pattern: `${service}_INSTANCES` reads
 * `*_INSTANCES`.
 */

/** How the code spells a variable's name: upper case, digits and underscores. */
const VARIABLE_NAME = /^[A-Z][A-Z0-9_]*$/;

/** `process.env`, `import.meta.env`, or an `env` passed around in their place (loadConfig, start.mjs's helpers). */
function isEnvObject(node: ts.Expression): boolean {
  const expression = ts.isNonNullExpression(node) ? node.expression : node;
  if (ts.isIdentifier(expression)) return expression.text === 'env';
  if (!ts.isPropertyAccessExpression(expression) || expression.name.text !== 'env') return false;
  const owner = expression.expression;
  return (
    (ts.isIdentifier(owner) && owner.text === 'process') ||
    (ts.isMetaProperty(owner) && owner.name.text === 'meta')
  );
}

/** A template whose text is a variable name's tail, `${service}_INSTANCES`: the name as a pattern. */
function templatePattern(node: ts.Node): string | undefined {
  if (!ts.isTemplateExpression(node) || node.head.text !== '' || node.templateSpans.length !== 1)
    return undefined;
  const tail = node.templateSpans[0]!.literal.text;
  return /^_[A-Z0-9_]+$/.test(tail) ? `*${tail}` : undefined;
}

/** The name an access reads: `env.X`, `env?.X`, `env['X']`, or a pattern for `env[`${…}_X`]`. */
function accessedName(node: ts.Node): string | undefined {
  if (ts.isPropertyAccessExpression(node) && isEnvObject(node.expression)) return node.name.text;
  if (!ts.isElementAccessExpression(node) || !isEnvObject(node.expression)) return undefined;
  const key = node.argumentExpression;
  return ts.isStringLiteralLike(key) ? key.text : templatePattern(key);
}

/** `process.env.X = …` and `delete process.env.X` hand a value on; they read nothing. */
function isWritten(node: ts.Node): boolean {
  const parent = node.parent;
  if (ts.isDeleteExpression(parent)) return true;
  return (
    ts.isBinaryExpression(parent) &&
    parent.left === node &&
    parent.operatorToken.kind >= ts.SyntaxKind.FirstAssignment &&
    parent.operatorToken.kind <= ts.SyntaxKind.LastAssignment
  );
}

/** `const { X, Y: y, Z = '1' } = process.env`. */
function destructuredNames(node: ts.Node): string[] {
  if (!ts.isVariableDeclaration(node) || !node.initializer || !isEnvObject(node.initializer)) return [];
  if (!ts.isObjectBindingPattern(node.name)) return [];
  return node.name.elements.flatMap((element) => {
    const key = element.propertyName ?? element.name;
    return ts.isIdentifier(key) || ts.isStringLiteralLike(key) ? [key.text] : [];
  });
}

/**
 * The keys of an environment schema, in a file that imports zod: an object given to `z.object(…)` or
 * `schema.extend(…)`, or kept in a constant named `…Env` to be spread into one (nest-kit's natsEnv,
 * mongoEnv, eventsEnv, …). Elsewhere such objects are environments handed to child processes.
 */
function isEnvSchemaObject(node: ts.ObjectLiteralExpression): boolean {
  const parent = node.parent;
  if (ts.isCallExpression(parent) && parent.arguments.includes(node)) {
    const callee = parent.expression;
    return ts.isPropertyAccessExpression(callee) && ['object', 'extend'].includes(callee.name.text);
  }
  return ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name) && /Env$/.test(parent.name.text);
}

function schemaKeys(node: ts.Node, withZod: boolean): string[] {
  if (!withZod || !ts.isObjectLiteralExpression(node) || !isEnvSchemaObject(node)) return [];
  return node.properties.flatMap((property) => {
    const name = property.name;
    if (!ts.isPropertyAssignment(property) || !name) return [];
    return ts.isIdentifier(name) || ts.isStringLiteralLike(name) ? [name.text] : [];
  });
}

/** What one node reads; a template name counts wherever it is built (start.mjs builds it, then reads `env[name]`). */
function namesAt(node: ts.Node, withZod: boolean): string[] {
  const accessed = accessedName(node);
  if (accessed !== undefined) return isWritten(node) ? [] : [accessed];
  const pattern = templatePattern(node);
  if (pattern !== undefined) return [pattern];
  return [...destructuredNames(node), ...schemaKeys(node, withZod)];
}

/** Every variable a TypeScript or JavaScript source reads, each once, in the order first met. */
export function envReadsInSource(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const withZod = source.statements.some(
    (statement) =>
      ts.isImportDeclaration(statement) &&
      ts.isStringLiteral(statement.moduleSpecifier) &&
      statement.moduleSpecifier.text === 'zod',
  );
  const names = new Set<string>();
  const visit = (node: ts.Node): void => {
    for (const name of namesAt(node, withZod))
      if (VARIABLE_NAME.test(name) || name.startsWith('*_')) names.add(name);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return [...names];
}

/** The variables a compose file interpolates: `${X}`, `${X:-default}`, `${X:?message}`. */
export function envReadsInCompose(text: string): string[] {
  const names = [...text.matchAll(/\$\{([A-Z][A-Z0-9_]*)(?=[}:?-])/g)].map((match) => match[1]!);
  return [...new Set(names)];
}

/** Where the product's code lives: apps, libraries, scripts, simulators, benchmarks and the frontend. */
export const SOURCE_ROOTS = [
  'gateway/src',
  'services',
  'libs',
  'proto/src',
  'infra',
  'bench',
  'frontend/src',
];

/** Tests, their helpers and generated code read what they set up; they are not configuration. */
const SKIPPED_SEGMENT = /(^|\/)(node_modules|dist|gen|test|tests|testing|e2e|__mocks__)\//;
const SOURCE_FILE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
const TEST_FILE = /\.(spec|test|integration-spec|e2e-spec)\.[cm]?[jt]sx?$|\.d\.[cm]?ts$/;

/** The product's source files under the roots, relative to the repository root. */
export function productSources(root: string): string[] {
  return SOURCE_ROOTS.flatMap((dir) =>
    readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
      .map((file) => `${dir}/${file.split(sep).join('/')}`)
      .filter((file) => SOURCE_FILE.test(file) && !TEST_FILE.test(file) && !SKIPPED_SEGMENT.test(file)),
  );
}

/** The compose files, whose `${X}` are read from `.env` or the environment. */
const COMPOSE_FILES = ['docker-compose.yml', 'docker-compose.production.yml'];

/** Every variable the product reads, with the files that read it (the compose files included). */
export function envReadsInRepository(root: string): Map<string, string[]> {
  const readers = new Map<string, string[]>();
  const record = (file: string, names: string[]) => {
    for (const name of names) readers.set(name, [...(readers.get(name) ?? []), file]);
  };
  for (const file of productSources(root))
    record(file, envReadsInSource(file, readFileSync(join(root, file), 'utf8')));
  for (const file of COMPOSE_FILES) record(file, envReadsInCompose(readFileSync(join(root, file), 'utf8')));
  return readers;
}
