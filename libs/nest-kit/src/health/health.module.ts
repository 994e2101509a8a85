import { Controller, Module, type DynamicModule } from '@nestjs/common';
import { MessagePattern } from '@nestjs/microservices';
import { HealthRpc, type ServiceName } from '@paydraft/contracts';
import { HealthService } from './health.service';

function createHealthController(service: ServiceName) {
  @Controller()
  class HealthController {
    constructor(private readonly health: HealthService) {}

    @MessagePattern(HealthRpc[service].subject)
    check() {
      return this.health.check();
    }
  }
  return HealthController;
}

/** Answers `<service>.health` with the service's version and its store's state. */
@Module({})
export class HealthModule {
  static forService(service: ServiceName): DynamicModule {
    return { module: HealthModule, controllers: [createHealthController(service)], providers: [HealthService] };
  }
}
