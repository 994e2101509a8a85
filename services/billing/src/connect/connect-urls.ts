/**
 * Where Stripe sends the browser back, under APP_BASE_URL: onboarding to the dashboard's Form
 * Preferences section ('Accept card payments'), which asks GET /api/stripe/connect for the state;
 * Checkout to the invoice's public view, told how the payment went.
 */
export function connectUrls(appBaseUrl: string) {
  const at = (path: string) => new URL(path, appBaseUrl).toString();
  const preferences = '/dashboard?section=preferences&skipChecks=true';
  return {
    onboardingReturn: at(`${preferences}&connect=return`),
    // A link that expired or was used already: the page asks for a fresh one.
    onboardingRefresh: at(`${preferences}&connect=refresh`),
    paymentSuccess: (viewPath: string) => at(`${viewPath}?payment=success`),
    paymentCancelled: (viewPath: string) => at(`${viewPath}?payment=cancelled`),
  };
}
