import { PATHS } from '../../shared/paths';
import { PAGE_META } from '../../shared/seo/pageMeta';
import { usePageMeta } from '../../shared/seo/usePageMeta';
import { PublicDocumentBuilder } from '../../widgets/builder';

/** /invoice-generator: the free builder, no account needed. */
export function InvoiceGeneratorPage() {
  usePageMeta(PAGE_META[PATHS.product]);
  return <PublicDocumentBuilder />;
}
