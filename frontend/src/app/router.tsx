import { lazy } from 'react';
import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { HealthIndicator } from '../entities/service-status';
import { RouteErrorPage } from '../shared/components/RouteErrorPage';
import { PublicLayout } from '../widgets/site-layout/PublicLayout';
import { StandaloneLayout } from '../widgets/site-layout/StandaloneLayout';
import { PATHS } from '../shared/paths';

// Every page is its own chunk so the first download holds only the shell.
const HomePage = lazy(() => import('../pages/home/HomePage').then((m) => ({ default: m.HomePage })));
const NotFoundPage = lazy(() =>
  import('../pages/not-found/NotFoundPage').then((m) => ({ default: m.NotFoundPage })),
);
const StatusPage = lazy(() =>
  import('../pages/status/StatusPage').then((m) => ({ default: m.StatusPage })),
);
const InvoiceGeneratorPage = lazy(() =>
  import('../pages/invoice-generator/InvoiceGeneratorPage').then((m) => ({ default: m.InvoiceGeneratorPage })),
);
const LoginPage = lazy(() =>
  import('../pages/login/LoginPage').then((m) => ({ default: m.LoginPage })),
);
const SignupPage = lazy(() =>
  import('../pages/signup/SignupPage').then((m) => ({ default: m.SignupPage })),
);
const ForgotPasswordPage = lazy(() =>
  import('../pages/forgot-password/ForgotPasswordPage').then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import('../pages/reset-password/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })),
);
const AuthCallbackPage = lazy(() =>
  import('../pages/auth-callback/AuthCallbackPage').then((m) => ({ default: m.AuthCallbackPage })),
);
const ConfirmEmailChangePage = lazy(() =>
  import('../pages/confirm-email-change/ConfirmEmailChangePage').then((m) => ({
    default: m.ConfirmEmailChangePage,
  })),
);
const DashboardPage = lazy(() =>
  import('../pages/dashboard/DashboardPage').then((m) => ({ default: m.DashboardPage })),
);
const DashboardClientPage = lazy(() =>
  import('../pages/dashboard/DashboardClientPage').then((m) => ({ default: m.DashboardClientPage })),
);
const DemoFrame = lazy(() => import('./demo/DemoFrame').then((m) => ({ default: m.DemoFrame })));
const DemoDashboardPage = lazy(() =>
  import('../pages/trial-dashboard/DemoDashboardPage').then((m) => ({ default: m.DemoDashboardPage })),
);
const DemoClientPage = lazy(() =>
  import('../pages/trial-dashboard/DemoClientPage').then((m) => ({ default: m.DemoClientPage })),
);
const PlanPage = lazy(() =>
  import('../pages/plan/PlanPage').then((m) => ({ default: m.PlanPage })),
);
const PublicDocumentPage = lazy(() =>
  import('../pages/public-document/PublicDocumentPage').then((m) => ({ default: m.PublicDocumentPage })),
);
const AboutPage = lazy(() => import('../pages/about/AboutPage').then((m) => ({ default: m.AboutPage })));
const PricingPage = lazy(() =>
  import('../pages/pricing/PricingPage').then((m) => ({ default: m.PricingPage })),
);
const FaqPage = lazy(() => import('../pages/faq/FaqPage').then((m) => ({ default: m.FaqPage })));
const ContactPage = lazy(() =>
  import('../pages/contact/ContactPage').then((m) => ({ default: m.ContactPage })),
);
const PrivacyPolicyPage = lazy(() =>
  import('../pages/privacy-policy/PrivacyPolicyPage').then((m) => ({ default: m.PrivacyPolicyPage })),
);
const TermsOfServicePage = lazy(() =>
  import('../pages/terms-of-service/TermsOfServicePage').then((m) => ({ default: m.TermsOfServicePage })),
);
const DisclaimerPage = lazy(() =>
  import('../pages/disclaimer/DisclaimerPage').then((m) => ({ default: m.DisclaimerPage })),
);
const ConstructionPage = lazy(() =>
  import('../pages/construction/ConstructionPage').then((m) => ({ default: m.ConstructionPage })),
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
