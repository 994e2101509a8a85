import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { z } from 'zod';

/** A request body schema for the API reference, from the same zod schema that validates it. */
export function openApiSchemaOf(schema: z.ZodType): SchemaObject {
  const { $schema: _dialect, ...jsonSchema } = z.toJSONSchema(schema, {
    io: 'input',
    unrepresentable: 'any',
  });
  return jsonSchema as SchemaObject;
}
