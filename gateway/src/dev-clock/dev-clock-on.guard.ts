import { Inject, Injectable, NotFoundException, type CanActivate } from '@nestjs/common';
import { ServiceErrorReasons } from '@paydraft/contracts';
import { GATEWAY_CONFIG, type GatewayEnv } from '../config/gateway.config';

/**
 * The development clock's routes exist only where DEV_CLOCK=on: elsewhere they answer 404 before
 * anything else, their body's validation included, so production tells nothing about them.
 */
@Injectable()
export class DevClockOnGuard implements CanActivate {
  constructor(@Inject(GATEWAY_CONFIG) private readonly config: GatewayEnv) {}

  canActivate(): boolean {
    if (this.config.DEV_CLOCK === 'on') return true;
    throw new NotFoundException({ message: 'Not found', code: ServiceErrorReasons.DEV_CLOCK_OFF.code });
  }
}
