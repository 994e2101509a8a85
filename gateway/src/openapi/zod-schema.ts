import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { z } from 'zod';

function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): SchemaObject {
  const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return jsonSchema as SchemaObject;
}

/** A request body schema for the API reference, from the same zod schema that validates it. */
export function openApiSchemaOf(schema: z.ZodType): SchemaObject {
  return jsonSchemaOf(schema, 'input');
}

/** An answer's schema for the API reference, from the zod schema its mapper's return type is taken from. */
export function openApiAnswerSchemaOf(schema: z.ZodType): SchemaObject {
  return jsonSchemaOf(schema, 'output');
}
