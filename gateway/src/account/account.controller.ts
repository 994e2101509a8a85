import { Body, Controller, Delete, Get, HttpCode, Inject, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AuthRpc } from '@paydraft/contracts';
import { APP_LOGGER, RpcClient } from '@paydraft/nest-kit';
import type { Response } from 'express';
import type { Logger } from 'pino';
import { requireCaller } from '../auth/auth-user';
import { ZodBodyPipe } from '../common/zod-body.pipe';
import { ApiAnswer, okAnswerSchema } from '../openapi/api-answer';
import { ApiErrorResponses } from '../openapi/api-error.response';
import { openApiSchemaOf } from '../openapi/zod-schema';
import { deleteAccountBodySchema, type DeleteAccountBody } from './delete-account.body';
import { AccountExport } from './export/account-export';
import { ZipWriter } from './export/zip-writer';

/** Header of the export: how many documents it holds, so the page can show its progress. */
export const EXPORT_DOCUMENTS_HEADER = 'X-Export-Documents';

/** The user's data is theirs: all of it as one download, or the account and everything in it erased. */
@ApiTags('account')
@ApiBearerAuth()
@Controller('account')
export class AccountController {
  constructor(
    private readonly rpc: RpcClient,
    private readonly exporter: AccountExport,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {}

  @Get('export')
  @ApiOperation({
    summary:
      "Everything of the caller's as one ZIP, streamed: documents as JSON and PDF, clients as CSV and JSON, " +
      'preferences and logo (signed in; no active plan needed beyond read access)',
  })
  @ApiOkResponse({
    description: `The ZIP; \`${EXPORT_DOCUMENTS_HEADER}\` says how many documents it holds`,
    content: { 'application/zip': { schema: { type: 'string', format: 'binary' } } },
  })
  @ApiErrorResponses({ 401: 'No valid session', 503: 'A service is not available' })
  async export(@Res() response: Response): Promise<void> {
    const { userId } = requireCaller();
    const first = await this.exporter.firstPage();
    const day = new Date().toISOString().slice(0, 10);
    response.status(200).set({
      'Content-Type': 'application/zip',
      'Content-Disposition': `attachment; filename="paydraft-export-${day}.zip"`,
      'Cache-Control': 'no-store',
      [EXPORT_DOCUMENTS_HEADER]: String(first.total),
    });
    response.flushHeaders();
    try {
      const summary = await this.exporter.write(new ZipWriter(response), first);
      this.logger.info({ userId, ...summary, withoutPdf: summary.withoutPdf.length }, 'account exported');
    } catch (error) {
      // The status is sent: cutting the download is the only way left to say it is incomplete.
      this.logger.error({ err: error, userId }, 'account export failed midway');
      response.destroy(error instanceof Error ? error : undefined);
    }
  }

  @Delete()
  @HttpCode(202)
  @ApiOperation({
    summary:
      'Delete the account: the token stops working at once, any subscription ends at period end, and every ' +
      "service erases the user's data within seconds; a confirmation mail goes to the account's address",
  })
  @ApiBody({ schema: openApiSchemaOf(deleteAccountBodySchema) })
  @ApiAnswer(okAnswerSchema, { status: 202, description: 'The erasure completes in the background' })
  @ApiErrorResponses({
    400: 'Wrong password (`auth.wrong_password`), or DELETE not typed (`auth.delete_not_confirmed`)',
    401: 'No valid session',
    429: 'Too many wrong passwords',
  })
  async delete(@Body(new ZodBodyPipe(deleteAccountBodySchema)) body: DeleteAccountBody) {
    requireCaller();
    await this.rpc.request(AuthRpc.deleteAccount, {
      password: body.password ?? '',
      confirm: body.confirm ?? '',
    });
    return { success: true };
  }
}
