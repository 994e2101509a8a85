import { Module, type DynamicModule } from '@nestjs/common';
import { APP_LOGGER } from '@paydraft/nest-kit';
import type { Logger } from 'pino';
import type { PdfRenderEnv } from './config/pdf-render.config';
import { RenderController } from './render/render.controller';
import { RenderPool } from './render/worker/render-pool';

/**
 * Renders invoices and quotes to PDF on a few render threads, each render within a time budget;
 * stateless, so ops scale it by adding instances to its queue group.
 */
@Module({})
export class PdfRenderModule {
  static forConfig(config: PdfRenderEnv): DynamicModule {
    return {
      module: PdfRenderModule,
      controllers: [RenderController],
      providers: [
        {
          provide: RenderPool,
          inject: [APP_LOGGER],
          useFactory: (logger: Logger) =>
            new RenderPool(
              {
                fontsDir: config.PDF_FONTS_DIR,
                threads: config.PDF_RENDER_WORKERS,
                budgetMs: config.PDF_RENDER_BUDGET_MS,
              },
              logger,
            ),
        },
      ],
    };
  }
}
