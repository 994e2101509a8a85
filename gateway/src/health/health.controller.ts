import { Controller, Get, Res } from '@nestjs/common';
import { ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { HealthService, type SystemHealth } from './health.service';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /** 200 when every service and its database answer; 503 naming the ones that do not. */
  @Get()
  @ApiOperation({ summary: 'Every service with its status, version, round-trip latency and database state' })
  @ApiResponse({ status: 200, description: 'All services are up' })
  @ApiResponse({ status: 503, description: 'At least one service is down; the body names it' })
  async check(@Res({ passthrough: true }) response: Response): Promise<SystemHealth> {
    const health = await this.health.check();
    response.status(health.status === 'up' ? 200 : 503);
    return health;
  }
}
