import { Controller, HttpCode, Param, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DocumentsRpc } from '@paydraft/contracts';
import { RpcClient } from '@paydraft/nest-kit';
import { requireCaller } from '../auth/auth-user';
import { ApiAnswer, dataAnswerSchema } from '../openapi/api-answer';
import { ApiErrorResponses } from '../openapi/api-error.response';
import { documentAnswer, documentAnswerSchema } from './document.answer';
import { DocumentTypePipe, type DocumentType } from './document-type.pipe';

/** 'Duplicate' in a document's actions. */
@ApiTags('documents')
@ApiBearerAuth()
@Controller('documents')
export class DuplicateDocumentController {
  constructor(private readonly rpc: RpcClient) {}

  @Post(':type/:id/duplicate')
  @HttpCode(201)
  @ApiOperation({
    summary:
      "A new draft copy of one of the caller's documents, with the next number, issued today and due (or " +
      "valid until) after the type's validity days of the preferences",
  })
  @ApiAnswer(dataAnswerSchema(documentAnswerSchema), { status: 201, description: 'The new draft' })
  @ApiErrorResponses({
    401: 'No valid session',
    403: 'No plan that opens the dashboard (`billing.no_plan`)',
    404: "No such document among the caller's (`documents.not_found`)",
  })
  async duplicate(@Param('type', DocumentTypePipe) type: DocumentType, @Param('id') id: string) {
    requireCaller();
    const { document } = await this.rpc.request(DocumentsRpc.duplicate, { documentType: type, id });
    return { success: true as const, data: documentAnswer(document) };
  }
}
