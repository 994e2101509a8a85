import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DocumentsRpc } from '@paydraft/contracts';
import { RpcClient } from '@paydraft/nest-kit';
import { z } from 'zod';
import { requireCaller } from '../auth/auth-user';
import { ZodQueryPipe } from '../common/zod-query.pipe';
import { ApiAnswer, dataAnswerSchema } from '../openapi/api-answer';
import { ApiErrorResponses } from '../openapi/api-error.response';
import { ApiQueryOf } from '../openapi/api-query.decorator';
import { recentActivityQuerySchema, type RecentActivityQuery } from './recent-activity.query';

const activityAnswerSchema = z
  .object({
    id: z.string(),
    action: z.string(),
    document_type: z.string(),
    document_id: z.string(),
    document_number: z.string(),
    status: z.string().describe("The document's status after the event"),
    created_at: z.string(),
    reminder: z
      .number()
      .int()
      .describe('reminder_sent: which reminder (1, 2, 3, then the repeats); 0 for other actions'),
    recurring_id: z.string().describe('created_from_recurring: the profile'),
  })
  .meta({ id: 'Activity' });
const recentActivityAnswerSchema = dataAnswerSchema(z.object({ activities: z.array(activityAnswerSchema) }));

/** The overview's feed (GET /api/dashboard/recent-activity, read as data.activities). */
@ApiTags('dashboard')
@ApiBearerAuth()
@Controller('dashboard')
export class RecentActivityController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('recent-activity')
  @ApiOperation({
    summary:
      "The caller's 20 latest document events, newest first; with document_id, that document's timeline",
  })
  @ApiQueryOf(recentActivityQuerySchema)
  @ApiAnswer(recentActivityAnswerSchema, {
    description:
      'Action is created, updated, status_changed, converted, ' +
      'deleted, sent, viewed, accepted, rejected, payment_recorded, payment_deleted, payment_refunded, ' +
      'reminder_sent (reminder: which), created_from_recurring (recurring_id: the profile), marked_overdue or expired ' +
      "(status: the document's after it)",
  })
  @ApiErrorResponses({ 401: 'No valid session', 403: 'No plan that opens the dashboard (`billing.no_plan`)' })
  async recent(
    @Query(new ZodQueryPipe(recentActivityQuerySchema)) query: RecentActivityQuery,
  ): Promise<z.output<typeof recentActivityAnswerSchema>> {
    requireCaller();
    const { activities } = await this.rpc.request(DocumentsRpc.recentActivity, {
      limit: 20,
      documentId: query.document_id ?? '',
    });
    return {
      success: true as const,
      data: {
        activities: activities.map((activity) => ({
          id: activity.id,
          action: activity.action,
          document_type: activity.documentType,
          document_id: activity.documentId,
          document_number: activity.documentNumber,
          status: activity.status,
          created_at: activity.createdAt,
          reminder: activity.reminder,
          recurring_id: activity.recurringId,
        })),
      },
    };
  }
}
