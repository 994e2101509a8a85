import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { ApiAnswer, dataAnswerSchema } from '../openapi/api-answer';
import { DocumentsRpc } from '@paydraft/contracts';
import { RpcClient } from '@paydraft/nest-kit';
import { requireCaller } from '../auth/auth-user';
import { ZodBodyPipe } from '../common/zod-body.pipe';
import { documentAnswer, documentAnswerSchema } from '../documents/document.answer';
import { ApiErrorResponses } from '../openapi/api-error.response';
import { openApiSchemaOf } from '../openapi/zod-schema';
import { sendDocumentBodySchema } from './sharing.body';

/** The spec's `send-document`: the owner emails a document's link and PDF to a client. */
@ApiTags('sharing')
@ApiBearerAuth()
@Controller('send-email')
export class SendDocumentController {
  constructor(private readonly rpc: RpcClient) {}

  @Post('send-document')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Email a document: makes its public link if missing, marks a draft sent, and queues the mail (link and PDF)',
  })
  @ApiBody({ schema: openApiSchemaOf(sendDocumentBodySchema) })
  @ApiAnswer(
    dataAnswerSchema(
      z.object({ url: z.string().describe('`/view/{type}/{token}`'), document: documentAnswerSchema }),
    ),
    { description: 'Sent: the public link and the document, now sent' },
  )
  @ApiErrorResponses({
    400: 'A malformed body (`request.invalid_body`), or a recipient that is not an address (`documents.invalid_recipient`)',
    401: 'No valid session',
    403: 'No plan that opens the dashboard (`billing.no_plan`)',
    404: "No such document among the caller's (`documents.not_found`)",
    429: 'Too many documents emailed in the last hour (`documents.send_limit`)',
  })
  async send(@Body() input: unknown) {
    requireCaller();
    const body = new ZodBodyPipe(sendDocumentBodySchema).transform(input);
    const reply = await this.rpc.request(DocumentsRpc.sendDocument, {
      documentType: body.documentType,
      id: body.documentId,
      recipient: body.recipient,
      subject: body.subject,
      message: body.message,
    });
    return { success: true, data: { url: reply.link?.path ?? '', document: documentAnswer(reply.document) } };
  }
}
