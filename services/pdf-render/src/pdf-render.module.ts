import { Module, type DynamicModule } from '@nestjs/common';
import type { PdfRenderEnv } from './config/pdf-render.config';
import { RenderController } from './render/render.controller';
import { RenderService } from './render/render.service';
import { FontLibrary } from './render/text/font-library';
import { RenderWarmUp } from './render/warm-up';

/** Renders invoices and quotes to PDF; stateless, so ops scale it by adding instances to its queue group. */
@Module({})
export class PdfRenderModule {
  static forConfig(config: PdfRenderEnv): DynamicModule {
    return {
      module: PdfRenderModule,
      controllers: [RenderController],
      providers: [
        RenderService,
        RenderWarmUp,
        { provide: FontLibrary, useValue: new FontLibrary(config.PDF_FONTS_DIR) },
      ],
    };
  }
}
