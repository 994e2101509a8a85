import { ComingSoonSection } from './ComingSoonSection';

export function PreferencesSection() {
  return (
    <ComingSoonSection
      heading="Form Settings"
      summary="The defaults every new invoice and quote starts from."
      features={[
        'Your logo and business information',
        'Default currency and tax rate',
        'Up to 2 custom item fields',
        'Prefixes, next numbers, terms, validity and notes for invoices and quotes',
      ]}
    />
  );
}
