export { PdfPreviewPane, type PdfPreviewPaneProps } from './components/PdfPreviewPane';
