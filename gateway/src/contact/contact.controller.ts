import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { ApiAnswer } from '../openapi/api-answer';
import { MailerRpc } from '@paydraft/contracts';
import { RpcClient } from '@paydraft/nest-kit';
import { ZodBodyPipe } from '../common/zod-body.pipe';
import { ApiErrorResponses } from '../openapi/api-error.response';
import { openApiSchemaOf } from '../openapi/zod-schema';
import { sendEmailBodySchema, type SendEmailBody } from './send-email.body';

@ApiTags('contact')
@Controller()
export class ContactController {
  constructor(private readonly rpc: RpcClient) {}

  /** Contact page and builder feedback (no sign-in). */
  @Post('send-email')
  @HttpCode(200)
  @ApiOperation({ summary: 'Send a contact message or builder feedback to the Paydraft team (no sign-in)' })
  @ApiBody({ schema: openApiSchemaOf(sendEmailBodySchema) })
  @ApiAnswer(z.object({ success: z.literal(true), messageId: z.string() }), {
    description: 'Queued for delivery',
  })
  @ApiErrorResponses({ 400: 'A required field is missing or malformed', 503: 'The mailer is not available' })
  async send(@Body(new ZodBodyPipe(sendEmailBodySchema)) body: SendEmailBody) {
    const reply = await this.rpc.request(MailerRpc.sendContactMessage, body);
    return { success: true, messageId: reply.messageId };
  }
}
