import { BadRequestException, type PipeTransform } from '@nestjs/common';
import { GatewayErrorCodes } from '@paydraft/contracts';
import type { z } from 'zod';

/** Validates a route's query parameters; a bad one is a 400 `request.invalid_query` naming every problem. */
export class ZodQueryPipe<Schema extends z.ZodType> implements PipeTransform<unknown, z.infer<Schema>> {
  constructor(private readonly schema: Schema) {}

  transform(value: unknown): z.infer<Schema> {
    const parsed = this.schema.safeParse(value ?? {});
    if (parsed.success) return parsed.data;
    const details = [...new Set(parsed.error.issues.map((issue) => issue.message))];
    throw new BadRequestException({
      message: details.join('. '),
      details,
      code: GatewayErrorCodes.INVALID_QUERY,
    });
  }
}
