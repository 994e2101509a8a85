import { ComingSoonSection } from './ComingSoonSection';

export function ConvertSection() {
  return (
    <ComingSoonSection
      heading="Convert Quotes"
      summary="Review quotes, then convert to invoices in one step."
      features={[
        'Your quotes with their client, date and status',
        'One click from an accepted quote to a pre-filled invoice',
        'Search and a client filter',
      ]}
    />
  );
}
