import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DocumentsRpc } from '@paydraft/contracts';
import { RpcClient } from '@paydraft/nest-kit';
import { requireCaller } from '../auth/auth-user';
import { ZodBodyPipe } from '../common/zod-body.pipe';
import { ApiAnswer, okAnswerSchema } from '../openapi/api-answer';
import { ApiErrorResponses } from '../openapi/api-error.response';
import { openApiSchemaOf } from '../openapi/zod-schema';
import { recurringAnswer, recurringDataAnswerSchema, recurringListAnswerSchema } from './recurring.answer';
import { recurringBodySchema, recurringFieldsOf, type RecurringBody } from './recurring.body';

const OWNED = {
  401: 'No valid session',
  403: 'No plan that opens the dashboard (`billing.no_plan`)',
  404: "No such recurring profile among the caller's (`documents.not_found`)",
};
const SAVED = {
  ...OWNED,
  400:
    'A malformed field (`request.invalid_body`), or an unknown time zone, a bad date, an end before the start, ' +
    'an invoice number, or a change of start date or frequency after the first run (`documents.invalid_input`)',
  404: "No such profile, or an invoice client_id that is not one of the caller's clients (`clients.not_found`)",
};
const ENDED = { ...OWNED, 409: 'The profile has ended (`documents.recurring_ended`)' };

/** /api/recurring-invoices (docs/recurring-invoices.md): the documents service scopes each to the caller. */
@ApiTags('recurring-invoices')
@ApiBearerAuth()
@Controller('recurring-invoices')
export class RecurringController {
  constructor(private readonly rpc: RpcClient) {}

  @Post()
  @ApiOperation({
    summary:
      'Make a recurring profile: invoice n is issued on the start date plus n - 1 steps (months clamp to the ' +
      "month's last day), at send_time in time_zone (empty: the client's zone, else the owner's, else UTC)",
  })
  @ApiBody({ schema: openApiSchemaOf(recurringBodySchema) })
  @ApiAnswer(recurringDataAnswerSchema, { status: 201, description: 'The new profile' })
  @ApiErrorResponses(SAVED)
  async create(@Body(new ZodBodyPipe(recurringBodySchema)) body: RecurringBody) {
    requireCaller();
    const { profile } = await this.rpc.request(DocumentsRpc.createRecurring, {
      fields: recurringFieldsOf(body),
    });
    return { success: true, data: recurringAnswer(profile) };
  }

  @Get()
  @ApiOperation({ summary: "The caller's recurring profiles, newest first" })
  @ApiAnswer(recurringListAnswerSchema, { description: "The caller's profiles" })
  @ApiErrorResponses({ 401: OWNED[401], 403: OWNED[403] })
  async list() {
    requireCaller();
    const { profiles } = await this.rpc.request(DocumentsRpc.listRecurring, {});
    return { success: true, data: { profiles: profiles.map(recurringAnswer) } };
  }

  @Get(':id')
  @ApiOperation({ summary: "One of the caller's recurring profiles" })
  @ApiAnswer(recurringDataAnswerSchema, { description: 'The profile' })
  @ApiErrorResponses(OWNED)
  async get(@Param('id') id: string) {
    requireCaller();
    const { profile } = await this.rpc.request(DocumentsRpc.getRecurring, { id });
    return { success: true, data: recurringAnswer(profile) };
  }

  @Put(':id')
  @ApiOperation({ summary: 'Replace the profile’s fields: applies to the invoices not made yet' })
  @ApiBody({ schema: openApiSchemaOf(recurringBodySchema) })
  @ApiAnswer(recurringDataAnswerSchema, { description: 'The profile' })
  @ApiErrorResponses({ ...SAVED, 409: 'A run moved the profile while it was saved (`request.conflict`)' })
  async update(@Param('id') id: string, @Body(new ZodBodyPipe(recurringBodySchema)) body: RecurringBody) {
    requireCaller();
    const { profile } = await this.rpc.request(DocumentsRpc.updateRecurring, {
      id,
      fields: recurringFieldsOf(body),
    });
    return { success: true, data: recurringAnswer(profile) };
  }

  @Delete(':id')
  @ApiOperation({ summary: 'Delete a recurring profile (the invoices it made stay)' })
  @ApiAnswer(okAnswerSchema, { description: 'Deleted' })
  @ApiErrorResponses(OWNED)
  async remove(@Param('id') id: string) {
    requireCaller();
    await this.rpc.request(DocumentsRpc.deleteRecurring, { id });
    return { success: true };
  }

  @Post(':id/pause')
  @HttpCode(200)
  @ApiOperation({ summary: 'Pause: no invoice is made until resumed' })
  @ApiAnswer(recurringDataAnswerSchema, { description: 'The profile' })
  @ApiErrorResponses(ENDED)
  async pause(@Param('id') id: string) {
    requireCaller();
    const { profile } = await this.rpc.request(DocumentsRpc.pauseRecurring, { id });
    return { success: true, data: recurringAnswer(profile) };
  }

  @Post(':id/resume')
  @HttpCode(200)
  @ApiOperation({ summary: 'Resume: occurrences that fell due while paused are skipped, not made late' })
  @ApiAnswer(recurringDataAnswerSchema, { description: 'The profile' })
  @ApiErrorResponses(ENDED)
  async resume(@Param('id') id: string) {
    requireCaller();
    const { profile } = await this.rpc.request(DocumentsRpc.resumeRecurring, { id });
    return { success: true, data: recurringAnswer(profile) };
  }

  @Post(':id/skip')
  @HttpCode(200)
  @ApiOperation({ summary: "Skip the next occurrence (an 'after N' profile still makes N invoices)" })
  @ApiAnswer(recurringDataAnswerSchema, { description: 'The profile' })
  @ApiErrorResponses(ENDED)
  async skip(@Param('id') id: string) {
    requireCaller();
    const { profile } = await this.rpc.request(DocumentsRpc.skipRecurring, { id });
    return { success: true, data: recurringAnswer(profile) };
  }
}
