import { ComingSoonSection } from './ComingSoonSection';

export function ClientsSection() {
  return (
    <ComingSoonSection
      heading="Clients"
      summary="The people and businesses you bill, kept in one place."
      features={[
        'Add, edit and archive clients',
        'Search by business, contact, email, phone or address',
        "Each client's details and documents on its own page",
        'Pick a saved client when you create an invoice or quote',
      ]}
    />
  );
}
