import { Typography } from 'antd';
import { Link } from 'react-router';
import { PATHS } from '../../shared/paths';
import { LEGAL_CONTACT_EMAIL, LegalDocument, type LegalSection } from '../../shared/components/LegalDocument';

const { Paragraph } = Typography;

const SECTIONS: readonly LegalSection[] = [
  {
    heading: 'The service',
    body: (
      <Paragraph>
        Paydraft lets you create invoices and quotes as PDFs. The free builder allows 3 documents a day with a
        small Paydraft footer on each. Pro and Lifetime add saved documents and clients, automatic numbering,
        conversion of quotes into invoices and sending documents by email.
      </Paragraph>
    ),
  },
  {
    heading: 'Your account',
    body: (
      <Paragraph>
        Keep your password to yourself; you are responsible for what is done with your account. Give a real
        email address: we send sign-in, password and billing messages to it.
      </Paragraph>
    ),
  },
  {
    heading: 'Your content',
    body: (
      <Paragraph>
        The documents, clients and logos you enter remain yours. You give us permission to store and process
        them only to run the service for you, such as rendering PDFs and emailing documents to the recipients
        you choose. You must have the right to use the logos and client details you upload.
      </Paragraph>
    ),
  },
  {
    heading: 'Acceptable use',
    body: (
      <Paragraph>
        Do not use Paydraft to send spam, fraudulent invoices or documents in someone else’s name, or to
        overload or probe the service. We may suspend accounts that do.
      </Paragraph>
    ),
  },
  {
    heading: 'Plans, payment and refunds',
    body: (
      <>
        <Paragraph>
          Prices are on the <Link to={PATHS.pricing}>pricing page</Link> and are charged in U.S. dollars by
          Stripe.
        </Paragraph>
        <ul>
          <li>
            <strong>Pro</strong> ($5 a month) starts with a 7-day free trial and renews monthly. Cancel any
            time in the billing portal (Subscription, Manage Billing): Pro stays active until the end of the
            period already paid and is not charged again. The current period is not refunded.
          </li>
          <li>
            <strong>Lifetime</strong> ($99 once) gives Pro features for as long as Paydraft runs. If it is not
            for you, ask for a full refund within 30 days of purchase.
          </li>
        </ul>
      </>
    ),
  },
  {
    heading: 'Availability and changes',
    body: (
      <Paragraph>
        We work to keep Paydraft available but do not promise it will never be interrupted. We may change or
        end features; if we change these terms in a way that matters, we will say so by email or on the site
        before it takes effect.
      </Paragraph>
    ),
  },
  {
    heading: 'Liability',
    body: (
      <Paragraph>
        Paydraft is a tool for preparing documents; you remain responsible for their contents, including tax.
        See the <Link to={PATHS.disclaimer}>disclaimer</Link>. Our liability is limited to what you paid us in
        the 12 months before a claim.
      </Paragraph>
    ),
  },
  {
    heading: 'Contact',
    body: (
      <Paragraph>
        Questions about these terms: <a href={`mailto:${LEGAL_CONTACT_EMAIL}`}>{LEGAL_CONTACT_EMAIL}</a>.
      </Paragraph>
    ),
  },
];

/** /terms-of-service: the rules of using Paydraft, plans and refunds. */
export function TermsOfServicePage() {
  return (
    <LegalDocument
      path={PATHS.termsOfService}
      intro="Plainly: use Paydraft honestly, your documents stay yours, Pro can be cancelled any time, and Lifetime can be refunded within 30 days."
      sections={SECTIONS}
    />
  );
}
