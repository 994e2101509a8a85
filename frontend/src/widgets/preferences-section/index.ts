export { PreferencesSection } from './components/PreferencesSection';
