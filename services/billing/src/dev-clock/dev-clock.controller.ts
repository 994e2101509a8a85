import { Controller, Inject } from '@nestjs/common';
import { BillingRpc, ServiceErrorReasons } from '@paydraft/contracts';
import { RpcHandler, ServiceException, type RpcRequest } from '@paydraft/nest-kit';
import { BILLING_CONFIG, type BillingEnv } from '../config/billing.config';
import { SimulatorClock } from './simulator-clock';

/** The development clock's billing half (DEV_CLOCK=on only; otherwise dev.clock_off, as if absent). */
@Controller()
export class DevClockController {
  constructor(
    @Inject(BILLING_CONFIG) private readonly config: BillingEnv,
    private readonly simulator: SimulatorClock,
  ) {}

  @RpcHandler(BillingRpc.devClockAdvance)
  async devClockAdvance(request: RpcRequest<typeof BillingRpc.devClockAdvance>) {
    if (this.config.DEV_CLOCK !== 'on') {
      throw new ServiceException(ServiceErrorReasons.DEV_CLOCK_OFF, 'The development clock is off');
    }
    if (request.seconds <= 0n)
      throw new ServiceException(ServiceErrorReasons.INVALID, 'seconds must be above 0');
    const now = await this.simulator.advance(Number(request.seconds));
    return { now: now.toISOString(), actionsRun: 0 };
  }
}
