import fc from 'fast-check';
import { HOSTILE_KEYS, HOSTILE_VALUES } from './hostile-values';
import { array, object, value, type JsonText } from './json-text';

/** The part of a JSON Schema (as zod writes it into the OpenAPI document) that shapes a body. */
export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  pattern?: string;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
};

/** A hostile value of any family; 1 MB strings rarely, so most bodies stay small enough to be read. */
const hostileValue: fc.Arbitrary<JsonText> = fc.oneof(
  ...Object.entries(HOSTILE_VALUES).map(([family, values]) => ({
    arbitrary: fc.constantFrom(...values),
    weight: family === 'hugeStrings' || family === 'deepNesting' ? 1 : 5,
  })),
);

const text = (schema: JsonSchema): fc.Arbitrary<JsonText> => {
  if (schema.enum) return fc.constantFrom(...schema.enum.map((v) => value(v as string)));
  if (schema.pattern?.includes('\\d{4}-\\d{2}-\\d{2}'))
    return fc.constantFrom(value('2026-11-01'), value(''));
  return fc.string({ unit: 'binary', maxLength: Math.min(schema.maxLength ?? 30, 30) }).map(value);
};

const number: fc.Arbitrary<JsonText> = fc
  .oneof(fc.integer({ min: -5, max: 1_000_000 }), fc.double({ noNaN: true, noDefaultInfinity: true }))
  .map(value);

/**
 * Bodies shaped like the schema (so they pass the first checks and reach the deeper ones) where any
 * value may be hostile and any object may carry hostile keys.
 */
export function fuzzedBody(schema: JsonSchema): fc.Arbitrary<JsonText> {
  return shaped(schema, 0);
}

function fuzzed(schema: JsonSchema, depth: number): fc.Arbitrary<JsonText> {
  return fc.oneof({ arbitrary: shaped(schema, depth), weight: 4 }, { arbitrary: hostileValue, weight: 1 });
}

function shaped(schema: JsonSchema, depth: number): fc.Arbitrary<JsonText> {
  const types = [schema.type ?? (schema.properties ? 'object' : 'string')].flat();
  const options = types.map((type) => ofType(type, schema, depth));
  return options.length === 1 ? options[0] : fc.oneof(...options);
}

function ofType(type: string, schema: JsonSchema, depth: number): fc.Arbitrary<JsonText> {
  switch (type) {
    case 'object':
      return objectOf(schema, depth);
    case 'array':
      return fc
        .array(fuzzed(schema.items ?? {}, depth + 1), {
          minLength: Math.min(schema.minItems ?? 0, 3),
          maxLength: 3,
        })
        .map(array);
    case 'number':
    case 'integer':
      return number;
    case 'boolean':
      return fc.boolean().map(value);
    case 'null':
      return fc.constant(value(null));
    default:
      return text(schema);
  }
}

function objectOf(schema: JsonSchema, depth: number): fc.Arbitrary<JsonText> {
  if (depth > 4) return fc.constant(object([]));
  const known = Object.entries(schema.properties ?? {}).map(([key, property]) =>
    fc
      .option(fuzzed(property, depth + 1), { freq: 5 })
      .map((v) => (v === null ? [] : [[key, v] as [string, JsonText]])),
  );
  const additional = typeof schema.additionalProperties === 'object' ? schema.additionalProperties : {};
  const extraKey = fc.oneof(fc.constantFrom(...HOSTILE_KEYS), fc.constantFrom('c1', 'col-1', 'col-2'));
  const extras = fc.array(fc.tuple(extraKey, fuzzed(additional, depth + 1)), { maxLength: 2 });
  return fc
    .tuple(fc.tuple(...known), extras)
    .map(([entries, extra]) => object([...entries.flat(), ...extra]));
}
