import { Controller } from '@nestjs/common';
import { DocumentsRpc } from '@paydraft/contracts';
import {
  Caller,
  RpcHandler,
  requireEntitledCaller,
  requireReadingCaller,
  type RpcRequest,
} from '@paydraft/nest-kit';
import { RecurringProfilesService } from './recurring-profiles.service';
import { recurringView } from './recurring-view';

/** The documents.recurring-* subjects: reads open to a lapsed owner, changes need a running plan. */
@Controller()
export class RecurringController {
  constructor(private readonly profiles: RecurringProfilesService) {}

  @RpcHandler(DocumentsRpc.createRecurring)
  async create(request: RpcRequest<typeof DocumentsRpc.createRecurring>, @Caller() caller: Caller) {
    const { userId } = requireEntitledCaller(caller);
    return { profile: recurringView(await this.profiles.create(userId, request.fields)) };
  }

  @RpcHandler(DocumentsRpc.listRecurring)
  async list(_request: RpcRequest<typeof DocumentsRpc.listRecurring>, @Caller() caller: Caller) {
    const { userId } = requireReadingCaller(caller);
    return { profiles: (await this.profiles.list(userId)).map(recurringView) };
  }

  @RpcHandler(DocumentsRpc.getRecurring)
  async get(request: RpcRequest<typeof DocumentsRpc.getRecurring>, @Caller() caller: Caller) {
    const { userId } = requireReadingCaller(caller);
    return { profile: recurringView(await this.profiles.find(userId, request.id)) };
  }

  @RpcHandler(DocumentsRpc.updateRecurring)
  async update(request: RpcRequest<typeof DocumentsRpc.updateRecurring>, @Caller() caller: Caller) {
    const { userId } = requireEntitledCaller(caller);
    return { profile: recurringView(await this.profiles.update(userId, request.id, request.fields)) };
  }

  @RpcHandler(DocumentsRpc.deleteRecurring)
  async delete(request: RpcRequest<typeof DocumentsRpc.deleteRecurring>, @Caller() caller: Caller) {
    const { userId } = requireEntitledCaller(caller);
    await this.profiles.remove(userId, request.id);
    return {};
  }

  @RpcHandler(DocumentsRpc.pauseRecurring)
  async pause(request: RpcRequest<typeof DocumentsRpc.pauseRecurring>, @Caller() caller: Caller) {
    const { userId } = requireEntitledCaller(caller);
    return { profile: recurringView(await this.profiles.pause(userId, request.id)) };
  }

  @RpcHandler(DocumentsRpc.resumeRecurring)
  async resume(request: RpcRequest<typeof DocumentsRpc.resumeRecurring>, @Caller() caller: Caller) {
    const { userId } = requireEntitledCaller(caller);
    return { profile: recurringView(await this.profiles.resume(userId, request.id)) };
  }

  @RpcHandler(DocumentsRpc.skipRecurring)
  async skip(request: RpcRequest<typeof DocumentsRpc.skipRecurring>, @Caller() caller: Caller) {
    const { userId } = requireEntitledCaller(caller);
    return { profile: recurringView(await this.profiles.skip(userId, request.id)) };
  }
}
