import { Module } from '@nestjs/common';
import { DevClockOnGuard } from './dev-clock-on.guard';
import { DevClockController } from './dev-clock.controller';

@Module({ controllers: [DevClockController], providers: [DevClockOnGuard] })
export class DevClockModule {}
