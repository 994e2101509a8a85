export type Tier = 'Free' | 'Pro';

/** 'Why Choose Paydraft': the polished PDF is free, the rest comes with Pro. */
export const BENEFITS: { title: string; text: string; tier: Tier }[] = [
  {
    title: 'A polished PDF in minutes',
    text: 'A clean A4 invoice or quote with your logo, line items, discount, tax and totals worked out for you. No account needed: 3 PDFs a day, with a small footer watermark.',
    tier: 'Free',
  },
  {
    title: 'Client management',
    text: 'Keep every client’s details in one place, pick them when you write a document and see all their quotes and invoices together.',
    tier: 'Pro',
  },
  {
    title: 'Email invoices and quotes',
    text: 'Send a document from the dashboard with a link your client can open on any device; you see when it was viewed, and clients can accept a quote online.',
    tier: 'Pro',
  },
  {
    title: 'Quote to invoice in one click',
    text: 'Once a quote is accepted, turn it into an invoice with the same client and items, numbered automatically.',
    tier: 'Pro',
  },
];

type Cell = boolean | string;

/** The Free vs Pro table: what the free public builder gives and what Pro adds. */
export const COMPARISON: { feature: string; free: Cell; pro: Cell }[] = [
  { feature: 'Professional PDF invoices and quotes', free: true, pro: true },
  { feature: 'Logo, taxes, discounts and any currency', free: true, pro: true },
  { feature: 'Documents per day', free: '3', pro: 'Unlimited' },
  { feature: 'PDF without the Paydraft watermark', free: false, pro: true },
  { feature: 'Saved documents and drafts', free: false, pro: true },
  { feature: 'Automatic document numbering', free: false, pro: true },
  { feature: 'Saved company details and client list', free: false, pro: true },
  { feature: 'Email documents to clients', free: false, pro: true },
  { feature: 'Online quote acceptance', free: false, pro: true },
  { feature: 'Quote-to-invoice conversion', free: false, pro: true },
  { feature: 'Price', free: 'Free, no account', pro: '$5 / month, 7-day free trial' },
];

/** 'How it works': four steps of the builder. */
export const STEPS: { title: string; text: string }[] = [
  { title: 'Choose the document', text: 'Pick an invoice or a quote.' },
  {
    title: 'Enter the details',
    text: 'Your business and your client, logo, document number, issue and due dates, terms, currency and tax.',
  },
  {
    title: 'Add line items',
    text: 'Description, quantity, unit price, discount and tax; the totals add up automatically.',
  },
  { title: 'Review and download', text: 'Check it over, add notes and generate the PDF.' },
];

/** A few questions from the FAQ page, with answers true of this product. */
export const FAQ_TEASER: { question: string; answer: string }[] = [
  {
    question: 'Do I need an account to make an invoice?',
    answer:
      'No. The invoice generator works without signing up: you can make 3 PDFs a day, and free PDFs carry a small “Made with Paydraft” line in the footer.',
  },
  {
    question: 'What does Pro add?',
    answer:
      'For $5 a month (after a 7-day trial) you get unlimited documents without the watermark, saved documents and clients, automatic numbering, emailing documents to clients and online quote acceptance.',
  },
  {
    question: 'Can I cancel Pro at any time?',
    answer:
      'Yes. You keep Pro until the end of the month you paid for; there are no refunds for part of a month. Lifetime ($99 once) has a 30-day money-back guarantee.',
  },
];

export const SAMPLES = [
  {
    kind: 'quote',
    title: 'Sample quote',
    number: 'QUO-1042',
    text: 'A design studio’s brand refresh for a coffee company: 5 items, 10% discount, 8% tax, valid 30 days.',
    total: 'Quote Total $6,706.80',
    href: '/api/samples/quote.pdf',
  },
  {
    kind: 'invoice',
    title: 'Sample invoice',
    number: 'INV-2087',
    text: 'The invoice that followed: final artwork, packaging and design hours, 5% discount, 8% tax, Net 14.',
    total: 'Total Due $5,140.26',
    href: '/api/samples/invoice.pdf',
  },
] as const;

export const SAMPLE_NOTE = 'Free template shown; branding & auto-fill available in Pro';
