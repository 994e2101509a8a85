import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DocumentsRpc, type CurrencyTotal, type MonthlyPaid } from '@paydraft/contracts';
import { RpcClient } from '@paydraft/nest-kit';
import { z } from 'zod';
import { requireCaller } from '../auth/auth-user';
import { ZodQueryPipe } from '../common/zod-query.pipe';
import { ApiAnswer, dataAnswerSchema } from '../openapi/api-answer';
import { ApiErrorResponses } from '../openapi/api-error.response';
import { ApiQueryOf } from '../openapi/api-query.decorator';

const currencyTotalSchema = z.object({
  currency: z.string(),
  amount: z.string().describe('Exact decimal text'),
  count: z.number().int(),
});
const monthPaidSchema = z.object({
  month: z.string().describe('YYYY-MM'),
  currency: z.string(),
  amount: z.string(),
});
const moneyTotalsAnswerSchema = dataAnswerSchema(
  z.object({
    outstanding: z.array(currencyTotalSchema),
    overdue: z.array(currencyTotalSchema),
    paid_last_30_days: z.array(currencyTotalSchema),
    paid_by_month: z.array(monthPaidSchema),
  }),
);

const totalAnswer = ({ currency, amount, count }: CurrencyTotal): z.output<typeof currencyTotalSchema> => ({
  currency,
  amount,
  count,
});
const monthAnswer = ({ month, currency, amount }: MonthlyPaid): z.output<typeof monthPaidSchema> => ({
  month,
  currency,
  amount,
});

/** Query of GET /api/dashboard/totals: a client's money only (the client's page), or all. */
const totalsQuerySchema = z.object({
  client_id: z
    .string({ error: 'client_id must be text' })
    .max(100, { error: 'client_id must be at most 100 characters' })
    .optional(),
});

/** The overview's money (and a client's): outstanding, overdue and paid invoices per currency, summed by documents. */
@ApiTags('dashboard')
@ApiBearerAuth()
@Controller('dashboard')
export class MoneyTotalsController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('totals')
  @ApiOperation({
    summary:
      "The caller's outstanding invoices (the balances of sent, viewed, partially_paid and overdue ones), the " +
      'overdue ones among them (status overdue or due date past), the payments of the last 30 days and of each ' +
      'of the last 12 calendar months, per currency; with `client_id`, that client’s invoices only',
  })
  @ApiAnswer(moneyTotalsAnswerSchema, {
    description:
      'Currencies in code order; paid_by_month lists each of the 12 months (YYYY-MM, oldest first) for every ' +
      'currency paid in, with 0 for a month without payments, and nothing when no payment came in those months',
  })
  @ApiErrorResponses({
    400: 'A malformed query parameter (`request.invalid_query`)',
    401: 'No valid session',
    403: 'No plan that opens the dashboard (`billing.no_plan`)',
  })
  @ApiQueryOf(totalsQuerySchema)
  async totals(
    @Query(new ZodQueryPipe(totalsQuerySchema)) query: z.infer<typeof totalsQuerySchema>,
  ): Promise<z.output<typeof moneyTotalsAnswerSchema>> {
    requireCaller();
    const reply = await this.rpc.request(DocumentsRpc.totals, { clientId: query.client_id ?? '' });
    return {
      success: true,
      data: {
        outstanding: reply.outstanding.map(totalAnswer),
        overdue: reply.overdue.map(totalAnswer),
        paid_last_30_days: reply.paidLast30Days.map(totalAnswer),
        paid_by_month: reply.paidByMonth.map(monthAnswer),
      },
    };
  }
}
