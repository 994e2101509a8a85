import { APP_ROUTES } from './app-routes';

/**
 * What each page says about itself to browsers, search engines and link previews. One table, read by
 * the page (which writes it into <head> as the visitor moves around) and by the gateway (which writes
 * it into index.html before sending it, for scrapers that do not run JavaScript).
 */
export const SITE_NAME = 'Paydraft';
export const DEFAULT_TITLE = `${SITE_NAME} — Invoice & Quote Generator`;
/** Also the description in index.html, so a page without its own reads as the first load did. */
export const DEFAULT_DESCRIPTION =
  'Paydraft: create professional invoice and quote PDFs in minutes. Free to use, no signup required.';

export type PageMeta = {
  /** The page's own name; the tab reads '<title> | Paydraft'. Absent: the site's default title. */
  title?: string;
  /** One or two sentences for search results and link previews. Absent: the site's default. */
  description?: string;
  /** Open Graph type: 'website' for the site's pages, 'article' for long texts (legal pages). */
  type?: 'website' | 'article';
};

/** The pages whose title and description do not depend on what they load. */
export const PAGE_META: Readonly<Record<string, PageMeta>> = {
  [APP_ROUTES.home]: {},
  [APP_ROUTES.product]: {
    title: 'Free Invoice & Quote Generator',
    description:
      'Make an invoice or quote PDF for free, without an account: your logo, line items, discount and tax, in any currency.',
  },
  [APP_ROUTES.about]: {
    title: 'About Paydraft',
    description:
      'Paydraft is a small invoice and quote generator for freelancers and small businesses: free PDFs without an account, and a Pro dashboard for clients and saved documents.',
  },
  [APP_ROUTES.pricing]: {
    title: 'Pricing',
    description:
      'Paydraft pricing: free invoice and quote PDFs (3 a day, no account), Pro at $5 a month with a 7-day free trial, or Lifetime for $99 once.',
  },
  [APP_ROUTES.faq]: {
    title: 'Frequently Asked Questions',
    description:
      'Answers about Paydraft: free PDFs without an account, what Pro adds, quotes vs invoices, currencies, your data, Stripe payments, cancelling and refunds.',
  },
  [APP_ROUTES.contact]: {
    title: 'Contact Us',
    description:
      'Contact the Paydraft team for support, sales, general questions or feedback. We answer by email from 8:00 to 22:00 U.S. Eastern Time.',
  },
  [APP_ROUTES.privacyPolicy]: {
    title: 'Privacy Policy',
    description:
      'What Paydraft keeps (account, documents, clients, logos, sent-email records), its processors Stripe and SendGrid, local storage of your session, and how to delete your data.',
    type: 'article',
  },
  [APP_ROUTES.termsOfService]: {
    title: 'Terms of Service',
    description:
      "The terms for using Paydraft: free and paid plans, your account and content, acceptable use, cancelling Pro any time, and Lifetime's 30-day refund.",
    type: 'article',
  },
  [APP_ROUTES.disclaimer]: {
    title: 'Disclaimer',
    description:
      'What Paydraft does and does not promise: it formats and totals your invoices and quotes, but it is not accounting or tax advice and does not collect payments.',
    type: 'article',
  },
  [APP_ROUTES.construction]: {
    title: 'Under Construction',
    description:
      'This part of Paydraft is still being built. Meanwhile, create an invoice or quote for free.',
  },
  [APP_ROUTES.login]: { title: 'Log In' },
  [APP_ROUTES.signup]: { title: 'Sign Up' },
  [APP_ROUTES.forgotPassword]: { title: 'Forgot Password' },
  [APP_ROUTES.resetPassword]: { title: 'Reset Password' },
  [APP_ROUTES.plan]: { title: 'Choose Your Plan' },
  [APP_ROUTES.confirmEmailChange]: { title: 'Confirm Email Change' },
  [APP_ROUTES.authCallback]: { title: 'Signing In' },
};

/** The words of one page, defaults filled in: what the tab, the snippet and the preview show. */
export function resolvePageMeta({ title, description, type = 'website' }: PageMeta = {}): {
  title: string;
  description: string;
  type: 'website' | 'article';
} {
  return {
    title: title ? `${title} | ${SITE_NAME}` : DEFAULT_TITLE,
    description: description ?? DEFAULT_DESCRIPTION,
    type,
  };
}
