export { decodeQrCodes, qrbillReferencePayload, type DecodedQrCode } from './qr-codes';
export {
  passed,
  pdfReports,
  type MustangReport,
  type PdfCheck,
  type PdfReport,
  type VeraPdfReport,
} from './pdf-reports';
export {
  ensureSchematron,
  failures,
  schematronReports,
  SCHEMATRONS,
  type FailedAssert,
  type SchematronName,
  type SchematronReport,
} from './schematron';
