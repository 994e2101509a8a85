import { Module } from '@nestjs/common';
import { CounterStore } from './counter-store';
import { SharedLimits } from './shared-limits';

/** Rate limits counted in a JetStream KV bucket that every gateway instance shares. */
@Module({
  providers: [CounterStore, SharedLimits],
  exports: [SharedLimits],
})
export class LimitsModule {}
