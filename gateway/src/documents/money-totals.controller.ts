import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DocumentsRpc, type CurrencyTotal, type MonthlyPaid } from '@paydraft/contracts';
import { RpcClient } from '@paydraft/nest-kit';
import { z } from 'zod';
import { requireCaller } from '../auth/auth-user';
import { ZodQueryPipe } from '../common/zod-query.pipe';
import { ApiErrorResponses } from '../openapi/api-error.response';
import { ApiQueryOf } from '../openapi/api-query.decorator';

const totalAnswer = ({ currency, amount, count }: CurrencyTotal) => ({ currency, amount, count });
const monthAnswer = ({ month, currency, amount }: MonthlyPaid) => ({ month, currency, amount });

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
  @ApiOkResponse({
    description:
      '`{ success: true, data: { outstanding: [{ currency, amount, count }], overdue: [...], paid_last_30_days: ' +
      '[...], paid_by_month: [{ month, currency, amount }] } }`; amount is an exact decimal string, currencies in ' +
      'code order; paid_by_month lists each of the 12 months (YYYY-MM, oldest first) for every currency paid in, ' +
      'with 0 for a month without payments, and nothing when no payment came in those months',
  })
  @ApiErrorResponses({
    400: 'A malformed query parameter (`request.invalid_query`)',
    401: 'No valid session',
    403: 'No plan that opens the dashboard (`billing.no_plan`)',
  })
  @ApiQueryOf(totalsQuerySchema)
  async totals(@Query(new ZodQueryPipe(totalsQuerySchema)) query: z.infer<typeof totalsQuerySchema>) {
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
