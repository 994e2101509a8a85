export { ciiXml } from './cii-xml';
export { ublXml, type UblProfile } from './ubl-xml';
export { EINVOICE_CORPUS, type EInvoiceCorpusEntry } from './corpus/einvoice-corpus';
export { EInvoiceNotReady, FACTURX_FILE_NAME, type EInvoiceDocument } from './einvoice-document';
