export { PublicDocumentPage } from './PublicDocumentPage';
