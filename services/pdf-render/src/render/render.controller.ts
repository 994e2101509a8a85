import { Controller } from '@nestjs/common';
import { PdfRenderRpc } from '@paydraft/contracts';
import { RpcHandler, type RpcReply, type RpcRequest } from '@paydraft/nest-kit';
import { RenderPool } from './worker/render-pool';

const renderDocument = PdfRenderRpc.renderDocument;
const renderEInvoice = PdfRenderRpc.renderEInvoice;
const renderReceipt = PdfRenderRpc.renderReceipt;

@Controller()
export class RenderController {
  constructor(private readonly renderers: RenderPool) {}

  @RpcHandler(renderDocument)
  render(request: RpcRequest<typeof renderDocument>): Promise<RpcReply<typeof renderDocument>> {
    return this.renderers.render(request);
  }

  @RpcHandler(renderReceipt)
  receipt(request: RpcRequest<typeof renderReceipt>): Promise<RpcReply<typeof renderReceipt>> {
    return this.renderers.receipt(request);
  }

  @RpcHandler(renderEInvoice)
  async einvoice(request: RpcRequest<typeof renderEInvoice>): Promise<RpcReply<typeof renderEInvoice>> {
    const { xml, fileName } = await this.renderers.einvoice(request);
    return { xml: Buffer.from(xml, 'utf8'), fileName };
  }
}
