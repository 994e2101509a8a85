import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { MailerRpc } from '@paydraft/contracts';
import { RpcClient } from '@paydraft/nest-kit';
import { ZodBodyPipe } from '../common/zod-body.pipe';
import { sendEmailBodySchema, type SendEmailBody } from './send-email.body';

@Controller()
export class ContactController {
  constructor(private readonly rpc: RpcClient) {}

  /** Contact page and builder feedback (no sign-in). */
  @Post('send-email')
  @HttpCode(200)
  async send(@Body(new ZodBodyPipe(sendEmailBodySchema)) body: SendEmailBody) {
    const reply = await this.rpc.request(MailerRpc.sendContactMessage, body);
    return { success: true, messageId: reply.messageId };
  }
}
