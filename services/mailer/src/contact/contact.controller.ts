import { Controller } from '@nestjs/common';
import { MailerRpc } from '@paydraft/contracts';
import { RpcHandler, type RpcRequest } from '@paydraft/nest-kit';
import { ContactService } from './contact.service';

const sendContactMessage = MailerRpc.sendContactMessage;

@Controller()
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @RpcHandler(sendContactMessage)
  send(request: RpcRequest<typeof sendContactMessage>) {
    return this.contact.send(request);
  }
}
