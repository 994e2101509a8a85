export { ComposeSection } from './ComposeSection';
export { Compose, type ComposeProps } from './components/Compose';
export { COMPOSE_PATH, type ComposeLocationState, type ComposeRequest } from './composeLocationState';
export { convertPrefill } from './model/convertPrefill';
export { EditDocumentDialog } from './components/EditDocumentDialog';
