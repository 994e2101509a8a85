import type { GatewayEnv } from '../config/gateway.config';

/** A Content-Security-Policy as directive name → sources, the shape helmet takes. */
export type CspDirectives = Record<string, string[]>;

/** Google's hosts of reCAPTCHA v3: its script, the frame it adds, and what they fetch. */
const RECAPTCHA_SCRIPTS = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const RECAPTCHA_FRAMES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];

/** Google Analytics 4 (gtag.js), as Google documents its CSP. */
const ANALYTICS_SCRIPTS = ['https://www.googletagmanager.com'];
const ANALYTICS_CONNECT = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://www.googletagmanager.com',
];
const ANALYTICS_IMAGES = ['https://*.google-analytics.com', 'https://www.googletagmanager.com'];

/**
 * The policy the built app runs under (checked in the browser suite: no violation on its main pages).
 * - Scripts: our own files only. Vite's build has no inline script, so neither 'unsafe-inline' nor
 *   'unsafe-eval' is needed. reCAPTCHA's hosts only when its site key is set, Google Analytics' only
 *   when the measurement id the frontend is built with is set here too.
 * - Styles: 'unsafe-inline', because antd's CSS-in-JS inserts <style> elements at run time and some of
 *   its components write style attributes (TextArea's auto size). antd can put a nonce on its <style>
 *   elements, but style attributes take no nonce, so the attributes would still need it.
 * - Images: data: (the logo preview and antd's icons) and blob: (a generated PDF's object URL).
 * - Navigations to Stripe Checkout and to Google's sign-in are top-level, which CSP does not govern;
 *   no form posts anywhere else (form-action), and no page may frame ours (clickjacking).
 * - upgrade-insecure-requests only when the site is served over HTTPS: on plain http it would send
 *   the page's own requests to an https port nobody listens on.
 */
export function contentSecurityPolicy(
  config: Pick<GatewayEnv, 'APP_BASE_URL' | 'RECAPTCHA_SITE_KEY' | 'VITE_GA_MEASUREMENT_ID'>,
): CspDirectives {
  const recaptcha = Boolean(config.RECAPTCHA_SITE_KEY);
  const analytics = Boolean(config.VITE_GA_MEASUREMENT_ID);
  const https = new URL(config.APP_BASE_URL).protocol === 'https:';
  return {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      ...(recaptcha ? RECAPTCHA_SCRIPTS : []),
      ...(analytics ? ANALYTICS_SCRIPTS : []),
    ],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...(analytics ? ANALYTICS_IMAGES : [])],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(analytics ? ANALYTICS_CONNECT : [])],
    'frame-src': ["'self'", ...(recaptcha ? RECAPTCHA_FRAMES : [])],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
}
