import SwaggerParser from '@apidevtools/swagger-parser';
import type { OpenAPIObject } from '@nestjs/swagger';
import { offlineOpenApiDocument } from './offline-openapi-document';

type Schema = { $ref?: string; properties?: Record<string, unknown>; required?: string[] };
type Answer = { content?: Record<string, { schema?: Schema }> };
type Operation = { responses?: Record<string, Answer> };

function operationsOf(document: OpenAPIObject): [string, Operation][] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item as Record<string, Operation>).map(([method, operation]): [string, Operation] => [
      `${method.toUpperCase()} ${path}`,
      operation,
    ]),
  );
}

function schemaOf(document: OpenAPIObject, schema: Schema): Schema {
  const name = schema.$ref?.replace('#/components/schemas/', '');
  return name ? (document.components?.schemas?.[name] as Schema) : schema;
}

/** A 2xx answer with a body schema, a 204 or a redirect: what a client can type its call with. */
function answersTyped(operation: Operation): boolean {
  return Object.entries(operation.responses ?? {}).some(
    ([status, answer]) =>
      status === '204' ||
      status.startsWith('3') ||
      (status.startsWith('2') && Object.values(answer.content ?? {}).some((media) => media.schema)),
  );
}

/** What says a schema's type; a part without any (zod's `{}` for a transform's output) types nothing. */
const TYPING_KEYS = ['type', '$ref', 'anyOf', 'oneOf', 'allOf', 'const', 'enum'];

/** The parts of an answer schema (its properties, items and alternatives) that say no type, by path. */
function untypedParts(schema: unknown, path: string): string[] {
  if (typeof schema !== 'object' || schema === null) return [];
  const part = schema as Record<string, unknown>;
  const own = TYPING_KEYS.some((key) => key in part) ? [] : [path];
  const properties = Object.entries((part.properties ?? {}) as Record<string, unknown>);
  const alternatives = ['anyOf', 'oneOf', 'allOf'].flatMap((key) =>
    ((part[key] ?? []) as unknown[]).map((alternative, index): [string, unknown] => [
      `${key}[${index}]`,
      alternative,
    ]),
  );
  const children: [string, unknown][] = [
    ...properties,
    ...alternatives,
    ['items', part.items],
    [
      'additionalProperties',
      typeof part.additionalProperties === 'object' ? part.additionalProperties : undefined,
    ],
  ];
  return [
    ...own,
    ...children.flatMap(([name, child]) => (child ? untypedParts(child, `${path}.${name}`) : [])),
  ];
}

/** The health check's 503 is its report (`{ status: 'down', services }`), not an error. */
const NOT_ERRORS = ['GET /api/health 503'];

describe('the OpenAPI document at /api/docs/openapi.json', () => {
  let document: OpenAPIObject;

  beforeAll(async () => {
    document = await offlineOpenApiDocument();
  }, 60_000);

  it('passes the OpenAPI validator', async () => {
    // validate() dereferences in place: hand it a copy so the other tests see the $refs.
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeDefined();
  });

  it('types the success answer of every operation', () => {
    const untyped = operationsOf(document)
      .filter(([, operation]) => !answersTyped(operation))
      .map(([name]) => name);

    expect(untyped).toEqual([]);
  });

  it('types every field of every answer', () => {
    const answers = operationsOf(document).flatMap(([name, operation]) =>
      Object.entries(operation.responses ?? {}).flatMap(([status, answer]) =>
        Object.values(answer.content ?? {}).map((media) => untypedParts(media.schema, `${name} ${status}`)),
      ),
    );
    const components = Object.entries(document.components?.schemas ?? {}).map(([name, schema]) =>
      untypedParts(schema, name),
    );

    expect([...answers, ...components].flat()).toEqual([]);
  });

  it('describes every error answer with its code and message', () => {
    const errors = operationsOf(document).flatMap(([name, operation]) =>
      Object.entries(operation.responses ?? {})
        .filter(([status]) => /^[45]/.test(status))
        .map(([status, answer]) => ({ name: `${name} ${status}`, answer }))
        .filter(({ name }) => !NOT_ERRORS.includes(name)),
    );
    const uncoded = errors
      .filter(({ answer }) => {
        const schema = answer.content?.['application/json']?.schema;
        const required = schema ? (schemaOf(document, schema).required ?? []) : [];
        return !(required.includes('code') && required.includes('error'));
      })
      .map(({ name }) => name);

    expect(errors.length).toBeGreaterThan(0);
    expect(uncoded).toEqual([]);
  });
});
