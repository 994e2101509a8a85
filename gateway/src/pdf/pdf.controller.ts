import {
  Controller,
  HttpCode,
  Post,
  Req,
  StreamableFile,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { PdfRenderRpc } from '@paydraft/contracts';
import { pdfRequestSchema, type PdfRequest } from '@paydraft/invoice-core';
import { currentRequestContext, RpcClient } from '@paydraft/nest-kit';
import type { Request } from 'express';
import { ZodBodyPipe } from '../common/zod-body.pipe';
import { ApiFileAnswer } from '../openapi/api-answer';
import { ApiErrorResponses } from '../openapi/api-error.response';
import { BUILDER_BODY_ERRORS } from './builder-pdf-errors';
import { openApiSchemaOf } from '../openapi/zod-schema';
import { BuilderDocumentBody } from './builder-document-body.decorator';
import { assertFacturXReady, builderPdfBodySchema, nothingDueOf } from './builder-facturx';
import { MultipartFormInterceptor, type UploadedLogo } from './multipart-form.interceptor';
import { normaliseLogo } from './normalise-logo';
import { PdfRateLimit } from './pdf-rate-limit';
import { pdfFileName } from './pdf-file-name';
import { fileNameForFormat, renderFormatOf, type PdfFormatName } from './pdf-format';
import { toRenderRequest } from './to-render-request';
import { shouldWatermark } from './watermark-policy';

@ApiTags('documents')
@Controller('pdf')
export class PdfController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly rateLimit: PdfRateLimit,
  ) {}

  /**
   * The builder's download, from the public page and the dashboard. A bearer token of a Pro or
   * Lifetime caller drops the watermark and the limit; without one (or a Free caller's) the PDF is
   * free: watermarked and counted. A token that is not valid is the gateway's 401, never a free PDF. Takes the document as a JSON body, or as the JSON
   * text of a multipart form's `document` field next to an optional `logo` file.
   */
  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Render an invoice or quote to PDF (no sign-in needed; free PDFs carry a footer watermark, a Pro or Lifetime caller’s do not)',
    description:
      'Send the document as a JSON body, or as multipart/form-data with the JSON text in the `document` ' +
      'field and an optional `logo` file (PNG or JPEG, at most 5 MB). Free PDFs are limited per client ' +
      'network (PDF_RATE_LIMIT; a refused body is not counted); a Pro or Lifetime caller’s are not. ' +
      'A bearer token that is not valid (ended session) is a 401, not a free PDF. `format: "facturx"` makes ' +
      'an invoice a Factur-X (EN 16931) PDF with its CII XML attached (free ones carry the watermark and count ' +
      'as any free PDF); a document lacking fields it needs is a 422 listing them, not counted.',
  })
  @ApiBody({ schema: openApiSchemaOf(pdfRequestSchema.and(builderPdfBodySchema)) })
  @ApiFileAnswer(['application/pdf'], 'The PDF')
  @ApiErrorResponses({
    ...BUILDER_BODY_ERRORS,
    422: '`format: "facturx"` of a quote or of an invoice lacking fields (`pdf.einvoice_not_ready`, `problems`)',
    429: 'Too many free PDFs from this network for now',
  })
  @UseInterceptors(MultipartFormInterceptor)
  async render(
    @BuilderDocumentBody(new ZodBodyPipe(pdfRequestSchema)) document: PdfRequest,
    @BuilderDocumentBody(new ZodBodyPipe(builderPdfBodySchema)) { format }: { format: PdfFormatName },
    @UploadedFile() upload: UploadedLogo | undefined,
    @Req() request: Request,
  ): Promise<StreamableFile> {
    const logo = upload ? await normaliseLogo(upload.buffer) : undefined;
    const nothingDue = nothingDueOf(document);
    if (format === 'facturx') assertFacturXReady(document, nothingDue);
    // A free Factur-X carries the footer watermark like any free PDF: it is drawn text in embedded
    // fonts, which PDF/A-3 allows, and the XML (what a buyer's system reads) is the same either way.
    const watermark = shouldWatermark(currentRequestContext()?.caller);
    // Only free PDFs are limited (a paying caller's have no limit), and only now: a body or a
    // logo refused with a 400 (or a Factur-X refused with a 422) costs the caller none of its PDFs.
    if (watermark) await this.rateLimit.take(request);
    const renderRequest = toRenderRequest(document, {
      logo,
      watermark,
      format: renderFormatOf(format),
      nothingDue,
    });
    const { pdf } = await this.rpc.request(PdfRenderRpc.renderDocument, renderRequest);
    return new StreamableFile(pdf, {
      type: 'application/pdf',
      disposition: `attachment; filename="${fileNameForFormat(pdfFileName(document), format)}"`,
      length: pdf.byteLength,
    });
  }
}
