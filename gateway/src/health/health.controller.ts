import { Controller, Get, Headers, HttpStatus, Inject, Res, UnauthorizedException } from '@nestjs/common';
import { ApiHeader, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ApiAnswer } from '../openapi/api-answer';
import { ApiErrorResponses } from '../openapi/api-error.response';
import { healthAnswerSchema } from './health.answer';
import { openApiAnswerSchemaOf } from '../openapi/zod-schema';
import { GatewayErrorCodes } from '@paydraft/contracts';
import type { Response } from 'express';
import { GATEWAY_CONFIG, type GatewayEnv } from '../config/gateway.config';
import { HealthService, type SystemHealth } from './health.service';
import { isOpsToken, OPS_TOKEN_HEADER } from './ops-token';

export const OPS_TOKEN_INVALID_MESSAGE = 'The ops token is not valid';

/** What anyone may know: whether the product works. */
export type PublicHealth = Pick<SystemHealth, 'status'>;

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    private readonly health: HealthService,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayEnv,
  ) {}

  /**
   * 200 when every service and its database answer and NATS keeps events (a lost node of a cluster
   * only makes NATS 'degraded'), else 503. The body is `{ status }` for anyone; the services' names,
   * versions, latencies and instance counts, and the NATS nodes, only for the ops token. No address
   * is trusted instead of it: behind a proxy every caller looks local.
   */
  @Get()
  @ApiOperation({
    summary:
      '`{ status: up | down }`; with the ops token (X-Ops-Token), also every service with its status, ' +
      'version, round-trip latency, database state and instances, and the NATS nodes keeping the events',
  })
  @ApiHeader({ name: OPS_TOKEN_HEADER, required: false, description: 'OPS_TOKEN, for the detail' })
  @ApiAnswer(healthAnswerSchema, { description: 'All services are up' })
  @ApiResponse({
    status: 503,
    description: 'At least one service is down; with the ops token, the body names it',
    content: { 'application/json': { schema: openApiAnswerSchemaOf(healthAnswerSchema) } },
  })
  @ApiErrorResponses({ 401: 'An ops token that is not valid (`health.ops_token_invalid`)' })
  async check(
    @Headers(OPS_TOKEN_HEADER) opsToken: string | undefined,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SystemHealth | PublicHealth> {
    const detailed = opsToken !== undefined && this.checkOpsToken(opsToken);
    const health = await this.health.check();
    response.status(health.status === 'up' ? HttpStatus.OK : HttpStatus.SERVICE_UNAVAILABLE);
    response.setHeader('Cache-Control', 'no-store');
    return detailed ? health : { status: health.status };
  }

  /** A sent token must be the right one: a wrong one is told so rather than quietly given less. */
  private checkOpsToken(sent: string): true {
    if (isOpsToken(this.config.OPS_TOKEN, sent)) return true;
    throw new UnauthorizedException({
      message: OPS_TOKEN_INVALID_MESSAGE,
      code: GatewayErrorCodes.OPS_TOKEN_INVALID,
    });
  }
}
