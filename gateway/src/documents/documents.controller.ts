import {
  Body,
  Controller,
  Delete,
  Get,
  Headers,
  HttpCode,
  Param,
  Post,
  Put,
  Query,
  UseInterceptors,
} from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiHeader, ApiOperation, ApiTags } from '@nestjs/swagger';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { DocumentsRpc } from '@paydraft/contracts';
import { currentRequestContext, RpcClient } from '@paydraft/nest-kit';
import { requireCaller } from '../auth/auth-user';
import { ZodBodyPipe } from '../common/zod-body.pipe';
import { ZodQueryPipe } from '../common/zod-query.pipe';
import { ApiAnswer, dataAnswerSchema, okAnswerSchema } from '../openapi/api-answer';
import { ApiErrorResponses } from '../openapi/api-error.response';
import { ApiQueryOf } from '../openapi/api-query.decorator';
import { openApiSchemaOf } from '../openapi/zod-schema';
import { documentAnswer, documentAnswerSchema } from './document.answer';
import { DocumentTypePipe, type DocumentType } from './document-type.pipe';
import { creditNoteBodyOf } from './credit-note.body';
import { DEFAULT_PAGE_SIZE } from '../common/list-query';
import { documentFiltersOf, listDocumentsQuerySchema, type ListDocumentsQuery } from './documents.query';
import { documentFieldsOf, savedDocumentBodySchema } from './saved-document.body';
import { PublicDocumentInterceptor } from '../sharing/public-document.interceptor';
import { SharedDocuments } from '../sharing/shared-documents';
import { publicDocumentAnswerSchema } from '../sharing/public-document.answer';
import { publicRevisionQuerySchema, type PublicRevisionQuery } from '../sharing/sharing.body';

const OWNED = {
  401: 'No valid session',
  403: 'No plan that opens the dashboard (`billing.no_plan`)',
  404: "No such document among the caller's (`documents.not_found`)",
};
const SAVED = {
  ...OWNED,
  403:
    'No plan that opens the dashboard (`billing.no_plan`), or a quote set to accepted or rejected by its owner ' +
    '(`documents.decision_by_client_only`: only the client decides, on the public view)',
  400: 'A malformed field (`request.invalid_body`), or a status of the other type (`documents.invalid_input`)',
  404: "No such document, or a client_id that is not one of the caller's clients (`clients.not_found`)",
  409:
    'The number is already used by another document of this type (`documents.number_taken`), or the document ' +
    'kept changing while it was saved (`request.conflict`)',
};
const documentListAnswerSchema = z.object({
  success: z.literal(true),
  data: z.array(documentAnswerSchema),
  total: z.number().int(),
  counts: z.object({
    all: z.number().int(),
    invoice: z.number().int(),
    quote: z.number().int(),
    credit_note: z.number().int(),
  }),
  page: z.number().int().optional().describe('With `page` or `pageSize` in the query'),
  pageSize: z.number().int().optional(),
});
const documentDataSchema = dataAnswerSchema(documentAnswerSchema);

/** The header that names a save, as Stripe's API spells it. */
const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
const convertedAnswerSchema = dataAnswerSchema(
  z.object({ invoice: documentAnswerSchema, quote: documentAnswerSchema }),
);

