import { Controller } from '@nestjs/common';
import { DocumentsRpc } from '@paydraft/contracts';
import { Caller, RpcHandler, requireEntitledCaller, type RpcRequest } from '@paydraft/nest-kit';
import { documentView } from '../documents/document-view';
import { SharingService, type SharedDocument } from './sharing.service';

const sharedReply = (shared: SharedDocument) => ({
  document: documentView(shared.document),
  ownerId: shared.ownerId,
  businessName: shared.businessName,
  latestRevision: shared.latestRevision,
});

/**
 * Share links (the owner's, scoped and plan-checked like every documents call) and the public calls,
 * which take no caller: the token is their credential.
 */
@Controller()
export class SharingController {
  constructor(private readonly sharing: SharingService) {}

  @RpcHandler(DocumentsRpc.shareLink)
  shareLink(request: RpcRequest<typeof DocumentsRpc.shareLink>, @Caller() caller: Caller) {
    const { userId } = requireEntitledCaller(caller);
    return this.sharing.shareLink(userId, request.documentType, request.id);
  }

  @RpcHandler(DocumentsRpc.renewShareLink)
  renewShareLink(request: RpcRequest<typeof DocumentsRpc.renewShareLink>, @Caller() caller: Caller) {
    const { userId } = requireEntitledCaller(caller);
    return this.sharing.renewShareLink(userId, request.documentType, request.id);
  }

  @RpcHandler(DocumentsRpc.sendDocument)
  async sendDocument(request: RpcRequest<typeof DocumentsRpc.sendDocument>, @Caller() caller: Caller) {
    const { userId } = requireEntitledCaller(caller);
    const { document, link } = await this.sharing.send(userId, request);
    return { document: documentView(document), link };
  }

  @RpcHandler(DocumentsRpc.getShared)
  async getShared(request: RpcRequest<typeof DocumentsRpc.getShared>) {
    return sharedReply(await this.sharing.shared(request.documentType, request.token, request.revision));
  }

  @RpcHandler(DocumentsRpc.recordViewed)
  async recordViewed(request: RpcRequest<typeof DocumentsRpc.recordViewed>) {
    return sharedReply(await this.sharing.recordViewed(request.documentType, request.token));
  }

  @RpcHandler(DocumentsRpc.acceptQuote)
  async acceptQuote(request: RpcRequest<typeof DocumentsRpc.acceptQuote>) {
    return sharedReply(
      await this.sharing.decide(request.token, 'accepted', request.signerName, request.revision),
    );
  }

  @RpcHandler(DocumentsRpc.rejectQuote)
  async rejectQuote(request: RpcRequest<typeof DocumentsRpc.rejectQuote>) {
    return sharedReply(await this.sharing.decide(request.token, 'rejected', '', request.revision));
  }
}
