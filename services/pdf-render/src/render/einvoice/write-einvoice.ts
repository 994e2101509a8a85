import {
  EInvoiceProfile,
  EInvoiceSyntax,
  ServiceErrorReasons,
  type RenderDocumentRequest,
} from '@paydraft/contracts';
import { ciiXml, EInvoiceNotReady, ublXml, type EInvoiceDocument } from '@paydraft/einvoice';
import { ServiceException } from '@paydraft/nest-kit';
import { einvoiceDocumentOf, NOT_READY_MESSAGE } from './einvoice-document';

export type WrittenEInvoice = { xml: string; fileName: string };

const UBL_PROFILES: Partial<Record<EInvoiceProfile, 'xrechnung' | 'peppol'>> = {
  [EInvoiceProfile.XRECHNUNG]: 'xrechnung',
  [EInvoiceProfile.PEPPOL]: 'peppol',
};

/**
 * The document as an e-invoice XML of the syntax (and, for UBL, the profile), named after its number
 * and profile: INV-0007-xrechnung.xml, INV-0007-cii.xml.
 * @throws ServiceException pdf.einvoice_not_ready listing what is missing, pdf.invalid_document for a
 *   syntax or profile this service does not know.
 */
export function writeEInvoice(
  request: RenderDocumentRequest,
  syntax: EInvoiceSyntax,
  profile: EInvoiceProfile,
): WrittenEInvoice {
  if (syntax === EInvoiceSyntax.CII) return named(request, 'cii', facturXml(request));
  const ublProfile = UBL_PROFILES[profile];
  if (syntax !== EInvoiceSyntax.UBL || !ublProfile) {
    throw new ServiceException(
      ServiceErrorReasons.INVALID_DOCUMENT,
      'An e-invoice is CII, or UBL with the profile xrechnung or peppol',
    );
  }
  const document = einvoiceDocumentOf(request);
  return named(
    request,
    ublProfile,
    written(() => ublXml(document, ublProfile)),
  );
}

/** The CII XML (Factur-X EN 16931) a Factur-X PDF carries as factur-x.xml. */
export function facturXml(request: RenderDocumentRequest): string {
  const document: EInvoiceDocument = einvoiceDocumentOf(request);
  return written(() => ciiXml(document));
}

/** The writers' refusal as the coded 422 the gateway answers, each problem listed. */
function written(write: () => string): string {
  try {
    return write();
  } catch (error) {
    if (!(error instanceof EInvoiceNotReady)) throw error;
    throw new ServiceException(ServiceErrorReasons.EINVOICE_NOT_READY, NOT_READY_MESSAGE, {
      problems: error.problems.map(({ field, message }) => ({ field, message })),
    });
  }
}

function named(request: RenderDocumentRequest, suffix: string, xml: string): WrittenEInvoice {
  return { xml, fileName: `${fileStem(request.documentNumber) || 'invoice'}-${suffix}.xml` };
}

/** Only ASCII letters, digits, `.`, `_` and `-`, so the name is safe in a Content-Disposition. */
function fileStem(number: string): string {
  return number
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .slice(0, 60)
    .replace(/^[-.]+|[-.]+$/g, '');
}
