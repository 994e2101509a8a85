import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { DocumentsRpc } from '@paydraft/contracts';
import { RpcClient } from '@paydraft/nest-kit';
import { requireCaller } from '../auth/auth-user';
import { ZodBodyPipe } from '../common/zod-body.pipe';
import { ApiAnswer } from '../openapi/api-answer';
import { ApiErrorResponses } from '../openapi/api-error.response';
import { openApiSchemaOf } from '../openapi/zod-schema';
import { preferencesAnswer, preferencesAnswerSchema } from './preferences.answer';
import { preferencesBodySchema, preferencesOf, type PreferencesBody } from './preferences.body';

const preferencesAnswerEnvelope = z.object({
  success: z.literal(true),
  preferences: preferencesAnswerSchema,
});
type PreferencesAnswerEnvelope = z.output<typeof preferencesAnswerEnvelope>;

/** The spec's /api/form-preferences; kept by the documents service, which numbers documents with them. */
@ApiTags('documents')
@ApiBearerAuth()
@Controller('form-preferences')
export class PreferencesController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @ApiOperation({ summary: "The caller's form preferences" })
  @ApiAnswer(preferencesAnswerEnvelope, { description: "The caller's preferences" })
  @ApiErrorResponses({
    401: 'No valid session',
    403: 'No plan that opens the dashboard (`billing.no_plan`)',
    404: 'None saved yet: the page uses the defaults (`documents.preferences_not_found`)',
  })
  async get(): Promise<PreferencesAnswerEnvelope> {
    requireCaller();
    const { preferences } = await this.rpc.request(DocumentsRpc.getPreferences, {});
    return { success: true, preferences: preferencesAnswer(preferences) };
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: "Save the caller's form preferences (the next numbers move the numbering)" })
  @ApiBody({ schema: openApiSchemaOf(preferencesBodySchema) })
  @ApiAnswer(preferencesAnswerEnvelope, { description: 'The saved preferences' })
  @ApiErrorResponses({
    400: 'A malformed field, such as an unknown country, a VAT number, IBAN or BIC that fails its check, more than 5 taxes or a default tax that is not one of them, more than 3 reminders or two on the same day, a late fee that is not above 0 (or a percent above 100), or a time zone that is not an IANA name (`request.invalid_body`)',
    401: 'No valid session',
    403: 'No plan that opens the dashboard (`billing.no_plan`)',
  })
  async save(
    @Body(new ZodBodyPipe(preferencesBodySchema)) body: PreferencesBody,
  ): Promise<PreferencesAnswerEnvelope> {
    requireCaller();
    const { preferences } = await this.rpc.request(DocumentsRpc.savePreferences, {
      preferences: preferencesOf(body),
    });
    return { success: true, preferences: preferencesAnswer(preferences) };
  }
}
