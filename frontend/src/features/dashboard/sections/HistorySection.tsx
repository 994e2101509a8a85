import { ComingSoonSection } from './ComingSoonSection';

export function HistorySection() {
  return (
    <ComingSoonSection
      heading="Document History"
      summary="Every invoice and quote you have made, in one searchable list."
      features={[
        'Search by number, company, PO or notes, and filter by client',
        'Tabs for all documents, invoices and quotes',
        'Status changes in place',
        'Download, email, edit or delete any document',
      ]}
    />
  );
}
