import { Controller } from '@nestjs/common';
import { PdfRenderRpc } from '@paydraft/contracts';
import { RpcHandler, type RpcReply, type RpcRequest } from '@paydraft/nest-kit';
import { RenderService } from './render.service';

const renderDocument = PdfRenderRpc.renderDocument;

@Controller()
export class RenderController {
  constructor(private readonly renderer: RenderService) {}

  @RpcHandler(renderDocument)
  render(request: RpcRequest<typeof renderDocument>): Promise<RpcReply<typeof renderDocument>> {
    return this.renderer.render(request);
  }
}
