import { Injectable } from '@nestjs/common';
import type { RenderDocumentRequest } from '@paydraft/contracts';
import { buildRenderModel } from './build-render-model';
import { drawDocument, type RenderedPdf } from './draw-document';
import { FontLibrary } from './text/font-library';

@Injectable()
export class RenderService {
  constructor(private readonly fonts: FontLibrary) {}

  /** @throws ServiceException INVALID_ARGUMENT for an unknown type or currency, too many items or a bad logo. */
  render(request: RenderDocumentRequest): Promise<RenderedPdf> {
    return drawDocument(buildRenderModel(request), this.fonts);
  }
}
