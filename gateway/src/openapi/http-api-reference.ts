/*
 * docs/reference/http-api.md, written from the gateway's OpenAPI document by `npm run api:generate`:
 * one section per tag, one entry per operation. Only what the document says, in its order.
 */

type Schema = {
  $ref?: string;
  type?: string | string[];
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  const?: unknown;
};
type Media = { schema?: Schema };
type Answer = { description?: string; content?: Record<string, Media> };
type Parameter = { name: string; in: string; required?: boolean };
type Operation = {
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content?: Record<string, Media> };
  responses?: Record<string, Answer>;
};
export type OpenApiDocument = {
  info?: { title?: string; version?: string };
  paths: Record<string, Record<string, Operation>>;
};

/** Where the page lives, from the repository's root. */
export const HTTP_API_REFERENCE = 'docs/reference/http-api.md';

const UNTAGGED = 'other';
const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`;
const code = (text: string) => `\`${text}\``;
const refName = (ref: string) => ref.slice(ref.lastIndexOf('/') + 1);

/** A schema in a few words: a component's name, `Name[]`, or an object's required fields. */
function schemaWords(schema: Schema | undefined): string {
  if (!schema) return 'no body';
  if (schema.$ref) return code(refName(schema.$ref));
  if (schema.type === 'array') return `array of ${schemaWords(schema.items)}`;
  if (schema.properties) {
    const fields = (schema.required ?? []).map((name) => fieldWords(name, schema.properties?.[name]));
    return fields.length > 0 ? `object with ${fields.join(', ')}` : 'object, no required field';
  }
  return schema.type ? code([schema.type].flat().join(' | ')) : 'any';
}

function fieldWords(name: string, schema: Schema | undefined): string {
  if (schema?.const !== undefined) return code(`${name}: ${JSON.stringify(schema.const)}`);
  if (schema?.$ref || schema?.items?.$ref) return `${code(name)} (${schemaWords(schema)})`;
  return code(name);
}

function mediaWords(content: Record<string, Media> | undefined): string {
  const entries = Object.entries(content ?? {});
  if (entries.length === 0) return 'no body';
  return entries
    .map(([type, media]) => (type === 'application/json' ? schemaWords(media.schema) : code(type)))
    .join('; ');
}

function authWords(operation: Operation): string {
  const schemes = (operation.security ?? []).flatMap((requirement) => Object.keys(requirement));
  if (schemes.length === 0) return 'none';
  return schemes
    .map((scheme) => (scheme === 'bearer' ? 'session (`Authorization: Bearer <token>`)' : code(scheme)))
    .join(' or ');
}

function parameterWords(operation: Operation): string[] {
  const byPlace = new Map<string, string[]>();
  for (const parameter of operation.parameters ?? []) {
    const names = byPlace.get(parameter.in) ?? [];
    names.push(code(parameter.name) + (parameter.required && parameter.in !== 'path' ? ' (required)' : ''));
    byPlace.set(parameter.in, names);
  }
  return [...byPlace].map(
    ([place, names]) =>
      `- ${place === 'query' ? 'Query' : `${place[0].toUpperCase()}${place.slice(1)}`}: ${names.join(', ')}`,
  );
}

function bodyWords(operation: Operation): string[] {
  const body = operation.requestBody;
  if (!body) return [];
  const words = Object.entries(body.content ?? {}).map(([type, media]) => {
    const required = media.schema?.required ?? [];
    const schema = media.schema?.$ref ? `${code(refName(media.schema.$ref))}, ` : '';
    const fields = required.length > 0 ? `required: ${required.map(code).join(', ')}` : 'no required field';
    return `${code(type)}, ${schema}${fields}`;
  });
  return [`- Request body${body.required ? '' : ' (optional)'}: ${words.join('; ')}`];
}

function answerLines(operation: Operation): string[] {
  const answers = Object.entries(operation.responses ?? {});
  const success = answers.filter(([status]) => Number(status) < 400);
  const errors = answers.filter(([status]) => Number(status) >= 400);
  const line = ([status, answer]: [string, Answer]) =>
    [code(status), answer.description].filter(Boolean).join(': ') +
    (Number(status) < 400 ? `; body: ${mediaWords(answer.content)}` : '');
  return [
    ...success.map((answer) => `- Success: ${line(answer)}`),
    ...(errors.length > 0 ? ['- Errors:', ...errors.map((answer) => `  - ${line(answer)}`)] : []),
  ];
}

function operationSection(method: string, path: string, operation: Operation): string {
  return [
    `### ${code(`${method.toUpperCase()} ${path}`)}`,
    '',
    ...(operation.summary ? [operation.summary, ''] : []),
    `- Auth: ${authWords(operation)}`,
    ...parameterWords(operation),
    ...bodyWords(operation),
    ...answerLines(operation),
  ].join('\n');
}

/** The operations by tag, tags in the order the document first names them. */
function operationsByTag(document: OpenApiDocument): Map<string, string[]> {
  const byTag = new Map<string, string[]>();
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const tag = operation.tags?.[0] ?? UNTAGGED;
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationSection(method, path, operation)]);
    }
  }
  return byTag;
}

/** The page's Markdown (prettier formats it before it is written or compared). */
export function httpApiReference(document: OpenApiDocument): string {
  const byTag = operationsByTag(document);
  const title = `${document.info?.title ?? 'API'} ${document.info?.version ?? ''}`.trim();
  return [
    '# HTTP API',
    '',
    '<!-- Generated by `npm run api:generate` from frontend/src/shared/api/generated/openapi.json: do not edit. -->',
    '<!-- A drift fails gateway/src/openapi/http-api-reference.spec.ts. -->',
    '',
    `${title}, as the gateway's OpenAPI document describes it (served at \`/api/docs\`; how it is built: ` +
      '[openapi.md](../openapi.md)). Every error answer is an `ApiError`: `{ success: false, error, code }`; ' +
      'the codes are listed in [error-codes.md](error-codes.md).',
    '',
    ...[...byTag.keys()].map(
      (tag) => `- [${tag}](#${tag}) (${plural(byTag.get(tag)?.length ?? 0, 'operation')})`,
    ),
    '',
    ...[...byTag].flatMap(([tag, sections]) => [
      `## ${tag}`,
      '',
      ...sections.flatMap((section) => [section, '']),
    ]),
  ].join('\n');
}
