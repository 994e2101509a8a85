import { BadRequestException, type PipeTransform } from '@nestjs/common';
import { GatewayErrorCodes } from '@paydraft/contracts';
import type { z } from 'zod';

/**
 * Validates a request body; a bad one is a 400 whose message lists every problem, each once (500
 * items with the same mistake make one message, not 500).
 */
export class ZodBodyPipe<Schema extends z.ZodType> implements PipeTransform<unknown, z.infer<Schema>> {
  constructor(private readonly schema: Schema) {}

  transform(value: unknown): z.infer<Schema> {
    const parsed = this.schema.safeParse(value ?? {});
    if (parsed.success) return parsed.data;
    const details = [...new Set(parsed.error.issues.map((issue) => issue.message))];
    throw new BadRequestException({
      message: details.join('. '),
      details,
      code: GatewayErrorCodes.INVALID_BODY,
    });
  }
}
