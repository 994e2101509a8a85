export { ConvertSection } from './ConvertSection';
