import { Typography } from 'antd';
import { PATHS } from '../../shared/paths';
import { LEGAL_CONTACT_EMAIL, LegalDocument, type LegalSection } from '../../shared/components/LegalDocument';

const { Paragraph } = Typography;

const SECTIONS: readonly LegalSection[] = [
  {
    heading: 'Using the free builder',
    body: (
      <Paragraph>
        The free invoice and quote builder needs no account. What you type stays in your browser and is turned
        into a PDF; we do not store the document. To enforce the limit of 3 free PDFs a day, your browser
        keeps a small count in its local storage, and entries older than 7 days are removed.
      </Paragraph>
    ),
  },
  {
    heading: 'What we keep when you have an account',
    body: (
      <ul>
        <li>
          Your account: email address, username, a hash of your password (never the password itself), or the
          identifier Google gives us if you sign in with Google, and when the account was created.
        </li>
        <li>
          Your documents: the invoices and quotes you save, their line items, status and history (sent,
          viewed, accepted, rejected, paid).
        </li>
        <li>Your clients: the names, emails, phone numbers and addresses you enter for them.</li>
        <li>
          Your logo and form preferences: business details, default currency, tax rate, numbering and terms.
        </li>
        <li>
          Emails sent through the product: a record of each message we send for you (recipient, subject, time
          and delivery state) so failed deliveries can be retried.
        </li>
        <li>Your plan: whether you have a Pro subscription or a Lifetime purchase, as Stripe reports it.</li>
      </ul>
    ),
  },
  {
    heading: 'Who processes data for us',
    body: (
      <Paragraph>
        <strong>Stripe</strong> takes payments: your card details go to Stripe, not to us, and we keep only
        the status of your subscription or purchase. <strong>SendGrid</strong> delivers our emails (account
        emails, documents you send to clients, and contact messages), so it handles the addresses and content
        of those emails. If you sign in with Google, Google confirms who you are. We do not sell your data or
        share it with advertisers.
      </Paragraph>
    ),
  },
  {
    heading: 'Cookies and local storage',
    body: (
      <Paragraph>
        When you sign in, your browser’s local storage keeps your session: a user record (id, email, username)
        and a sign-in token. Signing out removes them. We use no advertising or tracking cookies. If page
        statistics are switched on, Google Analytics sets its own cookies to count visits and a few events
        (such as a document being generated); it receives no document contents. Signing up is protected by
        Google reCAPTCHA, which may set its own cookies.
      </Paragraph>
    ),
  },
  {
    heading: 'How long we keep it, and deleting it',
    body: (
      <Paragraph>
        We keep your account data while your account exists. You can delete documents and clients from the
        dashboard at any time. To close your account and erase everything in it, email{' '}
        <a href={`mailto:${LEGAL_CONTACT_EMAIL}`}>{LEGAL_CONTACT_EMAIL}</a> from the address on the account;
        we erase it within 30 days, except payment records Stripe and tax law require to be kept.
      </Paragraph>
    ),
  },
  {
    heading: 'Contact messages',
    body: (
      <Paragraph>
        When you write to us through the contact page, we keep your message and the details you give (name,
        business, email, and phone and location if you add them) to answer you.
      </Paragraph>
    ),
  },
  {
    heading: 'Your rights and questions',
    body: (
      <Paragraph>
        You can ask what we hold about you, have it corrected or exported, or have it deleted. Write to{' '}
        <a href={`mailto:${LEGAL_CONTACT_EMAIL}`}>{LEGAL_CONTACT_EMAIL}</a>.
      </Paragraph>
    ),
  },
];

/** /privacy-policy: what Paydraft keeps, who processes it, and how to have it deleted. */
export function PrivacyPolicyPage() {
  return (
    <LegalDocument
      path={PATHS.privacyPolicy}
      intro="In short: the free builder stores nothing on our servers; with an account we keep what you save so the product works, payments go through Stripe, emails through SendGrid, and we never sell your data."
      sections={SECTIONS}
    />
  );
}
