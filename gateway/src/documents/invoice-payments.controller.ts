import { Body, Controller, Delete, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { DocumentsRpc } from '@paydraft/contracts';
import { RpcClient } from '@paydraft/nest-kit';
import { requireCaller } from '../auth/auth-user';
import { ZodBodyPipe } from '../common/zod-body.pipe';
import { ApiAnswer, dataAnswerSchema } from '../openapi/api-answer';
import { ApiErrorResponses } from '../openapi/api-error.response';
import { openApiSchemaOf } from '../openapi/zod-schema';
import { documentAnswer, documentAnswerSchema } from './document.answer';
import { paymentAnswer, paymentAnswerSchema } from './payment.answer';
import { recordPaymentBodySchema } from './payment.body';

const OWNED = {
  401: 'No valid session',
  403: 'No plan that opens the dashboard (`billing.no_plan`)',
  404: "No such invoice among the caller's (`documents.not_found`)",
};

const recordedAnswerSchema = dataAnswerSchema(
  z.object({
    invoice: documentAnswerSchema,
    payment: paymentAnswerSchema,
    credit_note: documentAnswerSchema.nullable(),
  }),
);

/** Payments of the caller's invoices: the status follows the money (partially_paid, paid, and back). */
@ApiTags('documents')
@ApiBearerAuth()
@Controller('documents/invoice/:id/payments')
export class InvoicePaymentsController {
  constructor(private readonly rpc: RpcClient) {}

  @Post()
  @HttpCode(201)
  @ApiOperation({
    summary:
      "Record a payment of one of the caller's invoices, in its currency and at most its balance; an " +
      'overpayment (`overpayment: true`) pays the invoice and makes the excess a draft credit note of it',
  })
  @ApiBody({ schema: openApiSchemaOf(recordPaymentBodySchema) })
  @ApiAnswer(recordedAnswerSchema, {
    status: 201,
    description: 'The invoice, the payment, and the draft credit note of an overpayment (else null)',
  })
  @ApiErrorResponses({
    ...OWNED,
    400:
      'A malformed body (`request.invalid_body`), an amount that is not positive or has more decimals than the ' +
      'currency, a date not YYYY-MM-DD, a reference or note too long (`documents.invalid_input`), or a bad ' +
      'receipt_email (`documents.invalid_recipient`)',
    422:
      'More than the balance without `overpayment` (`documents.payment_exceeds_balance`), or a cancelled invoice, ' +
      "a draft, or another currency than the invoice's (`documents.payment_not_accepted`)",
  })
  async record(
    @Param('id') id: string,
    @Body() input: unknown,
  ): Promise<z.output<typeof recordedAnswerSchema>> {
    requireCaller();
    const body = new ZodBodyPipe(recordPaymentBodySchema).transform(input);
    const reply = await this.rpc.request(DocumentsRpc.recordPayment, {
      invoiceId: id,
      amount: body.amount,
      currency: body.currency,
      date: body.date,
      method: body.method,
      reference: body.reference,
      note: body.note,
      overpayment: body.overpayment,
      sendReceipt: body.send_receipt,
      receiptEmail: body.receipt_email,
    });
    return {
      success: true as const,
      data: {
        invoice: documentAnswer(reply.invoice),
        payment: paymentAnswer(reply.payment),
        credit_note: reply.creditNote ? documentAnswer(reply.creditNote) : null,
      },
    };
  }

  @Delete(':paymentId')
  @ApiOperation({
    summary: "Delete a payment of one of the caller's invoices: the balance and status go back",
  })
  @ApiAnswer(dataAnswerSchema(documentAnswerSchema), { description: 'The invoice' })
  @ApiErrorResponses({
    ...OWNED,
    404: `${OWNED[404]}, or no such payment on it (\`documents.payment_not_found\`)`,
  })
  async remove(@Param('id') id: string, @Param('paymentId') paymentId: string) {
    requireCaller();
    const { document } = await this.rpc.request(DocumentsRpc.deletePayment, { invoiceId: id, paymentId });
    return { success: true as const, data: documentAnswer(document) };
  }
}
