import { lazy } from 'react';
import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { HealthIndicator } from '../features/status';
import { RouteErrorPage } from '../shared/components/RouteErrorPage';
import { PublicLayout } from '../shared/layout/PublicLayout';
import { StandaloneLayout } from '../shared/layout/StandaloneLayout';
import { PATHS } from '../shared/paths';

// Every page is its own chunk so the first download holds only the shell.
const HomePage = lazy(() => import('../features/home/pages/HomePage').then((m) => ({ default: m.HomePage })));
const NotFoundPage = lazy(() =>
  import('../features/not-found/NotFoundPage').then((m) => ({ default: m.NotFoundPage })),
);
const StatusPage = lazy(() =>
  import('../features/status/pages/StatusPage').then((m) => ({ default: m.StatusPage })),
);
const InvoiceGeneratorPage = lazy(() =>
  import('../features/builder/pages/InvoiceGeneratorPage').then((m) => ({ default: m.InvoiceGeneratorPage })),
);
const LoginPage = lazy(() =>
  import('../features/auth/pages/LoginPage').then((m) => ({ default: m.LoginPage })),
);
const SignupPage = lazy(() =>
  import('../features/auth/pages/SignupPage').then((m) => ({ default: m.SignupPage })),
);
const ForgotPasswordPage = lazy(() =>
  import('../features/auth/pages/ForgotPasswordPage').then((m) => ({ default: m.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import('../features/auth/pages/ResetPasswordPage').then((m) => ({ default: m.ResetPasswordPage })),
);
const AuthCallbackPage = lazy(() =>
  import('../features/auth/pages/AuthCallbackPage').then((m) => ({ default: m.AuthCallbackPage })),
);
const ConfirmEmailChangePage = lazy(() =>
  import('../features/account/pages/ConfirmEmailChangePage').then((m) => ({
    default: m.ConfirmEmailChangePage,
  })),
);
const DashboardPage = lazy(() =>
  import('../features/dashboard/pages/DashboardPage').then((m) => ({ default: m.DashboardPage })),
);
const DashboardClientPage = lazy(() =>
  import('../features/dashboard/pages/DashboardClientPage').then((m) => ({ default: m.DashboardClientPage })),
);
const DemoFrame = lazy(() => import('../features/demo/pages/DemoFrame').then((m) => ({ default: m.DemoFrame })));
const DemoDashboardPage = lazy(() =>
  import('../features/demo/pages/DemoDashboardPage').then((m) => ({ default: m.DemoDashboardPage })),
);
const DemoClientPage = lazy(() =>
  import('../features/demo/pages/DemoClientPage').then((m) => ({ default: m.DemoClientPage })),
);
const PlanPage = lazy(() =>
  import('../features/billing/pages/PlanPage').then((m) => ({ default: m.PlanPage })),
);
const PublicDocumentPage = lazy(() =>
  import('../features/public-view/pages/PublicDocumentPage').then((m) => ({ default: m.PublicDocumentPage })),
);
const AboutPage = lazy(() => import('../features/about/pages/AboutPage').then((m) => ({ default: m.AboutPage })));
const PricingPage = lazy(() =>
  import('../features/pricing/pages/PricingPage').then((m) => ({ default: m.PricingPage })),
);
const FaqPage = lazy(() => import('../features/faq/pages/FaqPage').then((m) => ({ default: m.FaqPage })));
const ContactPage = lazy(() =>
  import('../features/contact-page/pages/ContactPage').then((m) => ({ default: m.ContactPage })),
);
const PrivacyPolicyPage = lazy(() =>
  import('../features/legal/pages/PrivacyPolicyPage').then((m) => ({ default: m.PrivacyPolicyPage })),
);
const TermsOfServicePage = lazy(() =>
  import('../features/legal/pages/TermsOfServicePage').then((m) => ({ default: m.TermsOfServicePage })),
);
const DisclaimerPage = lazy(() =>
  import('../features/legal/pages/DisclaimerPage').then((m) => ({ default: m.DisclaimerPage })),
);
const ConstructionPage = lazy(() =>
  import('../features/construction/pages/ConstructionPage').then((m) => ({ default: m.ConstructionPage })),
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
