import { Controller } from '@nestjs/common';
import { create } from '@bufbuild/protobuf';
import { DocumentFieldsSchema, DocumentsRpc } from '@paydraft/contracts';
import {
  Caller,
  RpcHandler,
  requireEntitledCaller,
  requireReadingCaller,
  type RpcRequest,
} from '@paydraft/nest-kit';
import { ActivityService } from './activity/activity.service';
import { ConvertQuoteService } from './documents/convert-quote.service';
import { CreditNotesService } from './documents/credit-notes.service';
import { documentView } from './documents/document-view';
import { DocumentsService } from './documents/documents.service';
import { DuplicateDocumentService } from './documents/duplicate-document.service';
import { StatsService } from './stats/stats.service';

/**
 * Every documents.* subject on documents: decode, check the caller's plan, call the rule, encode.
 * Reads (list, get) are open to a lapsed owner too; everything else needs a running plan.
 */
@Controller()
export class DocumentsController {
  constructor(
    private readonly documents: DocumentsService,
    private readonly conversion: ConvertQuoteService,
    private readonly counts: StatsService,
    private readonly activity: ActivityService,
    private readonly duplicates: DuplicateDocumentService,
    private readonly creditNotes: CreditNotesService,
  ) {}

  @RpcHandler(DocumentsRpc.list)
  async list(request: RpcRequest<typeof DocumentsRpc.list>, @Caller() caller: Caller) {
    const { userId } = requireReadingCaller(caller);
    const found = await this.documents.list(userId, request);
    return { ...found, documents: found.documents.map(documentView) };
  }

  @RpcHandler(DocumentsRpc.get)
  async get(request: RpcRequest<typeof DocumentsRpc.get>, @Caller() caller: Caller) {
    const { userId } = requireReadingCaller(caller);
    return { document: documentView(await this.documents.find(userId, request.documentType, request.id)) };
  }

  @RpcHandler(DocumentsRpc.create)
  async create(request: RpcRequest<typeof DocumentsRpc.create>, @Caller() caller: Caller) {
    const { userId } = requireEntitledCaller(caller);
    if (request.documentType === 'credit_note') {
      // Without fields, the credit note is a copy of the invoice it credits.
      const created = await this.creditNotes.create(
        userId,
        request.invoiceId,
        request.fields,
        request.requestKey,
      );
      return { document: documentView(created) };
    }
    const fields = request.fields ?? create(DocumentFieldsSchema);
    const created = await this.documents.create(userId, request.documentType, fields, {
      requestKey: request.requestKey || undefined,
    });
    return { document: documentView(created) };
  }

  @RpcHandler(DocumentsRpc.update)
  async update(request: RpcRequest<typeof DocumentsRpc.update>, @Caller() caller: Caller) {
    const { userId } = requireEntitledCaller(caller);
    const fields = request.fields ?? create(DocumentFieldsSchema);
    const updated = await this.documents.update(userId, request.documentType, request.id, fields);
    return { document: documentView(updated) };
  }

  @RpcHandler(DocumentsRpc.delete)
  async delete(request: RpcRequest<typeof DocumentsRpc.delete>, @Caller() caller: Caller) {
    const { userId } = requireEntitledCaller(caller);
    await this.documents.remove(userId, request.documentType, request.id);
    return {};
  }

  @RpcHandler(DocumentsRpc.convertQuote)
  async convertQuote(request: RpcRequest<typeof DocumentsRpc.convertQuote>, @Caller() caller: Caller) {
    const { userId } = requireEntitledCaller(caller);
    const { invoice, quote } = await this.conversion.convert(userId, request.quoteId, request.invoice);
    return { invoice: documentView(invoice), quote: documentView(quote) };
  }

  @RpcHandler(DocumentsRpc.stats)
  stats(_request: RpcRequest<typeof DocumentsRpc.stats>, @Caller() caller: Caller) {
    return this.counts.of(requireEntitledCaller(caller).userId);
  }

  @RpcHandler(DocumentsRpc.duplicate)
  async duplicate(request: RpcRequest<typeof DocumentsRpc.duplicate>, @Caller() caller: Caller) {
    const { userId } = requireEntitledCaller(caller);
    const copy = await this.duplicates.duplicate(userId, request.documentType, request.id);
    return { document: documentView(copy) };
  }

  @RpcHandler(DocumentsRpc.totals)
  totals(request: RpcRequest<typeof DocumentsRpc.totals>, @Caller() caller: Caller) {
    return this.counts.totals(requireEntitledCaller(caller).userId, request.clientId);
  }

  @RpcHandler(DocumentsRpc.recentActivity)
  async recentActivity(request: RpcRequest<typeof DocumentsRpc.recentActivity>, @Caller() caller: Caller) {
    const { userId } = requireEntitledCaller(caller);
    return { activities: await this.activity.recent(userId, request.limit, request.documentId) };
  }
}
