import { Controller } from '@nestjs/common';
import { DocumentsRpc } from '@paydraft/contracts';
import { Caller, RpcHandler, requireEntitledCaller, type RpcRequest } from '@paydraft/nest-kit';
import { LogosService } from './logos.service';

/** documents.upload-logo and documents.delete-logo for the caller; documents.get-logo for anyone. */
@Controller()
export class LogosController {
  constructor(private readonly logos: LogosService) {}

  @RpcHandler(DocumentsRpc.uploadLogo)
  async upload(request: RpcRequest<typeof DocumentsRpc.uploadLogo>, @Caller() caller: Caller) {
    const { userId } = requireEntitledCaller(caller);
    return { logoUrl: await this.logos.upload(userId, request.data, request.mimeType) };
  }

  @RpcHandler(DocumentsRpc.deleteLogo)
  async delete(_request: RpcRequest<typeof DocumentsRpc.deleteLogo>, @Caller() caller: Caller) {
    await this.logos.remove(requireEntitledCaller(caller).userId);
    return {};
  }

  /** Pages and PDFs fetch the logo as an image, without a token: the unguessable id is the key. */
  @RpcHandler(DocumentsRpc.getLogo)
  get(request: RpcRequest<typeof DocumentsRpc.getLogo>) {
    return this.logos.get(request.logoId);
  }
}
