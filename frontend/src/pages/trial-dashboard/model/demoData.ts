import type { SessionUser } from '../../../shared/session/sessionUser';
import type { SubscriptionStatusReply } from '../../../entities/plan';
import type { Client } from '../../../entities/client';
import type { Activity, DashboardStats } from '../../../entities/activity';
import type { FormPreferences } from '../../../shared/preferences/formPreferences';

/**
 * The demo dashboard's fixed sample data: a small
 * design studio with clients in every status and invoices and quotes in every status.
 */

/** 12 completed quotes, 8 completed invoices, 2 in a demo constant. */
export const DEMO_STATS: DashboardStats = { completedQuotes: 12, completedInvoices: 8, pendingQuotes: 2 };

/** The demo subscription's usage counters. */
export const DEMO_USAGE = {
  invoices_used: 45,
  invoices_limit: 100,
  quotes_used: 23,
  quotes_limit: 100,
} as const;

const STUDIO = 'Brightline Design Studio';

export const DEMO_USER: SessionUser = {
  id: 'demo-user',
  email: 'demo@brightline.studio',
  username: 'alexmorgan',
  name: 'Alex Morgan',
  avatar: null,
  createdAt: '2026-01-12T09:00:00.000Z',
  hasPassword: true,
  pendingEmail: null,
  isTester: false,
};

const stamp = (day: string) => `${day}T10:00:00.000Z`;

const client = (
  id: string,
  business_name: string,
  contact_name: string,
  status: string,
  phone: string,
  address: string,
  extra: Partial<Client> = {},
): Client => ({
  id,
  business_name,
  contact_name,
  business_email: `${contact_name.split(' ')[0].toLowerCase()}@${business_name.toLowerCase().replace(/[^a-z]/g, '')}.com`,
  business_phone: phone,
  business_address: address,
  business_website: '',
  tax_id: '',
  notes: '',
  status,
  created_at: stamp('2026-02-01'),
  updated_at: stamp('2026-10-01'),
  address_lines: [],
  postal_code: '',
  city: '',
  region: '',
  country: '',
  vat_id: '',
  registration_id: '',
  time_zone: '',
  language: '',
  ...extra,
});

export const DEMO_CLIENTS: Client[] = [
  client(
    'demo-client-1',
    'Acme Coffee Roasters',
    'Maria Lopez',
    'active',
    '(555) 201-3344',
    '18 Bean St, Portland, OR 97205',
    {
      business_website: 'https://acmecoffee.com',
      tax_id: 'US-48-1234567',
      notes: 'Rebrand and packaging; prefers email.',
    },
  ),
  client(
    'demo-client-2',
    'Greenleaf Yoga',
    'Sam Patel',
    'active',
    '(555) 404-1122',
    '7 Lotus Ave, Austin, TX 78701',
  ),
  client(
    'demo-client-3',
    'Harbor Books',
    'Nina Chen',
    'active',
    '(555) 310-9090',
    '22 Pier Rd, Boston, MA 02110',
    {
      business_website: 'https://harborbooks.com',
    },
  ),
  client(
    'demo-client-4',
    'Summit Outdoor Co.',
    'Jake Rivera',
    'inactive',
    '(555) 812-7766',
    '400 Ridge Way, Denver, CO 80202',
  ),
  client(
    'demo-client-5',
    'Bluebird Bakery',
    'Emma Clark',
    'prospect',
    '(555) 633-2211',
    '9 Main St, Burlington, VT 05401',
  ),
  client(
    'demo-client-6',
    'Old Mill Brewing',
    'Tom Becker',
    'archived',
    '(555) 277-4400',
    '1 Mill Ln, Asheville, NC 28801',
  ),
];

type DemoDocumentRow = [
  type: 'invoice' | 'quote',
  number: number,
  client: number,
  status: string,
  day: string,
  total: number,
  item: string,
];

// Invoices in each of their statuses, quotes in each of theirs, across the clients.
const ROWS: DemoDocumentRow[] = [
  ['invoice', 1, 1, 'paid', '2026-09-02', 2400, 'Brand identity package'],
  ['invoice', 2, 2, 'paid', '2026-09-10', 850, 'Class schedule posters'],
  ['invoice', 3, 3, 'sent', '2026-10-01', 1200, 'Website refresh, phase 1'],
  ['invoice', 4, 1, 'viewed', '2026-10-06', 640, 'Packaging labels (3 SKUs)'],
  ['invoice', 5, 4, 'overdue', '2026-08-15', 1950, 'Catalogue layout'],
  ['invoice', 6, 2, 'draft', '2026-11-02', 300, 'Social media templates'],
  ['invoice', 7, 3, 'cancelled', '2026-07-20', 500, 'Event flyer'],
  ['invoice', 8, 1, 'completed', '2026-06-30', 3200, 'Café signage'],
  ['invoice', 9, 0, 'partially_paid', '2026-11-10', 450, 'Logo touch-ups'],
  ['invoice', 10, 5, 'draft', '2026-11-15', 780, 'Menu board design'],
  ['quote', 1, 5, 'sent', '2026-11-05', 1600, 'Bakery brand identity'],
  ['quote', 2, 1, 'accepted', '2026-08-28', 2400, 'Brand identity package'],
  ['quote', 3, 3, 'viewed', '2026-10-28', 2800, 'Website refresh, phase 2'],
  ['quote', 4, 4, 'rejected', '2026-08-01', 4100, 'Trade-show booth graphics'],
  ['quote', 5, 2, 'pending', '2026-11-12', 950, 'Studio wayfinding signs'],
  ['quote', 6, 6, 'expired', '2026-05-10', 1300, 'Beer label series'],
  ['quote', 7, 1, 'draft', '2026-11-18', 720, 'Seasonal cup design'],
  ['quote', 8, 3, 'completed', '2026-06-12', 1800, 'Author event posters'],
  ['quote', 9, 2, 'accepted', '2026-10-20', 1100, 'Retreat brochure'],
  ['quote', 10, 0, 'sent', '2026-11-19', 600, 'Business card redesign'],
];

