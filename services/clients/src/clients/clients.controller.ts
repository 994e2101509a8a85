import { Controller } from '@nestjs/common';
import { ClientsRpc } from '@paydraft/contracts';
import {
  Caller,
  requireEntitledCaller,
  requireReadingCaller,
  RpcHandler,
  type RpcRequest,
} from '@paydraft/nest-kit';
import { clientView } from './client-view';
import { ClientsService } from './clients.service';

/**
 * Every clients.* subject: the owner is the entitled caller, never a field of the request. A lapsed
 * owner still lists and opens their clients; changes need a running plan.
 */
@Controller()
export class ClientsController {
  constructor(private readonly clients: ClientsService) {}

  @RpcHandler(ClientsRpc.list)
  async list(request: RpcRequest<typeof ClientsRpc.list>, @Caller() caller: Caller) {
    const { userId } = requireReadingCaller(caller);
    const { clients, total } = await this.clients.list(userId, request);
    return { clients: clients.map(clientView), total };
  }

  @RpcHandler(ClientsRpc.get)
  async get(request: RpcRequest<typeof ClientsRpc.get>, @Caller() caller: Caller) {
    const { userId } = requireReadingCaller(caller);
    return { client: clientView(await this.clients.get(userId, request.id)) };
  }

  @RpcHandler(ClientsRpc.create)
  async create(request: RpcRequest<typeof ClientsRpc.create>, @Caller() caller: Caller) {
    const { userId } = requireEntitledCaller(caller);
    return { client: clientView(await this.clients.create(userId, request.fields)) };
  }

  @RpcHandler(ClientsRpc.update)
  async update(request: RpcRequest<typeof ClientsRpc.update>, @Caller() caller: Caller) {
    const { userId } = requireEntitledCaller(caller);
    return { client: clientView(await this.clients.update(userId, request.id, request.fields)) };
  }

  @RpcHandler(ClientsRpc.delete)
  async delete(request: RpcRequest<typeof ClientsRpc.delete>, @Caller() caller: Caller) {
    const { userId } = requireEntitledCaller(caller);
    await this.clients.delete(userId, request.id);
    return {};
  }
}
