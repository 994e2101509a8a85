import { ApiResponse } from '@nestjs/swagger';
import { z } from 'zod';
import { openApiAnswerSchemaOf } from './zod-schema';

/** `{ success: true }`: the answer of a call that returns nothing else. */
export const okAnswerSchema = z.object({ success: z.literal(true) });

/** `{ success: true, url }`: a page of Stripe's to send the browser to. */
export const urlAnswerSchema = z.object({
  success: z.literal(true),
  url: z.string().describe('Send the browser there'),
});

/** `{ success: true, data }`: the envelope of most answers. */
export const dataAnswerSchema = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), data });

/**
 * The success answer of a route, its schema taken from the zod schema the answer's mapper is typed by
 * (so the reference and the code cannot drift apart). `status`: 201 for a POST without @HttpCode.
 */
export function ApiAnswer(
  schema: z.ZodType,
  { status = 200, description = 'Success' }: { status?: number; description?: string } = {},
): MethodDecorator {
  return ApiResponse({ status, description, schema: openApiAnswerSchemaOf(schema) });
}

/** A binary answer (a PDF, an image, an XML or CSV file) of the given media types. */
export function ApiFileAnswer(mediaTypes: string[], description: string): MethodDecorator {
  const schema = { type: 'string' as const, format: 'binary' };
  return ApiResponse({
    status: 200,
    description,
    content: Object.fromEntries(mediaTypes.map((mediaType) => [mediaType, { schema }])),
  });
}
