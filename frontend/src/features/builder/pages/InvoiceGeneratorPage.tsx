import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { PublicDocumentBuilder } from '../components/PublicDocumentBuilder';

/** /invoice-generator: the free builder, no account needed. */
export function InvoiceGeneratorPage() {
  useDocumentTitle('Free Invoice & Quote Generator');
  return <PublicDocumentBuilder />;
}
