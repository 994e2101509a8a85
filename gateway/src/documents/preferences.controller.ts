import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { DocumentsRpc } from '@paydraft/contracts';
import { RpcClient } from '@paydraft/nest-kit';
import { requireCaller } from '../auth/auth-user';
import { ZodBodyPipe } from '../common/zod-body.pipe';
import { ApiErrorResponses } from '../openapi/api-error.response';
import { openApiSchemaOf } from '../openapi/zod-schema';
import { preferencesAnswer } from './preferences.answer';
import { preferencesBodySchema, preferencesOf, type PreferencesBody } from './preferences.body';

const PREFERENCES_DESCRIPTION =
  '`{ success: true, preferences: { business_name, business_email, business_address, business_phone, ' +
  'business_website, default_currency, tax_rate, invoice_prefix, next_invoice_number, invoice_terms, ' +
  'invoice_validity_days, invoice_notes, quote_prefix, next_quote_number, quote_terms, quote_validity_days, ' +
  'quote_notes, logo_url, custom_fields, business_address_lines, business_postal_code, business_city, ' +
  'business_region, business_country, business_vat_id, business_registration_id, payment_iban, payment_bic, ' +
  'payment_account_name, payment_instructions, taxes: [{ id, name, rate, category, compound }], default_tax_id, ' +
  'reminders: [{ days, anchor }], reminder_repeat_days, reminder_max_repeats, late_fee: { type, value } | null, ' +
  'quote_reminder_days, time_zone, language } }`';

/** The spec's /api/form-preferences; kept by the documents service, which numbers documents with them. */
@ApiTags('documents')
@ApiBearerAuth()
@Controller('form-preferences')
export class PreferencesController {
  constructor(private readonly rpc: RpcClient) {}

  @Get()
  @ApiOperation({ summary: "The caller's form preferences" })
  @ApiOkResponse({ description: PREFERENCES_DESCRIPTION })
  @ApiErrorResponses({
    401: 'No valid session',
    403: 'No plan that opens the dashboard (`billing.no_plan`)',
    404: 'None saved yet: the page uses the defaults (`documents.preferences_not_found`)',
  })
  async get() {
    requireCaller();
    const { preferences } = await this.rpc.request(DocumentsRpc.getPreferences, {});
    return { success: true, preferences: preferencesAnswer(preferences) };
  }

  @Post()
  @HttpCode(200)
  @ApiOperation({ summary: "Save the caller's form preferences (the next numbers move the numbering)" })
  @ApiBody({ schema: openApiSchemaOf(preferencesBodySchema) })
  @ApiOkResponse({ description: PREFERENCES_DESCRIPTION })
  @ApiErrorResponses({
    400: 'A malformed field, such as an unknown country, a VAT number, IBAN or BIC that fails its check, more than 5 taxes or a default tax that is not one of them, more than 3 reminders or two on the same day, a late fee that is not above 0 (or a percent above 100), or a time zone that is not an IANA name (`request.invalid_body`)',
    401: 'No valid session',
    403: 'No plan that opens the dashboard (`billing.no_plan`)',
  })
  async save(@Body(new ZodBodyPipe(preferencesBodySchema)) body: PreferencesBody) {
    requireCaller();
    const { preferences } = await this.rpc.request(DocumentsRpc.savePreferences, {
      preferences: preferencesOf(body),
    });
    return { success: true, preferences: preferencesAnswer(preferences) };
  }
}
