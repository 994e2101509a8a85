import { create } from '@bufbuild/protobuf';
import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { DocumentType, RenderDocumentRequestSchema } from '@paydraft/contracts';
import { APP_LOGGER } from '@paydraft/nest-kit';
import type { Logger } from 'pino';
import { RenderService } from './render.service';

/** A one-line invoice touching every block of the layout, so each code path is compiled. */
const WARM_UP_DOCUMENT = create(RenderDocumentRequestSchema, {
  documentType: DocumentType.INVOICE,
  documentNumber: 'WARM-UP',
  senderInfo: 'Paydraft',
  receiverInfo: 'Warm-up',
  issueDate: '2026-01-01',
  dueOrExpiryDate: '2026-01-31',
  currency: 'USD',
  items: [{ description: 'Warm-up', qty: '1', price: '1.00' }],
  discountPercentage: '1',
  taxRate: '1',
});

/**
 * Renders one document before the service takes requests: the first render loads the Latin fonts and
 * compiles the layout, which took seconds on a busy machine and made the first user's request time out.
 */
@Injectable()
export class RenderWarmUp implements OnApplicationBootstrap {
  constructor(
    private readonly renderer: RenderService,
    @Inject(APP_LOGGER) private readonly logger: Logger,
  ) {}

  async onApplicationBootstrap() {
    const started = performance.now();
    try {
      await this.renderer.render(WARM_UP_DOCUMENT);
      this.logger.info({ ms: Math.round(performance.now() - started) }, 'renderer warmed up');
    } catch (error) {
      // A failed warm-up leaves a slower first request, not a broken service.
      this.logger.warn({ err: error }, 'renderer warm-up failed');
    }
  }
}
