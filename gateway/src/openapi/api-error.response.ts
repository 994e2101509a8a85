import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import type { SchemaObject } from '@nestjs/swagger/dist/interfaces/open-api-spec.interface';
import { answerComponents, componentRef } from './zod-schema';

const errorBody: SchemaObject = {
  type: 'object',
  required: ['success', 'error', 'code'],
  properties: {
    success: { type: 'boolean', enum: [false] },
    error: { type: 'string', description: 'A message to show the user' },
    code: {
      type: 'string',
      description:
        'Stable reason to switch on (`auth.email_taken`, `request.invalid_body`); see proto/src/error-reasons.ts',
    },
    requestId: {
      type: 'string',
      description:
        'On 5xx answers: the request id (also in the X-Request-Id header) to quote when reporting it',
    },
    details: { type: 'array', items: { type: 'string' }, description: 'Every validation problem' },
    problems: {
      type: 'array',
      description: 'On 422 answers: each field the request needs, as a JSON path (`seller.vat_id`) and why',
      items: {
        type: 'object',
        properties: { field: { type: 'string' }, message: { type: 'string' } },
        required: ['field', 'message'],
      },
    },
    redirectToLogin: {
      type: 'boolean',
      enum: [true],
      description: 'On 401 answers of a page that needs a session: the page goes to the sign-in form',
    },
  },
};

answerComponents.ApiError = errorBody;

/** Documents the `{ success: false, error, code }` answers of a route, one per status. */
export function ApiErrorResponses(responses: Record<number, string>) {
  return applyDecorators(
    ...Object.entries(responses).map(([status, description]) =>
      ApiResponse({ status: Number(status), description, schema: componentRef('ApiError') }),
    ),
  );
}
