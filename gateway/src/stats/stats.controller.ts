import { Controller, Get, HttpException } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { entitlementRefusal } from '@paydraft/nest-kit';
import { requireCaller } from '../auth/auth-user';
import { httpStatusForCode } from '../common/http-status-for-code';
import { ApiErrorResponses } from '../openapi/api-error.response';

/**
 * The dashboard's access probe (spec: 200 lets in, 403 needs a plan, 401 the session is invalid).
 * The plan is billing's entitlement (testers: Lifetime). The counts stay zero until the documents
 * service keeps documents.
 */
@ApiTags('dashboard')
@Controller('stats')
export class StatsController {
  @Get()
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Dashboard counts; doubles as the access probe' })
  @ApiOkResponse({
    description: '`{ success: true, data: { pendingQuotes, completedQuotes, completedInvoices } }`',
  })
  @ApiErrorResponses({
    401: 'No valid session',
    403: 'No plan that opens the dashboard (`billing.no_plan`)',
    503: 'The plan could not be checked (`billing.plan_unknown`): try again',
  })
  stats() {
    const refusal = entitlementRefusal(requireCaller().plan);
    if (refusal) {
      throw new HttpException(
        { message: refusal.message, code: refusal.reason.code },
        httpStatusForCode(refusal.reason.transport) ?? 500,
      );
    }
    return { success: true, data: { pendingQuotes: 0, completedQuotes: 0, completedInvoices: 0 } };
  }
}
