import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { PdfRenderRpc } from '@paydraft/contracts';
import { RpcClient } from '@paydraft/nest-kit';
import { toRenderRequest } from '../pdf/to-render-request';
import { SAMPLE_DOCUMENTS, type SampleKind } from './sample-documents';

export type SamplePdf = { bytes: Buffer; etag: string };

/**
 * The sample PDFs, rendered by pdf-render once (with the free watermark, as a visitor's PDF would be)
 * and kept in memory. A failed render is not kept, so the next request tries again.
 */
@Injectable()
export class SamplesService {
  private readonly rendered = new Map<SampleKind, Promise<SamplePdf>>();

  constructor(private readonly rpc: RpcClient) {}

  pdf(kind: SampleKind): Promise<SamplePdf> {
    let pending = this.rendered.get(kind);
    if (!pending) {
      pending = this.render(kind);
      this.rendered.set(kind, pending);
      pending.catch(() => this.rendered.delete(kind));
    }
    return pending;
  }

  private async render(kind: SampleKind): Promise<SamplePdf> {
    const request = toRenderRequest(SAMPLE_DOCUMENTS[kind], { watermark: true });
    const { pdf } = await this.rpc.request(PdfRenderRpc.renderDocument, request);
    const bytes = Buffer.from(pdf);
    const etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
    return { bytes, etag };
  }
}
