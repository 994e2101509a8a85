import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { PATHS } from '../../../shared/paths';

export type FaqEntry = { key: string; question: string; answer: ReactNode };

/** Ten questions, each answered as the product behaves today (builder, plans, mail, data). */
export const FAQ_ENTRIES: readonly FaqEntry[] = [
  {
    key: 'free',
    question: 'Is Paydraft really free? Do I need an account?',
    answer: (
      <>
        Yes. The <Link to={PATHS.product}>invoice and quote builder</Link> works without an account: you can
        make 3 PDFs a day, counted in your browser and reset at midnight. Free PDFs carry a small Paydraft
        footer.
      </>
    ),
  },
  {
    key: 'pro',
    question: 'What does Pro add?',
    answer:
      'Pro removes the footer and keeps your work: saved documents, a client list, automatic invoice and quote numbering, your business details filled in for you, one-click quote-to-invoice conversion, and emailing a document to your client with a link they can open and accept.',
  },
  {
    key: 'quote-invoice',
    question: 'What is the difference between a quote and an invoice?',
    answer:
      'A quote is an offer: what you will do and for how much, valid until a date. An invoice asks for payment for work done, with a due date. In Paydraft a quote can be accepted or rejected by your client; an invoice moves from draft to sent, viewed and paid. Pro turns an accepted quote into an invoice in one click.',
  },
  {
    key: 'currencies',
    question: 'Which currencies can I use?',
    answer:
      'About 150. Each currency uses its own decimals and, where cash is rounded, its rounding: Swiss franc totals round to 0.05, Japanese yen has no decimals. Amounts are computed exactly, not with floating-point arithmetic.',
  },
  {
    key: 'data',
    question: 'What data do you keep, and how do I delete it?',
    answer: (
      <>
        Free documents are never stored: they are built in your browser. With an account we keep your email,
        username, saved documents, clients, logo and form preferences. You can delete documents and clients in
        the dashboard at any time; to close your account and erase everything, write to us. The{' '}
        <Link to={PATHS.privacyPolicy}>privacy policy</Link> has the details.
      </>
    ),
  },
  {
    key: 'payments',
    question: 'How are payments handled?',
    answer:
      'By Stripe. We never see or store your card number: Stripe’s checkout page takes it, and we keep only your subscription or purchase status. Pro is $5 a month after a 7-day free trial; Lifetime is $99 once.',
  },
  {
    key: 'cancel',
    question: 'Can I cancel any time?',
    answer:
      'Yes. Open Subscription in the dashboard and choose Manage Billing: Stripe’s billing portal cancels Pro in a click. You keep Pro until the end of the period you paid for, and you are not charged again.',
  },
  {
    key: 'refunds',
    question: 'Do you offer refunds?',
    answer:
      'Lifetime comes with a 30-day money-back guarantee. Pro months are not refunded once they start, but the 7-day trial lets you try everything first, and cancelling stops the next charge.',
  },
  {
    key: 'email',
    question: 'How are emails sent to my clients?',
    answer:
      'Through SendGrid. The email comes from Paydraft with your business name, replies go to your address, and it carries the PDF and a link to view the document online. You see when the client viewed or accepted it.',
  },
  {
    key: 'contact',
    question: 'I have another question. How do I reach you?',
    answer: (
      <>
        Use the <Link to={PATHS.contact}>contact page</Link>: pick Support, Sales, General Inquiry or Feedback
        and we answer by email, from 8:00 to 22:00 U.S. Eastern Time.
      </>
    ),
  },
];
