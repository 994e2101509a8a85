import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import type { GatewayEnv } from '../config/gateway.config';
import { contentSecurityPolicy } from './content-security-policy';

/** The public view of a shared document: its address holds the share token. */
const PUBLIC_VIEW_AREA = '/view/';

/**
 * helmet's headers on every answer, pages and API alike: the app's Content-Security-Policy, framing
 * forbidden (X-Frame-Options and frame-ancestors, for browsers that know only one), nosniff, no
 * X-Powered-By. HSTS only when the site is served over HTTPS (on http a browser ignores it anyway,
 * and a local run should not pin localhost). Referrer-Policy `same-origin`: other sites get no referrer
 * from any page; the public view sends none even to us, so its token never reaches a log by the
 * Referer of a request (its links, its API calls).
 */
export function securityHeaders(
  config: Pick<GatewayEnv, 'APP_BASE_URL' | 'RECAPTCHA_SITE_KEY' | 'VITE_GA_MEASUREMENT_ID'>,
): RequestHandler[] {
  const https = new URL(config.APP_BASE_URL).protocol === 'https:';
  const headers = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'same-origin' },
    strictTransportSecurity: https ? { maxAge: 31_536_000, includeSubDomains: false } : false,
  });
  const noReferrerFromPublicView = (request: Request, response: Response, next: NextFunction) => {
    if (request.path.startsWith(PUBLIC_VIEW_AREA)) response.setHeader('Referrer-Policy', 'no-referrer');
    next();
  };
  return [headers, noReferrerFromPublicView];
}
