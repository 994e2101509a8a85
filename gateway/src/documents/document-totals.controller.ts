import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { documentTotals } from '@paydraft/invoice-core';
import { z } from 'zod';
import { ZodBodyPipe } from '../common/zod-body.pipe';
import { ApiAnswer, dataAnswerSchema } from '../openapi/api-answer';
import { ApiErrorResponses } from '../openapi/api-error.response';
import { openApiSchemaOf } from '../openapi/zod-schema';
import { documentTotalsBodySchema, type DocumentTotalsBody } from './document-totals.body';
import { taxBreakdownAnswer, taxLineAnswerSchema } from './money-model.answer';

const amount = z.string().describe('Decimal text');
const documentTotalsAnswerSchema = z.object({
  lines: z.array(amount).describe('Each item line, in order'),
  subtotal: amount,
  discount_amount: amount,
  tax_breakdown: z.array(taxLineAnswerSchema),
  tax_amount: amount,
  rounding: amount,
  total: amount,
});

/** The totals of a document, computed here with invoice-core: the same figures the PDF and a save give. */
export function documentTotalsAnswer(
  document: DocumentTotalsBody,
): z.output<typeof documentTotalsAnswerSchema> {
  const totals = documentTotals(document);
  return {
    lines: totals.lines,
    subtotal: totals.subtotal,
    discount_amount: totals.discount,
    tax_breakdown: taxBreakdownAnswer(totals.taxBreakdown),
    tax_amount: totals.tax,
    rounding: totals.rounding,
    total: totals.total,
  };
}

/**
 * The builder's live totals. Pure and cheap (linear in at most 500 items), so open to anyone without
 * a limit of its own. Registered before the documents controller, whose `POST documents/:type` would
 * otherwise take 'totals' for a type.
 */
@ApiTags('documents')
@Controller('documents')
export class DocumentTotalsController {
  @Post('totals')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'The totals of a document as the builder holds it (no sign-in): each line, the subtotal, the document ' +
      'discount, the tax breakdown, the tax, the cash rounding and the total, as invoice-core computes them',
  })
  @ApiBody({ schema: openApiSchemaOf(documentTotalsBodySchema) })
  @ApiAnswer(dataAnswerSchema(documentTotalsAnswerSchema), { description: 'The totals, decimal text' })
  @ApiErrorResponses({ 400: 'A malformed document (`request.invalid_body`)' })
  totals(@Body(new ZodBodyPipe(documentTotalsBodySchema)) document: DocumentTotalsBody) {
    return { success: true, data: documentTotalsAnswer(document) };
  }
}
