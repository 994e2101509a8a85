import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiQuery, ApiTags } from '@nestjs/swagger';
import { ApiFileAnswer } from '../openapi/api-answer';
import type { Request, Response } from 'express';
import { ApiErrorResponses } from '../openapi/api-error.response';
import type { SampleKind } from './sample-documents';
import { SamplesService } from './samples.service';

/** The bytes never change while the gateway runs; an hour keeps a redeploy's new sample visible soon. */
const CACHE_CONTROL = 'public, max-age=3600';

const FILE_NAMES: Record<SampleKind, string> = {
  quote: 'paydraft-sample-quote.pdf',
  invoice: 'paydraft-sample-invoice.pdf',
};

/** The home page's two sample PDFs: a fixed quote and invoice, as the free builder would print them. */
@ApiTags('samples')
@Controller('samples')
export class SamplesController {
  constructor(private readonly samples: SamplesService) {}

  @Get('quote.pdf')
  @ApiOperation({ summary: "The home page's sample quote (free template, watermarked)" })
  @ApiQuery({ name: 'download', required: false, description: '`1`: sent as an attachment, else inline' })
  @ApiFileAnswer(['application/pdf'], 'The PDF')
  @ApiErrorResponses({ 503: 'The PDF service is not available' })
  quote(@Query('download') download: string | undefined, @Req() request: Request, @Res() response: Response) {
    return this.send('quote', download === '1', request, response);
  }

  @Get('invoice.pdf')
  @ApiOperation({ summary: "The home page's sample invoice (free template, watermarked)" })
  @ApiQuery({ name: 'download', required: false, description: '`1`: sent as an attachment, else inline' })
  @ApiFileAnswer(['application/pdf'], 'The PDF')
  @ApiErrorResponses({ 503: 'The PDF service is not available' })
  invoice(
    @Query('download') download: string | undefined,
    @Req() request: Request,
    @Res() response: Response,
  ) {
    return this.send('invoice', download === '1', request, response);
  }

  /** 304 without a body when If-None-Match already names these bytes. */
  private async send(kind: SampleKind, download: boolean, request: Request, response: Response) {
    const { bytes, etag } = await this.samples.pdf(kind);
    response.setHeader('ETag', etag).setHeader('Cache-Control', CACHE_CONTROL);
    const known = (request.headers['if-none-match'] ?? '').split(',').map((tag) => tag.trim());
    if (known.includes(etag) || known.includes('*')) {
      response.status(304).end();
      return;
    }
    response
      .status(200)
      .type('application/pdf')
      .setHeader(
        'Content-Disposition',
        `${download ? 'attachment' : 'inline'}; filename="${FILE_NAMES[kind]}"`,
      )
      .send(bytes);
  }
}
