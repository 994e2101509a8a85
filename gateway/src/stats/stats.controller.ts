import { Controller, ForbiddenException, Get } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Plan, ServiceErrorReasons } from '@paydraft/contracts';
import { requireCaller } from '../auth/auth-user';
import { ApiErrorResponses } from '../openapi/api-error.response';

/** The plans that open the dashboard. */
const DASHBOARD_PLANS: ReadonlySet<Plan> = new Set([Plan.PRO, Plan.LIFETIME]);

/**
 * The dashboard's access probe (spec: 200 lets in, 403 needs a plan, 401 the session is invalid).
 * The counts stay zero until the documents service keeps documents.
 */
@ApiTags('dashboard')
@Controller('stats')
export class StatsController {
  @Get()
  @ApiBearerAuth()
  @ApiOperation({ summary: 'Dashboard counts; doubles as the access probe' })
  @ApiOkResponse({ description: '`{ success: true, data: { pendingQuotes, completedQuotes, completedInvoices } }`' })
  @ApiErrorResponses({ 401: 'No valid session', 403: 'No plan that opens the dashboard (`billing.no_plan`)' })
  stats() {
    const caller = requireCaller();
    if (!DASHBOARD_PLANS.has(caller.plan)) {
      throw new ForbiddenException({
        message: 'Choose a plan to use the dashboard',
        code: ServiceErrorReasons.NO_PLAN.code,
      });
    }
    return { success: true, data: { pendingQuotes: 0, completedQuotes: 0, completedInvoices: 0 } };
  }
}
