import { Typography } from 'antd';
import { PATHS } from '../../shared/paths';
import { LEGAL_CONTACT_EMAIL, LegalDocument, type LegalSection } from '../../shared/components/LegalDocument';

const { Paragraph } = Typography;

const SECTIONS: readonly LegalSection[] = [
  {
    heading: 'Not accounting, tax or legal advice',
    body: (
      <Paragraph>
        Paydraft formats and totals the figures you enter. It does not know the invoicing rules of your
        country (required mentions, tax registration numbers, VAT or sales-tax rates, numbering obligations).
        Check with an accountant what your invoices must contain.
      </Paragraph>
    ),
  },
  {
    heading: 'Your figures',
    body: (
      <Paragraph>
        Totals are computed exactly from your quantities, prices, discount and tax rate, rounded to each
        currency’s decimals (and cash rounding where it applies, such as 0.05 for Swiss francs). Review each
        document before you send it: you are responsible for what it says.
      </Paragraph>
    ),
  },
  {
    heading: 'Currencies',
    body: (
      <Paragraph>
        Paydraft shows amounts in the currency you choose; it does not convert between currencies or provide
        exchange rates.
      </Paragraph>
    ),
  },
  {
    heading: 'Getting paid',
    body: (
      <Paragraph>
        Paydraft does not collect payments from your clients and cannot guarantee that an invoice is paid or a
        quote accepted. The statuses shown (sent, viewed, accepted, paid) reflect what the product saw or what
        you marked.
      </Paragraph>
    ),
  },
  {
    heading: 'Questions',
    body: (
      <Paragraph>
        Write to <a href={`mailto:${LEGAL_CONTACT_EMAIL}`}>{LEGAL_CONTACT_EMAIL}</a>.
      </Paragraph>
    ),
  },
];

/** /disclaimer: what Paydraft does and does not promise. */
export function DisclaimerPage() {
  return (
    <LegalDocument
      path={PATHS.disclaimer}
      intro="Paydraft helps you make clean, correct-looking documents. It is not an accountant, and it does not take payments from your clients."
      sections={SECTIONS}
    />
  );
}
