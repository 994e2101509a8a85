import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { PdfRenderRpc, type RenderDocumentRequest } from '@paydraft/contracts';
import type { MessageInitShape } from '@bufbuild/protobuf';
import { RenderService } from './render.service';

@Controller()
export class RenderController {
  constructor(private readonly renderer: RenderService) {}

  @MessagePattern(PdfRenderRpc.renderDocument.subject)
  render(
    @Payload() request: RenderDocumentRequest,
  ): Promise<MessageInitShape<typeof PdfRenderRpc.renderDocument.reply>> {
    return this.renderer.render(request);
  }
}
