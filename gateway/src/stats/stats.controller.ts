import { Controller, Get, HttpException } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { ApiAnswer, dataAnswerSchema } from '../openapi/api-answer';
import { DocumentsRpc } from '@paydraft/contracts';
import { entitlementRefusal, RpcClient } from '@paydraft/nest-kit';
import { requireCaller } from '../auth/auth-user';
import { httpStatusForCode } from '../common/http-status-for-code';
import { ApiErrorResponses } from '../openapi/api-error.response';

/**
 * The dashboard's access probe (200 lets in, 403 needs a plan, 401 the session is invalid).
 * The plan is billing's entitlement (testers: Lifetime), checked here first so the probe's 401/403
 * never depends on the documents service; the counts are documents' (definitions in
 * docs/services/documents.md#stats).
 */
@ApiTags('dashboard')
@Controller('stats')
export class StatsController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Dashboard counts; doubles as the access probe' })
  @ApiAnswer(
    dataAnswerSchema(
      z.object({
        pendingQuotes: z.number().int(),
        completedQuotes: z.number().int(),
        completedInvoices: z.number().int(),
      }),
    ),
  )
  @ApiErrorResponses({
    401: 'No valid session',
    403: 'No plan that opens the dashboard (`billing.no_plan`)',
    503: 'The plan could not be checked (`billing.plan_unknown`), or documents did not answer: try again',
  })
  async stats() {
    const refusal = entitlementRefusal(requireCaller().plan);
    if (refusal) {
      throw new HttpException(
        { message: refusal.message, code: refusal.reason.code },
        httpStatusForCode(refusal.reason.transport) ?? 500,
      );
    }
    const { pendingQuotes, completedQuotes, completedInvoices } = await this.rpc.request(
      DocumentsRpc.stats,
      {},
    );
    return { success: true, data: { pendingQuotes, completedQuotes, completedInvoices } };
  }
}
