import { GA_MEASUREMENT_ID } from './measurementId';

/** The spec's analytics events. */
export const AnalyticsEvent = {
  FormUsage: 'form_usage',
  GenerateDocument: 'generate_document',
  SaveDocument: 'save_document',
  ConvertQuote: 'convert_quote',
  SlideshowInteraction: 'slideshow_interaction',
  Login: 'login',
  SignUp: 'sign_up',
  Purchase: 'purchase',
} as const;
export type AnalyticsEvent = (typeof AnalyticsEvent)[keyof typeof AnalyticsEvent];

type EventParams = Record<string, string | number | boolean>;
type Gtag = (...args: unknown[]) => void;
type AnalyticsWindow = Window & { dataLayer?: unknown[]; gtag?: Gtag };

let loaded = false;

function ensureGtag(id: string): Gtag {
  const page = window as AnalyticsWindow;
  if (!loaded) {
    loaded = true;
    page.dataLayer = page.dataLayer ?? [];
    page.gtag = function gtag() {
      // gtag.js reads the arguments object itself, as its own snippet does.
      // eslint-disable-next-line prefer-rest-params
      page.dataLayer?.push(arguments);
    };
    const script = document.createElement('script');
    script.async = true;
    script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
    document.head.appendChild(script);
    page.gtag('js', new Date());
    page.gtag('config', id);
  }
  return page.gtag as Gtag;
}

/** Sends one event; does nothing unless VITE_GA_MEASUREMENT_ID is set. Never throws. */
export function trackEvent(
  name: AnalyticsEvent,
  params: EventParams = {},
  id: string = GA_MEASUREMENT_ID,
): void {
  if (!id) return;
  try {
    ensureGtag(id)('event', name, params);
  } catch {
    // Analytics must never break the page.
  }
}
