import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { z } from 'zod';

/**
 * The named schemas of the answers (a zod schema with `.meta({ id })`: Document, Client, ApiError...),
 * gathered as the decorators run and put into the document's components by openApiDocumentOf, so each
 * is described once and the page's generated types name them.
 */
export const answerComponents: Record<string, SchemaObject> = {};

const COMPONENT_PREFIX = '#/components/schemas/';

function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): SchemaObject {
  const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return jsonSchema as SchemaObject;
}

/** A request body schema for the API reference, from the same zod schema that validates it. */
export function openApiSchemaOf(schema: z.ZodType): SchemaObject {
  return jsonSchemaOf(schema, 'input');
}

/**
 * An answer's schema for the API reference, from the zod schema its mapper's return type is taken
 * from; its named parts become components (zod's `$defs`, moved to the document's components).
 */
export function openApiAnswerSchemaOf(schema: z.ZodType): SchemaObject {
  const { $defs = {}, ...jsonSchema } = jsonSchemaOf(schema, 'output') as SchemaObject & {
    $defs?: Record<string, SchemaObject>;
  };
  const toComponents = (part: object) =>
    JSON.parse(JSON.stringify(part).replaceAll('"#/$defs/', `"${COMPONENT_PREFIX}`)) as SchemaObject;
  for (const [name, definition] of Object.entries($defs)) answerComponents[name] = toComponents(definition);
  return toComponents(jsonSchema);
}

/** A `$ref` to a named schema of answerComponents. */
export const componentRef = (name: string) => ({ $ref: `${COMPONENT_PREFIX}${name}` });
