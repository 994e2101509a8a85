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
import { ZodBodyPipe } from '../../common/zod-body.pipe';
import { ApiFileAnswer } from '../../openapi/api-answer';
import { ApiErrorResponses } from '../../openapi/api-error.response';
import { BUILDER_BODY_ERRORS } from '../builder-pdf-errors';
import { openApiSchemaOf } from '../../openapi/zod-schema';
import { BuilderDocumentBody } from '../builder-document-body.decorator';
import { builderPdfBodySchema, nothingDueOf } from '../builder-facturx';
import { MultipartFormInterceptor, type UploadedLogo } from '../multipart-form.interceptor';
import { normaliseLogo } from '../normalise-logo';
import { toRenderRequest } from '../to-render-request';
import { shouldWatermark } from '../watermark-policy';
import { PdfPreviewRateLimit } from './pdf-preview-rate-limit';

@ApiTags('documents')
@Controller('pdf/preview')
export class PdfPreviewController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly rateLimit: PdfPreviewRateLimit,
  ) {}

  /**
   * The builder's live preview: the body of POST /api/pdf, checked the same way, drawn as that PDF
   * would be (the footer watermark of a free one included) with 'PREVIEW' across every page. It uses up
   * none of the free PDFs; previews have their own limit per network.
   */
  @Post()
  @HttpCode(200)
  @ApiOperation({
    summary: 'Preview an invoice or quote as its PDF, marked “Preview” (no sign-in needed; no free PDF used)',
    description:
      'The body of POST /api/pdf (JSON, or multipart/form-data with the JSON text in `document` and an ' +
      'optional `logo`), checked the same way and answered with the same 400s. The PDF is the one POST ' +
      '/api/pdf would make (with the footer watermark unless the caller is Pro or Lifetime) with “Preview”, in ' +
      'the document’s language, across every page; `format` is checked but the page is always the plain PDF. ' +
      'Not counted against the free PDFs (PDF_RATE_LIMIT): previews have their own limit per client ' +
      'network, whoever calls (PDF_PREVIEW_RATE_LIMIT per PDF_PREVIEW_RATE_WINDOW_SECONDS).',
  })
  @ApiBody({ schema: openApiSchemaOf(pdfRequestSchema.and(builderPdfBodySchema)) })
  @ApiFileAnswer(['application/pdf'], 'The preview PDF (shown inline, never a download)')
  @ApiErrorResponses({
    ...BUILDER_BODY_ERRORS,
    429: 'Too many previews from this network for now (request.rate_limited, Retry-After)',
  })
  @UseInterceptors(MultipartFormInterceptor)
  async preview(
    @BuilderDocumentBody(new ZodBodyPipe(pdfRequestSchema)) document: PdfRequest,
    @BuilderDocumentBody(new ZodBodyPipe(builderPdfBodySchema)) _format: unknown,
    @UploadedFile() upload: UploadedLogo | undefined,
    @Req() request: Request,
  ): Promise<StreamableFile> {
    const logo = upload ? await normaliseLogo(upload.buffer) : undefined;
    // Counted once the body and the logo are valid, as the PDFs are: a refused body costs no preview.
    await this.rateLimit.take(request);
    const renderRequest = toRenderRequest(document, {
      logo,
      watermark: shouldWatermark(currentRequestContext()?.caller),
      nothingDue: nothingDueOf(document),
      previewMark: true,
    });
    const { pdf } = await this.rpc.request(PdfRenderRpc.renderDocument, renderRequest);
    return new StreamableFile(pdf, {
      type: 'application/pdf',
      disposition: 'inline; filename="preview.pdf"',
      length: pdf.byteLength,
    });
  }
}
