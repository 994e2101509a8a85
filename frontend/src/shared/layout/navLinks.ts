import { PATHS } from '../paths';

export type NavItem = {
  to: string;
  label: string;
  badge?: string;
};

const HOME: NavItem = { to: PATHS.home, label: 'Home' };
const DEMO_DASHBOARD: NavItem = { to: PATHS.trialDashboard, label: 'Demo Dashboard' };
const INVOICE_QUOTE: NavItem = { to: PATHS.product, label: 'Invoice/Quote', badge: 'Free' };
const ABOUT: NavItem = { to: PATHS.about, label: 'About' };
const PRICING: NavItem = { to: PATHS.pricing, label: 'Pricing' };
const CONTACT: NavItem = { to: PATHS.contact, label: 'Contact' };

/** Always shown inline on medium and wide screens. */
export const PRIMARY_LINKS: readonly NavItem[] = [DEMO_DASHBOARD, INVOICE_QUOTE];
/** Inline on wide screens only. */
export const SECONDARY_LINKS: readonly NavItem[] = [ABOUT, PRICING, CONTACT];
/** Behind 'More' on medium screens. */
export const MORE_LINKS: readonly NavItem[] = [HOME, ...SECONDARY_LINKS];
/** In the slide-in panel on small screens. */
export const ALL_LINKS: readonly NavItem[] = [HOME, ...PRIMARY_LINKS, ...SECONDARY_LINKS];

export const FOOTER_LINKS: readonly NavItem[] = [
  { to: PATHS.faq, label: 'FAQ' },
  ABOUT,
  PRICING,
  // No blog yet: the link goes to the page that says so rather than to the 404 page.
  { to: PATHS.construction, label: 'Blogs' },
];
