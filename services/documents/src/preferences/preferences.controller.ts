import { Controller } from '@nestjs/common';
import { DocumentsRpc, ServiceErrorReasons } from '@paydraft/contracts';
import {
  Caller,
  RpcHandler,
  requireEntitledCaller,
  requireReadingCaller,
  ServiceException,
  type RpcRequest,
} from '@paydraft/nest-kit';
import { PreferencesService } from './preferences.service';

/** documents.get-preferences and documents.save-preferences, for the caller only. */
@Controller()
export class PreferencesController {
  constructor(private readonly preferences: PreferencesService) {}

  @RpcHandler(DocumentsRpc.getPreferences)
  async get(_request: RpcRequest<typeof DocumentsRpc.getPreferences>, @Caller() caller: Caller) {
    return { preferences: await this.preferences.get(requireReadingCaller(caller).userId) };
  }

  @RpcHandler(DocumentsRpc.savePreferences)
  async save(request: RpcRequest<typeof DocumentsRpc.savePreferences>, @Caller() caller: Caller) {
    const { userId } = requireEntitledCaller(caller);
    if (!request.preferences) {
      throw new ServiceException(ServiceErrorReasons.INVALID_DOCUMENT_INPUT, 'Preferences are required');
    }
    return { preferences: await this.preferences.save(userId, request.preferences) };
  }
}
