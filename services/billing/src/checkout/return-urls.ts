/**
 * Where Stripe sends the browser back, under APP_BASE_URL. The dashboard shows the plan as active
 * once the webhook has arrived (it polls GET /api/stats); `skipChecks` is the spec's flag for pages
 * that must not bounce a user whose access is still being confirmed.
 */
export function returnUrls(appBaseUrl: string) {
  const at = (path: string) => new URL(path, appBaseUrl).toString();
  return {
    success: at('/dashboard?checkout=success&session_id={CHECKOUT_SESSION_ID}&skipChecks=true'),
    cancel: at('/plan?checkout=canceled'),
    portalReturn: at('/dashboard?section=subscription&skipChecks=true'),
  };
}
