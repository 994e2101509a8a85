// A stored document (documents service) as a PDF request (pdf-render): shared by the gateway, which
// serves the owner's and the public PDF, and the mailer, which attaches it to the document email.
export type { NormalisedLogo } from './normalised-logo';
export { ownerPlan } from './owner-plan';
export { partyJsonOf, type PartyFields } from './party-json';
export { partyText } from './party-text';
export {
  acceptanceOf,
  nothingDueOf,
  renderRequestOf,
  type DocumentAcceptance,
  type RenderOptions,
  type StoredDocumentType,
} from './render-request';
export { logoFileOf, senderLogoFile, storedLogo } from './stored-logo';
export { storedRenderRequest, type PdfReader } from './stored-render-request';
export { watermarkFor } from './watermark';
