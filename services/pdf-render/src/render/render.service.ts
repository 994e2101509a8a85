import { Injectable } from '@nestjs/common';
import {
  PdfFormat,
  ServiceErrorReasons,
  type RenderDocumentRequest,
  type RenderEInvoiceRequest,
  type RenderReceiptRequest,
} from '@paydraft/contracts';
import { ServiceException } from '@paydraft/nest-kit';
import { buildRenderModel } from './build-render-model';
import { drawDocument, type RenderedPdf } from './draw-document';
import { facturXml, writeEInvoice, type WrittenEInvoice } from './einvoice/write-einvoice';
import { drawReceipt } from './receipt/draw-receipt';
import { buildReceiptModel } from './receipt/receipt-model';
import { FontLibrary } from './text/font-library';

@Injectable()
export class RenderService {
  constructor(private readonly fonts: FontLibrary) {}

  /**
   * The page Paydraft draws; as Factur-X, with the document's CII XML attached.
   * @throws ServiceException INVALID_ARGUMENT for an unknown type or currency, too many items or a bad
   *   logo; pdf.einvoice_not_ready (the problems listed) for a Factur-X of a document lacking fields.
   */
  render(request: RenderDocumentRequest): Promise<RenderedPdf> {
    const model = buildRenderModel(request);
    if (request.format !== PdfFormat.FACTURX) return drawDocument(model, this.fonts);
    return drawDocument(model, this.fonts, { facturX: { xml: facturXml(request) } });
  }

  /**
   * A payment's receipt, one page.
   * @throws ServiceException INVALID_ARGUMENT (pdf.invalid_document) for an unknown currency or method,
   *   an amount that is not a decimal above 0, a balance that is not a decimal, or a bad logo.
   */
  receipt(request: RenderReceiptRequest): Promise<RenderedPdf> {
    return drawReceipt(buildReceiptModel(request), this.fonts);
  }

  /** @throws ServiceException pdf.einvoice_not_ready, or pdf.invalid_document for an unknown syntax or profile. */
  einvoice(request: RenderEInvoiceRequest): WrittenEInvoice {
    if (!request.document) {
      throw new ServiceException(ServiceErrorReasons.INVALID_DOCUMENT, 'An e-invoice needs its document');
    }
    return writeEInvoice(request.document, request.syntax, request.profile);
  }
}
