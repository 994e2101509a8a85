import { Controller, Get, Query, StreamableFile } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ClientsRpc, DocumentsRpc, type Document } from '@paydraft/contracts';
import { RpcClient } from '@paydraft/nest-kit';
import { requireCaller } from '../auth/auth-user';
import { ZodQueryPipe } from '../common/zod-query.pipe';
import { ApiErrorResponses } from '../openapi/api-error.response';
import { ApiQueryOf } from '../openapi/api-query.decorator';
import { DOCUMENT_CSV_COLUMNS, documentsCsv } from './documents-csv';
import { documentFiltersOf, exportDocumentsQuerySchema, type ExportDocumentsQuery } from './documents.query';

/** The history as a spreadsheet: the documents list, filtered and ordered as on the page, as CSV. */
@ApiTags('documents')
@ApiBearerAuth()
@Controller('documents')
export class DocumentsExportController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('export.csv')
  @ApiOperation({
    summary:
      "The caller's documents matching the list's filters (search, type, client, status, payment) in its order " +
      '(sort, order), every match, as a CSV download',
  })
  @ApiOkResponse({
    description: `text/csv, columns ${DOCUMENT_CSV_COLUMNS.join(', ')}; Paid and Balance on invoices only`,
    content: { 'text/csv': { schema: { type: 'string' } } },
  })
  @ApiErrorResponses({
    400: 'A malformed query parameter (`request.invalid_query`)',
    401: 'No valid session',
    403: 'No plan that opens the dashboard (`billing.no_plan`)',
  })
  @ApiQueryOf(exportDocumentsQuerySchema)
  async export(@Query(new ZodQueryPipe(exportDocumentsQuerySchema)) query: ExportDocumentsQuery) {
    requireCaller();
    const { documents } = await this.rpc.request(DocumentsRpc.list, {
      ...documentFiltersOf(query),
      page: 0,
      pageSize: 0,
    });
    const csv = Buffer.from(documentsCsv(documents, await this.clientNames(documents)), 'utf8');
    const day = new Date().toISOString().slice(0, 10);
    return new StreamableFile(csv, {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="paydraft-documents-${day}.csv"`,
      length: csv.byteLength,
    });
  }

  /** The caller's clients' names by id, read only when a document is linked to one. */
  private async clientNames(documents: readonly Document[]): Promise<Map<string, string>> {
    if (!documents.some((document) => document.clientId)) return new Map();
    // Page 0: every client of the caller in one answer.
    const { clients } = await this.rpc.request(ClientsRpc.list, {
      search: '',
      status: '',
      page: 0,
      pageSize: 0,
    });
    return new Map(clients.map((client) => [client.id, client.businessName]));
  }
}
