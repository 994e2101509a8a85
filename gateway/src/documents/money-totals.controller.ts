import { Controller, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DocumentsRpc, type CurrencyTotal } from '@paydraft/contracts';
import { RpcClient } from '@paydraft/nest-kit';
import { requireCaller } from '../auth/auth-user';
import { ApiErrorResponses } from '../openapi/api-error.response';

const totalAnswer = ({ currency, amount, count }: CurrencyTotal) => ({ currency, amount, count });

/** The overview's money: outstanding and overdue invoices per currency, summed by documents. */
@ApiTags('dashboard')
@ApiBearerAuth()
@Controller('dashboard')
export class MoneyTotalsController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('totals')
  @ApiOperation({
    summary:
      "The caller's outstanding invoices (sent, viewed, overdue) and the overdue ones among them (status " +
      'overdue or due date past), summed per currency',
  })
  @ApiOkResponse({
    description:
      '`{ success: true, data: { outstanding: [{ currency, amount, count }], overdue: [...] } }`; amount is an ' +
      'exact decimal string, currencies in code order',
  })
  @ApiErrorResponses({ 401: 'No valid session', 403: 'No plan that opens the dashboard (`billing.no_plan`)' })
  async totals() {
    requireCaller();
    const { outstanding, overdue } = await this.rpc.request(DocumentsRpc.totals, {});
    return {
      success: true,
      data: { outstanding: outstanding.map(totalAnswer), overdue: overdue.map(totalAnswer) },
    };
  }
}
