import { applyDecorators } from '@nestjs/common';
import { ApiQuery } from '@nestjs/swagger';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import type { z } from 'zod';
import { openApiSchemaOf } from './zod-schema';

/** Each parameter of a route's query in the API reference, from the zod schema that validates it. */
export function ApiQueryOf(schema: z.ZodObject): MethodDecorator {
  const { properties = {}, required = [] } = openApiSchemaOf(schema);
  return applyDecorators(
    ...Object.entries(properties).map(([name, property]) =>
      ApiQuery({ name, schema: property as SchemaObject, required: required.includes(name) }),
    ),
  );
}
