import { Injectable } from '@nestjs/common';
import type { DueSweep, DueWorkSource } from './due-work';

/** The scheduler's sources and sweeps: each registers itself when its module starts (onModuleInit). */
@Injectable()
export class DueWorkRegistry {
  private readonly registered: DueWorkSource[] = [];
  private readonly registeredSweeps: DueSweep[] = [];

  register(source: DueWorkSource) {
    this.registered.push(source);
  }

  registerSweep(sweep: DueSweep) {
    this.registeredSweeps.push(sweep);
  }

  get sources(): readonly DueWorkSource[] {
    return this.registered;
  }

  get sweeps(): readonly DueSweep[] {
    return this.registeredSweeps;
  }
}
