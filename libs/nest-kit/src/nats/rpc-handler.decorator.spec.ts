import { MailerRpc, PdfRenderRpc } from '@paydraft/contracts';
import { PATTERN_EXTRAS_METADATA, PATTERN_METADATA } from '@nestjs/microservices/constants';
import { RPC_CONTRACT_EXTRA, RpcHandler, type RpcRequest } from './rpc-handler.decorator';

const contact = MailerRpc.sendContactMessage;

class ContactHandlers {
  @RpcHandler(contact)
  send(request: RpcRequest<typeof contact>) {
    return { messageId: request.email };
  }
}

// The type checker (npm test's first stage) holds these: each line marked @ts-expect-error must fail
// to compile, or the check fails. A handler out of step with its contract is caught before it runs.
export class OutOfStep {
  // @ts-expect-error a request type that is not the contract's
  @RpcHandler(contact)
  wrongRequest(request: { emailAddress: string }) {
    return { messageId: request.emailAddress };
  }

  // @ts-expect-error a reply field renamed (messageID for message_id)
  @RpcHandler(contact)
  renamedReplyField(request: RpcRequest<typeof contact>) {
    return { messageID: request.email };
  }

  // @ts-expect-error the reply of another contract
  @RpcHandler(PdfRenderRpc.renderDocument)
  otherContractsReply() {
    return { messageId: 'm-1' };
  }

  @RpcHandler(contact)
  renamedRequestField(request: RpcRequest<typeof contact>) {
    // @ts-expect-error a request field that is not in the contract
    return { messageId: request.emailAddress };
  }
}

describe('@RpcHandler', () => {
  it("subscribes the method to the contract's subject and keeps the contract for the transport", () => {
    const method = ContactHandlers.prototype.send;

    expect(Reflect.getMetadata(PATTERN_METADATA, method)).toEqual(['mailer.send-contact']);
    expect(Reflect.getMetadata(PATTERN_EXTRAS_METADATA, method)).toEqual({ [RPC_CONTRACT_EXTRA]: contact });
  });
});