/** The spec's /api/documents calls; the documents service scopes each to the caller and enforces the plan. */
@ApiTags('documents')
@ApiBearerAuth()
@Controller('documents')
export class DocumentsController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly shared: SharedDocuments,
  ) {}

  @Get('all')
  @ApiOperation({
    summary:
      "The caller's invoices, quotes and credit notes, newest update first or by `sort` (total, balance, " +
      'due_date, issue_date, number; `order` asc or desc); searched, filtered (type, client, status, `payment` ' +
      'unpaid or overdue), paged',
  })
  @ApiAnswer(documentListAnswerSchema, { description: 'The documents, newest update first or by `sort`' })
  @ApiErrorResponses({
    400: 'A malformed query parameter (`request.invalid_query`)',
    401: OWNED[401],
    403: OWNED[403],
  })
  @ApiQueryOf(listDocumentsQuerySchema)
  async list(
    @Query(new ZodQueryPipe(listDocumentsQuerySchema)) query: ListDocumentsQuery,
  ): Promise<z.output<typeof documentListAnswerSchema>> {
    requireCaller();
    const paged = query.page !== undefined || query.pageSize !== undefined;
    const page = paged ? (query.page ?? 1) : 0;
    const pageSize = paged ? (query.pageSize ?? DEFAULT_PAGE_SIZE) : 0;
    const reply = await this.rpc.request(DocumentsRpc.list, { ...documentFiltersOf(query), page, pageSize });
    const answer = {
      success: true as const,
      data: reply.documents.map(documentAnswer),
      total: reply.total,
      counts: {
        all: reply.invoiceCount + reply.quoteCount + reply.creditNoteCount,
        invoice: reply.invoiceCount,
        quote: reply.quoteCount,
        credit_note: reply.creditNoteCount,
      },
    };
    return paged ? { ...answer, page, pageSize } : answer;
  }

  @Get(':type/:id')
  @UseInterceptors(PublicDocumentInterceptor)
  @ApiOperation({
    summary:
      "One of the caller's documents; without an Authorization header, the shared document whose link token is " +
      '`id` (a quote: its latest revision, or `?revision=N`, an earlier one with its decision)',
  })
  @ApiAnswer(z.union([documentDataSchema, dataAnswerSchema(publicDocumentAnswerSchema)]), {
    description: "The caller's document; without an Authorization header, the shared one (no ids)",
  })
  @ApiErrorResponses(OWNED)
  async get(
    @Param('type', DocumentTypePipe) type: DocumentType,
    @Param('id') id: string,
    @Query(new ZodQueryPipe(publicRevisionQuerySchema)) query: PublicRevisionQuery,
  ) {
    // No Authorization header (a bad one is a 401 before this): the public view, by share token.
    if (!currentRequestContext()?.caller) return this.shared.view(type, id, query.revision ?? 0);
    requireCaller();
    const { document } = await this.rpc.request(DocumentsRpc.get, { documentType: type, id });
    return { success: true as const, data: documentAnswer(document) };
  }

  @Post(':type')
  @ApiOperation({
    summary:
      'Save a new invoice, quote or credit note; an empty number takes the next one of the type (INV-, QUO-, CN-). ' +
      "A credit note names the caller's invoice it credits (`invoice_id`); a body of `invoice_id` alone copies " +
      'that invoice (items, parties, taxes, currency, payment) into a new draft credit note',
  })
  @ApiBody({ schema: openApiSchemaOf(savedDocumentBodySchema('invoice')) })
  @ApiHeader({
    name: IDEMPOTENCY_KEY_HEADER,
    required: false,
    description:
      'Names this save: sent again with the same key (after a lost answer), it answers the document the first ' +
      'made instead of making a second. Any string, one per document to be made',
  })
  @ApiAnswer(documentDataSchema, { status: 201, description: 'The saved document' })
  @ApiErrorResponses({
    ...SAVED,
    400: `${SAVED[400]}; a credit note without \`invoice_id\` or in another currency than its invoice (\`documents.invalid_input\`)`,
    404: `${SAVED[404]}; a credit note's \`invoice_id\` that is not one of the caller's invoices (\`documents.not_found\`)`,
  })
  async create(
    @Param('type', DocumentTypePipe) type: DocumentType,
    @Body() body: unknown,
    @Headers(IDEMPOTENCY_KEY_HEADER) idempotencyKey: string | undefined,
  ): Promise<z.output<typeof documentDataSchema>> {
    requireCaller();
    const request =
      type === 'credit_note'
        ? creditNoteBodyOf(body)
        : { fields: documentFieldsOf(new ZodBodyPipe(savedDocumentBodySchema(type)).transform(body)) };
    // Named by the caller's key, or by one of this request's own: either way the create may be sent
    // again when its answer is lost (a NATS node died with it), and makes one document.
    const requestKey = idempotencyKey || randomUUID();
    const { document } = await this.rpc.request(
      DocumentsRpc.create,
      { documentType: type, ...request, requestKey },
      { idempotent: true },
    );
    return { success: true as const, data: documentAnswer(document) };
  }

  @Put(':type/:id')
  @ApiOperation({
    summary:
      'Replace a document (a status change is the whole document with the new status); a quote its client ' +
      'accepted or rejected is frozen: a change makes its next revision, a draft to be sent and decided again',
  })
  @ApiBody({ schema: openApiSchemaOf(savedDocumentBodySchema('invoice')) })
  @ApiAnswer(documentDataSchema, { description: 'The saved document' })
  @ApiErrorResponses(SAVED)
  async update(
    @Param('type', DocumentTypePipe) type: DocumentType,
    @Param('id') id: string,
    @Body() body: unknown,
  ): Promise<z.output<typeof documentDataSchema>> {
    requireCaller();
    const fields = documentFieldsOf(new ZodBodyPipe(savedDocumentBodySchema(type)).transform(body));
    const { document } = await this.rpc.request(DocumentsRpc.update, { documentType: type, id, fields });
    return { success: true as const, data: documentAnswer(document) };
  }

  @Delete(':type/:id')
  @ApiOperation({ summary: "Delete one of the caller's documents" })
  @ApiAnswer(okAnswerSchema)
  @ApiErrorResponses(OWNED)
  async remove(
    @Param('type', DocumentTypePipe) type: DocumentType,
    @Param('id') id: string,
  ): Promise<z.output<typeof okAnswerSchema>> {
    requireCaller();
    await this.rpc.request(DocumentsRpc.delete, { documentType: type, id });
    return { success: true as const };
  }

  @Post('quote/:id/convert')
  @HttpCode(200)
  @ApiOperation({
    summary:
      'Convert a quote: saves the invoice (the body is the invoice form, or empty for the spec’s prefill from ' +
      'the quote) and marks the quote completed and linked to it',
  })
  @ApiBody({ required: false, schema: openApiSchemaOf(savedDocumentBodySchema('invoice')) })
  @ApiAnswer(convertedAnswerSchema, { description: 'The saved invoice and the completed quote' })
  @ApiErrorResponses({
    ...SAVED,
    400: `${SAVED[400]}; a quote already converted (\`documents.invalid_input\`)`,
  })
  async convert(
    @Param('id') id: string,
    @Body() body: unknown,
  ): Promise<z.output<typeof convertedAnswerSchema>> {
    requireCaller();
    const hasForm = body !== null && typeof body === 'object' && Object.keys(body).length > 0;
    const invoice = hasForm
      ? documentFieldsOf(new ZodBodyPipe(savedDocumentBodySchema('invoice')).transform(body))
      : undefined;
    const reply = await this.rpc.request(DocumentsRpc.convertQuote, { quoteId: id, invoice });
    return {
      success: true as const,
      data: { invoice: documentAnswer(reply.invoice), quote: documentAnswer(reply.quote) },
    };
  }
}
