import { Injectable } from '@nestjs/common';
import type { DueWorkSource } from './due-work';

/** The scheduler's sources: each registers itself when its module starts (onModuleInit). */
@Injectable()
export class DueWorkRegistry {
  private readonly registered: DueWorkSource[] = [];

  register(source: DueWorkSource) {
    this.registered.push(source);
  }

  get sources(): readonly DueWorkSource[] {
    return this.registered;
  }
}
