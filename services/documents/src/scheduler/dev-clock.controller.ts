import { Controller } from '@nestjs/common';
import { DocumentsRpc, ServiceErrorReasons } from '@paydraft/contracts';
import { RpcHandler, ServiceException, type RpcRequest } from '@paydraft/nest-kit';
import { SchedulerClock } from './scheduler-clock';
import { SchedulerService } from './scheduler.service';

/** The development clock (DEV_CLOCK=on only; otherwise dev.clock_off, as if absent). */
@Controller()
export class DevClockController {
  constructor(
    private readonly clock: SchedulerClock,
    private readonly scheduler: SchedulerService,
  ) {}

  @RpcHandler(DocumentsRpc.devClock)
  async devClock() {
    this.requireOn();
    return { now: (await this.clock.now()).toISOString(), actionsRun: 0 };
  }

  /** Moves the clock, then runs the due work once and answers after its handlers finished. */
  @RpcHandler(DocumentsRpc.devClockAdvance)
  async devClockAdvance(request: RpcRequest<typeof DocumentsRpc.devClockAdvance>) {
    this.requireOn();
    if (request.seconds <= 0n)
      throw new ServiceException(ServiceErrorReasons.INVALID, 'seconds must be above 0');
    await this.clock.advance(Number(request.seconds));
    const actionsRun = await this.scheduler.runDue();
    return { now: (await this.clock.now()).toISOString(), actionsRun };
  }

  private requireOn() {
    if (!this.clock.movable) {
      throw new ServiceException(ServiceErrorReasons.DEV_CLOCK_OFF, 'The development clock is off');
    }
  }
}
