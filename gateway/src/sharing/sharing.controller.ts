import { Body, Controller, HttpCode, Param, Post, UseInterceptors } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { DocumentsRpc } from '@paydraft/contracts';
import { RpcClient } from '@paydraft/nest-kit';
import { requireCaller } from '../auth/auth-user';
import { ZodBodyPipe } from '../common/zod-body.pipe';
import { DocumentTypePipe } from '../documents/document-type.pipe';
import { ApiAnswer, dataAnswerSchema } from '../openapi/api-answer';
import { ApiErrorResponses } from '../openapi/api-error.response';
import { openApiSchemaOf } from '../openapi/zod-schema';
import { publicDocumentAnswerSchema } from './public-document.answer';
import { PublicRouteInterceptor } from './public-document.interceptor';
import { PayNow } from './pay-now';
import { SharedDocuments, type SharedDocumentType } from './shared-documents';
import { acceptQuoteBodySchema, rejectQuoteBodySchema } from './sharing.body';

const OWNED = {
  401: 'No valid session',
  403: 'No plan that opens the dashboard (`billing.no_plan`)',
  404: "No such document among the caller's (`documents.not_found`)",
};
const PUBLIC = {
  404: 'No document behind this token: unknown, revoked or of the other type (`documents.not_found`)',
  429: 'Too many calls to shared documents from this network, signed in or not (`request.rate_limited`)',
};
const linkAnswerSchema = dataAnswerSchema(
  z.object({ token: z.string(), url: z.string().describe('`/view/{type}/{token}`') }),
);
const payAnswerSchema = z.object({
  success: z.literal(true),
  url: z.string().describe("Stripe Checkout's page: send the browser there"),
});
const publicDocumentDataSchema = dataAnswerSchema(publicDocumentAnswerSchema);

const linkAnswer = (
  link: { token: string; path: string } | undefined,
): z.output<typeof linkAnswerSchema> => ({
  success: true,
  data: { token: link?.token ?? '', url: link?.path ?? '' },
});

/**
 * Share links: the owner's link of a document (and its renewal, which revokes the old one), and the
 * public view's calls by token (viewed, accept, reject). The public GET of a document and of its PDF
 * share their paths with the owner's and live in the documents controllers.
 */
@ApiTags('sharing')
@Controller('documents')
export class SharingController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly shared: SharedDocuments,
    private readonly payNow: PayNow,
  ) {}

  @Post(':type/:id/share')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOperation({ summary: "The document's public link: made on first ask, the same until renewed" })
  @ApiAnswer(linkAnswerSchema, { description: 'The public link' })
  @ApiErrorResponses(OWNED)
  async share(@Param('type', DocumentTypePipe) type: SharedDocumentType, @Param('id') id: string) {
    requireCaller();
    return linkAnswer(await this.rpc.request(DocumentsRpc.shareLink, { documentType: type, id }));
  }

  @Post(':type/:id/share/renew')
  @HttpCode(200)
  @ApiBearerAuth()
  @ApiOperation({ summary: 'A new public link for the document: the old one answers 404 from now on' })
  @ApiAnswer(linkAnswerSchema, { description: 'The public link' })
  @ApiErrorResponses(OWNED)
  async renew(@Param('type', DocumentTypePipe) type: SharedDocumentType, @Param('id') id: string) {
    requireCaller();
    return linkAnswer(await this.rpc.request(DocumentsRpc.renewShareLink, { documentType: type, id }));
  }

  @Post(':type/:token/viewed')
  @HttpCode(200)
  @UseInterceptors(PublicRouteInterceptor)
  @ApiOperation({
    summary: 'Public: records the shared document as viewed (sent → viewed; any later status stays)',
  })
  @ApiAnswer(publicDocumentDataSchema, { description: 'The shared document' })
  @ApiErrorResponses(PUBLIC)
  viewed(@Param('type', DocumentTypePipe) type: SharedDocumentType, @Param('token') token: string) {
    return this.shared.viewed(type, token);
  }

  @Post('invoice/:token/pay')
  @HttpCode(200)
  @UseInterceptors(PublicRouteInterceptor)
  @ApiOperation({
    summary:
      "Public: pay the shared invoice's balance by card, on a Stripe Checkout page of its owner's own Stripe account, made now",
  })
  @ApiAnswer(payAnswerSchema, { description: 'Send the browser to `url` (Stripe Checkout)' })
  @ApiErrorResponses({
    404: 'No invoice behind this token (`documents.not_found`), or its owner takes no card payments (`billing.not_connected`)',
    409: 'Nothing is due: paid, cancelled, a draft or a zero total (`documents.nothing_due`)',
    429: PUBLIC[429],
    503: 'Stripe is not available (`billing.stripe_unavailable`, `billing.stripe_not_configured`)',
  })
  async pay(@Param('token') token: string): Promise<z.output<typeof payAnswerSchema>> {
    return { success: true, url: await this.payNow.checkoutUrl(token) };
  }

  @Post('quote/:token/accept')
  @HttpCode(200)
  @UseInterceptors(PublicRouteInterceptor)
  @ApiOperation({ summary: 'Public: the client accepts the shared quote with the name they typed; once' })
  @ApiBody({ schema: openApiSchemaOf(acceptQuoteBodySchema) })
  @ApiAnswer(publicDocumentDataSchema, { description: 'The shared document' })
  @ApiErrorResponses({
    ...PUBLIC,
    400: 'No name, or one over 100 characters (`documents.invalid_input`); an invoice (`documents.not_a_quote`)',
    409:
      'The quote was accepted or rejected already (`documents.quote_decided`), or `revision` is no longer ' +
      'the latest (`documents.quote_revised`)',
  })
  accept(@Param('token') token: string, @Body() body: unknown) {
    const { name, revision } = new ZodBodyPipe(acceptQuoteBodySchema).transform(body);
    return this.shared.accept(token, name, revision ?? 0);
  }

  @Post('quote/:token/reject')
  @HttpCode(200)
  @UseInterceptors(PublicRouteInterceptor)
  @ApiOperation({ summary: 'Public: the client rejects the shared quote; once' })
  @ApiBody({ schema: openApiSchemaOf(rejectQuoteBodySchema), required: false })
  @ApiAnswer(publicDocumentDataSchema, { description: 'The shared document' })
  @ApiErrorResponses({
    ...PUBLIC,
    400: 'An invoice (`documents.not_a_quote`)',
    409:
      'The quote was accepted or rejected already (`documents.quote_decided`), or `revision` is no longer ' +
      'the latest (`documents.quote_revised`)',
  })
  reject(@Param('token') token: string, @Body() body: unknown) {
    const { revision } = new ZodBodyPipe(rejectQuoteBodySchema).transform(body ?? {});
    return this.shared.reject(token, revision ?? 0);
  }
}
