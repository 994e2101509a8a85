import { Body, Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { ApiAnswer, dataAnswerSchema } from '../openapi/api-answer';
import { BillingRpc, DocumentsRpc } from '@paydraft/contracts';
import { RpcClient } from '@paydraft/nest-kit';
import { ZodBodyPipe } from '../common/zod-body.pipe';
import { ApiErrorResponses } from '../openapi/api-error.response';
import { openApiSchemaOf } from '../openapi/zod-schema';
import { devClockAdvanceBodySchema, type DevClockAdvanceBody } from './dev-clock.body';
import { DevClockOnGuard } from './dev-clock-on.guard';

/** The advance answers once the due work's handlers ran: a long catch-up (a year of profiles) takes a while. */
const ADVANCE_TIMEOUT_MS = 120_000;

const OFF = '404 unless the gateway runs with DEV_CLOCK=on (`dev.clock_off`)';

/**
 * The development clock (docs/scheduling.md): what tests and `npm start` move time with. No sign-in:
 * it exists only where DEV_CLOCK=on, which production never sets; everywhere else it answers 404.
 */
@ApiTags('development')
@Controller('dev/clock')
@UseGuards(DevClockOnGuard)
export class DevClockController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @ApiOperation({ summary: "The scheduler's clock (development only)" })
  @ApiAnswer(dataAnswerSchema(z.object({ now: z.string().describe('ISO 8601') })))
  @ApiErrorResponses({ 404: OFF })
  async now() {
    const { now } = await this.rpc.request(DocumentsRpc.devClock, {});
    return { success: true, data: { now } };
  }

  @Post('advance')
  @HttpCode(200)
  @ApiOperation({
    summary:
      "Moves the scheduler's and the Stripe simulator's clocks forward, then runs the due work once (development only)",
  })
  @ApiBody({ schema: openApiSchemaOf(devClockAdvanceBodySchema) })
  @ApiAnswer(dataAnswerSchema(z.object({ now: z.string(), actions_run: z.number().int() })), {
    description: 'Once the handlers of the due work finished',
  })
  @ApiErrorResponses({
    400: 'Not exactly one of days or hours, above 0 and at most 10 years (`request.invalid_body`)',
    404: OFF,
  })
  async advance(@Body(new ZodBodyPipe(devClockAdvanceBodySchema)) body: DevClockAdvanceBody) {
    const seconds = BigInt(body.seconds);
    // Stripe first: what the due work does (a reminder's pay-now link) then finds Stripe's time moved too.
    await this.rpc.request(BillingRpc.devClockAdvance, { seconds });
    const { now, actionsRun } = await this.rpc.request(
      DocumentsRpc.devClockAdvance,
      { seconds },
      { timeoutMs: ADVANCE_TIMEOUT_MS },
    );
    return { success: true, data: { now, actions_run: actionsRun } };
  }
}
