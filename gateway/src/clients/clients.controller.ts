import { Body, Controller, Delete, Get, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { ClientsRpc } from '@paydraft/contracts';
import { RpcClient } from '@paydraft/nest-kit';
import { requireCaller } from '../auth/auth-user';
import { ZodBodyPipe } from '../common/zod-body.pipe';
import { ZodQueryPipe } from '../common/zod-query.pipe';
import { ApiAnswer, dataAnswerSchema, okAnswerSchema } from '../openapi/api-answer';
import { ApiErrorResponses } from '../openapi/api-error.response';
import { ApiQueryOf } from '../openapi/api-query.decorator';
import { openApiSchemaOf } from '../openapi/zod-schema';
import { clientAnswer, clientAnswerSchema } from './client.answer';
import { clientBodySchema, clientFieldsOf, type ClientBody } from './clients.body';
import { DEFAULT_PAGE_SIZE } from '../common/list-query';
import { listClientsQuerySchema, type ListClientsQuery } from './clients.query';

const OWNED = {
  401: 'No valid session',
  403: 'No plan that opens the dashboard (`billing.no_plan`)',
  404: "No such client among the caller's (`clients.not_found`)",
};

const clientListAnswerSchema = z.object({
  success: z.literal(true),
  data: z.array(clientAnswerSchema),
  total: z.number().int().optional().describe('With `page` or `pageSize` in the query'),
  page: z.number().int().optional(),
  pageSize: z.number().int().optional(),
});
const clientDataSchema = dataAnswerSchema(clientAnswerSchema);
type ClientData = z.output<typeof clientDataSchema>;

/** The spec's /api/clients calls; the clients service scopes each to the caller and enforces the plan. */
@ApiTags('clients')
@ApiBearerAuth()
@Controller('clients')
export class ClientsController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @ApiOperation({
    summary: "The caller's clients, newest update first; searched, filtered and paged on request",
  })
  @ApiAnswer(clientListAnswerSchema, { description: "The caller's clients" })
  @ApiErrorResponses({
    400: 'A malformed query parameter (`request.invalid_query`)',
    401: OWNED[401],
    403: OWNED[403],
  })
  @ApiQueryOf(listClientsQuerySchema)
  async list(
    @Query(new ZodQueryPipe(listClientsQuerySchema)) query: ListClientsQuery,
  ): Promise<z.output<typeof clientListAnswerSchema>> {
    requireCaller();
    const paged = query.page !== undefined || query.pageSize !== undefined;
    const page = paged ? (query.page ?? 1) : 0;
    const pageSize = paged ? (query.pageSize ?? DEFAULT_PAGE_SIZE) : 0;
    const reply = await this.rpc.request(ClientsRpc.list, {
      search: query.search ?? '',
      status: query.status ?? '',
      page,
      pageSize,
    });
    const data = reply.clients.map(clientAnswer);
    return paged ? { success: true, data, total: reply.total, page, pageSize } : { success: true, data };
  }

  @Get(':id')
  @ApiOperation({ summary: "One of the caller's clients" })
  @ApiAnswer(clientDataSchema, { description: 'The client' })
  @ApiErrorResponses(OWNED)
  async get(@Param('id') id: string): Promise<ClientData> {
    requireCaller();
    const { client } = await this.rpc.request(ClientsRpc.get, { id });
    return { success: true, data: clientAnswer(client) };
  }

  @Post()
  @ApiOperation({ summary: 'Create a client for the caller (status active unless given)' })
  @ApiBody({ schema: openApiSchemaOf(clientBodySchema) })
  @ApiAnswer(clientDataSchema, { status: 201, description: 'The new client' })
  @ApiErrorResponses({
    400: "A field that is too long, a malformed email, an unknown status or country, a VAT number that fails its country's check, more than 3 address lines",
    401: OWNED[401],
    403: OWNED[403],
  })
  async create(@Body(new ZodBodyPipe(clientBodySchema)) body: ClientBody): Promise<ClientData> {
    requireCaller();
    const { client } = await this.rpc.request(ClientsRpc.create, { fields: clientFieldsOf(body) });
    return { success: true, data: clientAnswer(client) };
  }

  @Put(':id')
  @ApiOperation({ summary: "Change the given fields of one of the caller's clients" })
  @ApiBody({ schema: openApiSchemaOf(clientBodySchema) })
  @ApiAnswer(clientDataSchema, { description: 'The client' })
  @ApiErrorResponses({ 400: 'As for POST', ...OWNED })
  async update(
    @Param('id') id: string,
    @Body(new ZodBodyPipe(clientBodySchema)) body: ClientBody,
  ): Promise<ClientData> {
    requireCaller();
    const { client } = await this.rpc.request(ClientsRpc.update, { id, fields: clientFieldsOf(body) });
    return { success: true, data: clientAnswer(client) };
  }

  @Delete(':id')
  @ApiOperation({ summary: "Delete one of the caller's clients; its documents remain, unlinked" })
  @ApiAnswer(okAnswerSchema)
  @ApiErrorResponses(OWNED)
  async delete(@Param('id') id: string): Promise<z.output<typeof okAnswerSchema>> {
    requireCaller();
    await this.rpc.request(ClientsRpc.delete, { id });
    return { success: true };
  }
}
