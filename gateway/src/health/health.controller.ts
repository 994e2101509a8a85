import { Controller, Get, Res } from '@nestjs/common';
import type { Response } from 'express';
import { HealthService, type SystemHealth } from './health.service';

@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /** 200 when every service and its database answer; 503 naming the ones that do not. */
  @Get()
  async check(@Res({ passthrough: true }) response: Response): Promise<SystemHealth> {
    const health = await this.health.check();
    response.status(health.status === 'up' ? 200 : 503);
    return health;
  }
}
