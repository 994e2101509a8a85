import { useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { DocumentBuilder, type BuilderConfig } from '../components/DocumentBuilder';

const PUBLIC_BUILDER: BuilderConfig = { mode: 'public' };

/** /invoice-generator: the free builder, no account needed. */
export function InvoiceGeneratorPage() {
  useDocumentTitle('Free Invoice & Quote Generator');
  return <DocumentBuilder config={PUBLIC_BUILDER} />;
}
