import { Controller, Get, Param, Query, StreamableFile, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiQueryOf } from '../openapi/api-query.decorator';
import { fileNameForFormat, renderFormatOf } from '../pdf/pdf-format';
import { DocumentsRpc, PdfRenderRpc } from '@paydraft/contracts';
import { storedRenderRequest } from '@paydraft/document-render';
import { currentRequestContext, RpcClient } from '@paydraft/nest-kit';
import { requireCaller } from '../auth/auth-user';
import { ApiErrorResponses } from '../openapi/api-error.response';
import { pdfFileName } from '../pdf/pdf-file-name';
import { PublicDocumentInterceptor } from '../sharing/public-document.interceptor';
import { SharedDocuments } from '../sharing/shared-documents';
import { documentPdfQuerySchema, type DocumentPdfQuery } from '../sharing/sharing.body';
import { ZodQueryPipe } from '../common/zod-query.pipe';
import { DocumentTypePipe, type DocumentType } from './document-type.pipe';

/**
 * A stored document as a PDF for its owner: through pdf-render, without the free watermark, with the
 * stored logo its sender names.
 */
@ApiTags('documents')
@ApiBearerAuth()
@Controller('documents')
export class DocumentPdfController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly shared: SharedDocuments,
  ) {}

  @Get(':type/:id/pdf')
  @UseInterceptors(PublicDocumentInterceptor)
  @ApiOperation({
    summary:
      "One of the caller's documents as a PDF (no watermark: the owner has a plan); without an Authorization " +
      "header, the shared document whose link token is `id` (watermark by the owner's plan; recorded as viewed). " +
      '`format=facturx`: an invoice as a Factur-X (EN 16931) PDF with its CII XML attached as factur-x.xml',
  })
  @ApiQueryOf(documentPdfQuerySchema)
  @ApiOkResponse({
    description: 'The PDF',
    content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
  })
  @ApiErrorResponses({
    400: 'An unknown `format` or a bad `revision` (`request.invalid_query`)',
    401: 'No valid session',
    403: 'No plan that opens the dashboard (`billing.no_plan`)',
    404: "No such document among the caller's (`documents.not_found`)",
    422: 'format=facturx of a quote, or of an invoice lacking fields EN 16931 needs (`pdf.einvoice_not_ready`, `problems` lists them)',
    503: 'The PDF service is not available',
  })
  async pdf(
    @Param('type', DocumentTypePipe) type: DocumentType,
    @Param('id') id: string,
    @Query(new ZodQueryPipe(documentPdfQuerySchema)) query: DocumentPdfQuery,
  ) {
    // No Authorization header (a bad one is a 401 before this): the public view's download, by share token.
    if (!currentRequestContext()?.caller) return this.shared.pdf(type, id, query.revision ?? 0, query.format);
    requireCaller();
    const { document } = await this.rpc.request(DocumentsRpc.get, { documentType: type, id });
    const { pdf } = await this.rpc.request(
      PdfRenderRpc.renderDocument,
      await storedRenderRequest(this.rpc, type, document!, { reader: 'owner' }, renderFormatOf(query.format)),
    );
    const name = pdfFileName({
      document_type: type,
      document_number: document!.documentNumber,
      issue_date: document!.issueDate,
    });
    return new StreamableFile(pdf, {
      type: 'application/pdf',
      disposition: `attachment; filename="${fileNameForFormat(name, query.format)}"`,
      length: pdf.byteLength,
    });
  }
}
