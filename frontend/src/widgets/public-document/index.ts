export { PublicDocumentPage } from '../../pages/public-document/PublicDocumentPage';
