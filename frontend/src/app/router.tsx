import { lazy } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { HealthIndicator } from '../entities/service-status';
import { RouteErrorPage } from '../shared/components/RouteErrorPage';
import { PublicLayout, StandaloneLayout } from '../widgets/site-layout';
import { PATHS } from '../shared/paths';

// Every page is its own chunk so the first download holds only the shell.
const HomePage = lazy(() => import('../pages/home').then((m) => ({ default: m.HomePage })));
const NotFoundPage = lazy(() => import('../pages/not-found').then((m) => ({ default: m.NotFoundPage })));
const StatusPage = lazy(() => import('../pages/status').then((m) => ({ default: m.StatusPage })));
const InvoiceGeneratorPage = lazy(() =>
  import('../pages/invoice-generator').then((m) => ({ default: m.InvoiceGeneratorPage })),
);
const LoginPage = lazy(() => import('../pages/login').then((m) => ({ default: m.LoginPage })));
const SignupPage = lazy(() => import('../pages/signup').then((m) => ({ default: m.SignupPage })));
const ForgotPasswordPage = lazy(() =>
  import('../pages/forgot-password').then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import('../pages/reset-password').then((m) => ({ default: m.ResetPasswordPage })),
);
const AuthCallbackPage = lazy(() =>
  import('../pages/auth-callback').then((m) => ({ default: m.AuthCallbackPage })),
);
const ConfirmEmailChangePage = lazy(() =>
  import('../pages/confirm-email-change').then((m) => ({
    default: m.ConfirmEmailChangePage,
  })),
);
const DashboardPage = lazy(() => import('../pages/dashboard').then((m) => ({ default: m.DashboardPage })));
const DashboardClientPage = lazy(() =>
  import('../pages/dashboard-client').then((m) => ({ default: m.DashboardClientPage })),
);
const DemoFrame = lazy(() => import('./demo/DemoFrame').then((m) => ({ default: m.DemoFrame })));
const DemoDashboardPage = lazy(() =>
  import('../pages/trial-dashboard').then((m) => ({ default: m.DemoDashboardPage })),
);
const DemoClientPage = lazy(() =>
  import('../pages/trial-dashboard').then((m) => ({ default: m.DemoClientPage })),
);
const PlanPage = lazy(() => import('../pages/plan').then((m) => ({ default: m.PlanPage })));
const PublicDocumentPage = lazy(() =>
  import('../pages/public-document').then((m) => ({ default: m.PublicDocumentPage })),
);
const AboutPage = lazy(() => import('../pages/about').then((m) => ({ default: m.AboutPage })));
const PricingPage = lazy(() => import('../pages/pricing').then((m) => ({ default: m.PricingPage })));
const FaqPage = lazy(() => import('../pages/faq').then((m) => ({ default: m.FaqPage })));
const ContactPage = lazy(() => import('../pages/contact').then((m) => ({ default: m.ContactPage })));
const PrivacyPolicyPage = lazy(() =>
  import('../pages/privacy-policy').then((m) => ({ default: m.PrivacyPolicyPage })),
);
const TermsOfServicePage = lazy(() =>
  import('../pages/terms-of-service').then((m) => ({ default: m.TermsOfServicePage })),
);
const DisclaimerPage = lazy(() => import('../pages/disclaimer').then((m) => ({ default: m.DisclaimerPage })));
const ConstructionPage = lazy(() =>
  import('../pages/construction').then((m) => ({ default: m.ConstructionPage })),
);

const publicRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: PATHS.product, element: <InvoiceGeneratorPage /> },
  { path: PATHS.about, element: <AboutPage /> },
  { path: PATHS.pricing, element: <PricingPage /> },
  { path: PATHS.faq, element: <FaqPage /> },
  { path: PATHS.contact, element: <ContactPage /> },
  { path: PATHS.privacyPolicy, element: <PrivacyPolicyPage /> },
  { path: PATHS.termsOfService, element: <TermsOfServicePage /> },
  { path: PATHS.disclaimer, element: <DisclaimerPage /> },
  { path: PATHS.construction, element: <ConstructionPage /> },
  { path: PATHS.login, element: <LoginPage /> },
  { path: PATHS.signup, element: <SignupPage /> },
  { path: PATHS.forgotPassword, element: <ForgotPasswordPage /> },
  { path: PATHS.resetPassword, element: <ResetPasswordPage /> },
  { path: PATHS.plan, element: <PlanPage /> },
  { path: PATHS.confirmEmailChange, element: <ConfirmEmailChangePage /> },
  { path: PATHS.status, element: <StatusPage /> },
  { path: '*', element: <NotFoundPage /> },
];

const standaloneRoutes: RouteObject[] = [
  {
    // One frame (and one sample-data store) for both demo routes.
    element: <DemoFrame />,
    children: [
      { path: PATHS.trialDashboard, element: <DemoDashboardPage /> },
      { path: PATHS.trialClient, element: <DemoClientPage /> },
    ],
  },
  { path: PATHS.dashboard, element: <DashboardPage /> },
  { path: PATHS.dashboardClient, element: <DashboardClientPage /> },
  { path: PATHS.publicView, element: <PublicDocumentPage /> },
  { path: PATHS.authCallback, element: <AuthCallbackPage /> },
];

/** The whole route table; tests mount it in a memory router. */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    children: [
      {
        element: <PublicLayout footerExtra={<HealthIndicator />} />,
        children: publicRoutes,
      },
      { element: <StandaloneLayout />, children: standaloneRoutes },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
