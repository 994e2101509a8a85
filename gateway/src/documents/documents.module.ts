import { Module } from '@nestjs/common';
import { SharingModule } from '../sharing/sharing.module';
import { DocumentEInvoiceController } from './document-einvoice.controller';
import { DocumentPdfController } from './document-pdf.controller';
import { DocumentTotalsController } from './document-totals.controller';
import { DocumentsController } from './documents.controller';
import { DuplicateDocumentController } from './duplicate-document.controller';
import { InvoicePaymentsController } from './invoice-payments.controller';
import { LogoController } from './logo.controller';
import { MoneyTotalsController } from './money-totals.controller';
import { PreferencesController } from './preferences.controller';
import { RecentActivityController } from './recent-activity.controller';

/** The documents service's routes: documents and their PDF, form preferences, the logo and the activity feed. */
@Module({
  // The public view of a shared document answers on the owner's paths when no Authorization header is sent.
  imports: [SharingModule],
  controllers: [
    // Before DocumentsController: its POST documents/:type would take 'totals' for a type.
    DocumentTotalsController,
    DocumentsController,
    DocumentPdfController,
    DocumentEInvoiceController,
    PreferencesController,
    RecentActivityController,
    MoneyTotalsController,
    DuplicateDocumentController,
    InvoicePaymentsController,
    LogoController,
  ],
})
export class DocumentsModule {}
