export { InvoiceGeneratorPage } from './InvoiceGeneratorPage';
