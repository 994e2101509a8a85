import { Controller, Get, Param, Query, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DocumentsRpc, PdfRenderRpc } from '@paydraft/contracts';
import { renderRequestOf } from '@paydraft/document-render';
import { RpcClient } from '@paydraft/nest-kit';
import { requireCaller } from '../auth/auth-user';
import { ZodQueryPipe } from '../common/zod-query.pipe';
import { ApiErrorResponses } from '../openapi/api-error.response';
import { ApiQueryOf } from '../openapi/api-query.decorator';
import { DocumentTypePipe, type DocumentType } from './document-type.pipe';
import { einvoiceKindOf, einvoiceQuerySchema, type EInvoiceQuery } from './einvoice.query';

/** A stored invoice as an e-invoice XML alone (CII, or UBL as XRechnung or Peppol), for its owner. */
@ApiTags('documents')
@ApiBearerAuth()
@Controller('documents')
export class DocumentEInvoiceController {
  constructor(private readonly rpc: RpcClient) {}

  @Get(':type/:id/einvoice')
  @ApiOperation({
    summary: "One of the caller's invoices as an e-invoice XML",
    description:
      '`syntax=cii`: Factur-X EN 16931 (CII D22B), the XML a Factur-X PDF carries. `syntax=ubl&profile=xrechnung`: ' +
      'XRechnung 3.0 (UBL); `syntax=ubl&profile=peppol`: Peppol BIS Billing 3.0. The file is named after the ' +
      'number and the profile, such as INV-0007-xrechnung.xml.',
  })
  @ApiQueryOf(einvoiceQuerySchema)
  @ApiOkResponse({
    description: 'The XML',
    content: { 'application/xml': { schema: { type: 'string' } } },
  })
  @ApiErrorResponses({
    400: 'An unknown `syntax` or `profile`, UBL without a profile or CII with one (`request.invalid_query`)',
    401: 'No valid session',
    403: 'No plan that opens the dashboard (`billing.no_plan`)',
    404: "No such document among the caller's (`documents.not_found`)",
    422: 'A quote, or an invoice lacking fields the profile needs (`pdf.einvoice_not_ready`, `problems` lists them)',
    503: 'The PDF service is not available',
  })
  async einvoice(
    @Param('type', DocumentTypePipe) type: DocumentType,
    @Param('id') id: string,
    @Query(new ZodQueryPipe(einvoiceQuerySchema)) query: EInvoiceQuery,
  ): Promise<StreamableFile> {
    requireCaller();
    const { document } = await this.rpc.request(DocumentsRpc.get, { documentType: type, id });
    const { xml, fileName } = await this.rpc.request(PdfRenderRpc.renderEInvoice, {
      document: renderRequestOf(type, document!, { watermark: false }),
      ...einvoiceKindOf(query),
    });
    return new StreamableFile(xml, {
      type: 'application/xml; charset=utf-8',
      disposition: `attachment; filename="${fileName}"`,
      length: xml.byteLength,
    });
  }
}
