import {
  BadRequestException,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  Post,
  Res,
  StreamableFile,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { ApiAnswer, ApiFileAnswer, okAnswerSchema } from '../openapi/api-answer';
import { DocumentsRpc, GatewayErrorCodes } from '@paydraft/contracts';
import { RpcClient } from '@paydraft/nest-kit';
import type { Response } from 'express';
import { requireCaller } from '../auth/auth-user';
import { ApiErrorResponses } from '../openapi/api-error.response';
import { MultipartFormInterceptor, type UploadedLogo } from '../pdf/multipart-form.interceptor';
import { normaliseLogo } from '../pdf/normalise-logo';

/** A logo's URL names a new id at every upload, so the same URL always holds the same bytes. */
const CACHE_FOR_EVER = 'public, max-age=31536000, immutable';

/** The spec's POST/DELETE /api/upload/logo, and the stored logo served at the URL they answer. */
const uploadedLogoSchema = z.object({
  success: z.literal(true),
  logoUrl: z.string().describe('A relative URL, /api/upload/logo/<id>.png|jpg'),
});

@ApiTags('documents')
@Controller('upload/logo')
export class LogoController {
  constructor(private readonly rpc: RpcClient) {}

  @Post()
  @HttpCode(200)
  @ApiBearerAuth()
  @UseInterceptors(MultipartFormInterceptor)
  @ApiOperation({
    summary: "Store the caller's logo (multipart field `logo`, PNG or JPEG up to 5 MB, checked by content)",
  })
  @ApiAnswer(uploadedLogoSchema, { description: 'The stored logo' })
  @ApiErrorResponses({
    400: 'No file, or not a PNG or JPEG',
    401: 'No valid session',
    403: 'No plan that opens the dashboard (`billing.no_plan`)',
  })
  async upload(@UploadedFile() upload: UploadedLogo | undefined) {
    requireCaller();
    if (!upload) {
      throw new BadRequestException({
        message: 'Send the logo in the field "logo"',
        code: GatewayErrorCodes.INVALID_BODY,
      });
    }
    // Re-encoded at the size the PDF prints it: what is stored and served is an image we made.
    const logo = await normaliseLogo(upload.buffer);
    const { logoUrl } = await this.rpc.request(DocumentsRpc.uploadLogo, {
      data: logo.data,
      mimeType: logo.mimeType,
    });
    return { success: true, logoUrl };
  }

  @Delete()
  @ApiBearerAuth()
  @ApiOperation({ summary: "Remove the caller's logo (the preferences' logo_url becomes null)" })
  @ApiAnswer(okAnswerSchema)
  @ApiErrorResponses({ 401: 'No valid session', 403: 'No plan that opens the dashboard (`billing.no_plan`)' })
  async remove() {
    requireCaller();
    await this.rpc.request(DocumentsRpc.deleteLogo, {});
    return { success: true };
  }

  /** No sign-in: an <img> and pdf-render fetch it; the id in the URL is unguessable. */
  @Get(':file')
  @ApiOperation({ summary: 'A stored logo (public, cached for ever: its URL changes with every upload)' })
  @ApiErrorResponses({ 404: 'No such logo' })
  @ApiFileAnswer(['image/png', 'image/jpeg'], 'The logo, cached for ever (its name changes with it)')
  async file(@Param('file') file: string, @Res({ passthrough: true }) response: Response) {
    const logo = await this.rpc.request(DocumentsRpc.getLogo, { logoId: file });
    response.setHeader('Cache-Control', CACHE_FOR_EVER);
    return new StreamableFile(logo.data, { type: logo.mimeType, length: logo.data.byteLength });
  }
}
