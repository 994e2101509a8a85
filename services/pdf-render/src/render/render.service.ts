import { Injectable } from '@nestjs/common';
import type { RenderDocumentRequest } from '@paydraft/contracts';
import { buildRenderModel } from './build-render-model';
import { drawDocument, type RenderedPdf } from './draw-document';

@Injectable()
export class RenderService {
  /** @throws ServiceException INVALID_ARGUMENT for an unknown type or currency, too many items or a bad logo. */
  render(request: RenderDocumentRequest): Promise<RenderedPdf> {
    return drawDocument(buildRenderModel(request));
  }
}
