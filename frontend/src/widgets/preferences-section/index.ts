export { PreferencesSection } from './components/PreferencesSection';
export {
  preferencesApi,
  useFormPreferencesQuery,
  useSaveFormPreferencesMutation,
  useUploadLogoMutation,
  useRemoveLogoMutation,
  type PreferencesPayload,
} from '../../entities/preferences/api/preferencesApi';
