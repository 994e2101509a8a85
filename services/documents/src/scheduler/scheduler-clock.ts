import { Injectable } from '@nestjs/common';

/**
 * The time the scheduler and everything it decides go by (README 'Scheduling'): due dates passed,
 * reminders due, quotes expired. Real time; where DEV_CLOCK=on, real time moved forward by the
 * development clock, so tests move time instead of waiting for it.
 */
@Injectable()
export class SchedulerClock {
  async now(): Promise<Date> {
    return new Date();
  }
}
