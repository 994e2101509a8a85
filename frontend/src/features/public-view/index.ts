export { PublicDocumentPage } from './pages/PublicDocumentPage';
