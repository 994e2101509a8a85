export {
  DocumentBuilder,
  type DocumentBuilderProps,
  type OpenedDocument,
} from './components/DocumentBuilder';
export { PublicDocumentBuilder } from './components/PublicDocumentBuilder';
export type {
  BuilderActions,
  ClientPickerProps,
  PickedClient,
  SaveRequest,
  SaveResult,
} from './model/builderActions';
export {
  defaultsFromPreferences,
  PUBLIC_DEFAULTS,
  type BuilderDefaults,
  type FormPreferences,
} from './model/builderDefaults';
export { builderApi, useGeneratePdfMutation, useSendFeedbackMutation } from './api/builderApi';
export { useFreeLimit, type FreeLimit } from './hooks/useFreeLimit';
export type { CarriedForm, CarriedLogo } from './model/carriedForm';
export {
  EMPTY_PARTY,
  isFilled,
  type PartyFields,
  type PaymentFields,
  type TaxRow,
} from './model/moneyFields';
export { withoutUnusedLineFields } from './model/moneyRequest';
export { errorMessage } from './api/builderApi';
export { documentNumberOf } from './model/builderDefaults';
