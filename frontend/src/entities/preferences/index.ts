export {
  LOGO_UPLOAD_KEY,
  preferencesApi,
  useFormPreferencesQuery,
  useRemoveLogoMutation,
  useSaveFormPreferencesMutation,
  useUploadLogoMutation,
} from './api/preferencesApi';
export type { PreferencesPayload } from './api/preferencesApi';
