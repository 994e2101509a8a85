export { I18nProvider } from './I18nProvider';
export { type Translation, useTranslate } from './useTranslate';
