import { Module } from '@nestjs/common';
import { DocumentPdfController } from './document-pdf.controller';
import { DocumentsController } from './documents.controller';
import { LogoController } from './logo.controller';
import { PreferencesController } from './preferences.controller';
import { RecentActivityController } from './recent-activity.controller';

/** The documents service's routes: documents and their PDF, form preferences, the logo and the activity feed. */
@Module({
  controllers: [
    DocumentsController,
    DocumentPdfController,
    PreferencesController,
    RecentActivityController,
    LogoController,
  ],
})
export class DocumentsModule {}