export type DemoDocument = {
  id: string;
  document_type: 'invoice' | 'quote';
  document_number: string;
  client_id: string | null;
  status: string;
  issue_date: string;
  due_or_expiry_date: string;
  po_number: string;
  payment_terms: string;
  currency: string;
  tax_rate: string;
  discount_percentage: string;
  sender_info: string;
  receiver_info: string;
  items: { description: string; qty: number; price: number }[];
  custom_columns: { id: string; label: string }[];
  notes: string;
  total_amount: string;
  converted_invoice_id: string | null;
  created_at: string;
  updated_at: string;
  business_name: string;
  contact_name: string;
};

/** As the documents service numbers them: the prefix, a dash and the number unpadded ('QUO-9'). */
const documentNumber = (type: 'invoice' | 'quote', n: number) => `${type === 'invoice' ? 'INV' : 'QUO'}-${n}`;

const plusDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export const DEMO_DOCUMENTS: DemoDocument[] = ROWS.map(
  ([type, number, clientIndex, status, day, total, item]) => {
    const owner = clientIndex > 0 ? DEMO_CLIENTS[clientIndex - 1] : null;
    return {
      id: `demo-${type}-${number}`,
      document_type: type,
      document_number: documentNumber(type, number),
      client_id: owner?.id ?? null,
      status,
      issue_date: day,
      due_or_expiry_date: plusDays(day, 30),
      po_number: '',
      payment_terms: type === 'invoice' ? 'Net 30' : '',
      currency: 'USD',
      tax_rate: '0',
      discount_percentage: '0',
      sender_info: `${STUDIO}\n12 Canvas Row\nSeattle, WA 98101`,
      receiver_info: owner
        ? `${owner.business_name}\n${owner.contact_name}\n${owner.business_address}`
        : 'Walk-in client',
      items: [{ description: item, qty: 1, price: total }],
      custom_columns: [],
      notes: 'Thank you for your business!',
      total_amount: total.toFixed(2),
      converted_invoice_id: null,
      created_at: stamp(day),
      updated_at: stamp(day),
      business_name: owner?.business_name ?? '',
      contact_name: owner?.contact_name ?? '',
    };
  },
).sort((a, b) => b.updated_at.localeCompare(a.updated_at));

export const DEMO_ACTIVITY: Activity[] = [
  { action: 'accepted', type: 'quote', n: 9, status: 'accepted', at: '2026-11-20T15:10:00.000Z' },
  { action: 'viewed', type: 'invoice', n: 4, status: 'viewed', at: '2026-11-19T11:30:00.000Z' },
  { action: 'sent', type: 'quote', n: 10, status: 'sent', at: '2026-11-19T09:05:00.000Z' },
  { action: 'created', type: 'quote', n: 7, status: 'draft', at: '2026-11-18T16:45:00.000Z' },
  { action: 'status_changed', type: 'invoice', n: 2, status: 'paid', at: '2026-11-17T10:20:00.000Z' },
].map(({ action, type, n, status, at }, index) => ({
  id: `demo-activity-${index + 1}`,
  action: action as Activity['action'],
  document_type: type as Activity['document_type'],
  document_id: `demo-${type}-${n}`,
  document_number: documentNumber(type as 'invoice' | 'quote', n),
  status,
  created_at: at,
}));

export const DEMO_PREFERENCES: FormPreferences = {
  business_name: STUDIO,
  business_email: 'hello@brightline.studio',
  business_address: '12 Canvas Row\nSeattle, WA 98101',
  business_phone: '(555) 123-4567',
  business_website: 'https://brightline.studio',
  default_currency: 'USD',
  tax_rate: 0,
  invoice_prefix: 'INV',
  next_invoice_number: 11,
  invoice_terms: 'Payment due within 30 days.',
  invoice_validity_days: 30,
  invoice_notes: 'Thank you for your business!',
  quote_prefix: 'QUO',
  next_quote_number: 11,
  quote_terms: 'Quote valid for 30 days.',
  quote_validity_days: 30,
  quote_notes: 'We look forward to working with you.',
  logo_url: null,
  custom_fields: [{ id: 1, name: 'Project code' }],
};

/** A Pro subscription, as GET /api/stripe/subscription-status answers it. */
export const DEMO_SUBSCRIPTION: SubscriptionStatusReply = {
  plan: 'pro',
  planLabel: 'Pro Monthly',
  hasSubscription: true,
  subscriptions: [
    {
      id: 'sub_demo',
      status: 'active',
      current_period_end: Math.floor(Date.parse('2026-12-12T00:00:00Z') / 1000),
      trial_end: null,
      cancel_at_period_end: false,
      items: [{ price: { id: 'price_demo', unit_amount: 500, recurring: { interval: 'month' } } }],
    },
  ],
  hasLifetimePurchase: false,
  lifetimePurchases: [],
  isTester: false,
  planEndedAt: null,
};
