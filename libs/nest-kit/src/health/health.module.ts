import { Controller, Module, type DynamicModule } from '@nestjs/common';
import { HealthRpc, type ServiceName } from '@paydraft/contracts';
import { RpcHandler } from '../nats/rpc-handler.decorator';
import { HealthService } from './health.service';
import { InstancePing } from './instance-ping';

function createHealthController(service: ServiceName) {
  @Controller()
  class HealthController {
    constructor(private readonly health: HealthService) {}

    @RpcHandler(HealthRpc[service])
    check() {
      return this.health.check();
    }
  }
  return HealthController;
}

/**
 * Answers `<service>.health` (one instance, in the queue group) and `<service>.health.instances` (every
 * instance) with the service's version and its store's state.
 */
@Module({})
export class HealthModule {
  static forService(service: ServiceName): DynamicModule {
    return {
      module: HealthModule,
      controllers: [createHealthController(service)],
      providers: [HealthService, InstancePing],
    };
  }
}
