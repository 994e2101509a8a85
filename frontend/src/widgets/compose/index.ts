export { ComposeSection } from './ComposeSection';
export { Compose, type ComposeProps } from './components/Compose';
export type { ComposeLocationState, ComposeRequest } from './composeLocationState';
export { convertPrefill } from './model/convertPrefill';
export { EditDocumentDialog } from './components/EditDocumentDialog';
