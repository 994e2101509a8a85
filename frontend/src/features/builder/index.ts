export { DocumentBuilder, type BuilderConfig } from './components/DocumentBuilder';
export { builderApi, useGeneratePdfMutation, useSendFeedbackMutation } from './api/builderApi';
export { useFreeLimit, type FreeLimit } from './hooks/useFreeLimit';
export { trackEvent, AnalyticsEvent } from './analytics/analytics';
