import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { MailerRpc, type SendContactMessageRequest } from '@paydraft/contracts';
import { ContactService } from './contact.service';

@Controller()
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @MessagePattern(MailerRpc.sendContactMessage.subject)
  send(@Payload() request: SendContactMessageRequest) {
    return this.contact.send(request);
  }
}
