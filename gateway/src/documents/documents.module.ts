import { Module } from '@nestjs/common';
import { DocumentsController } from './documents.controller';
import { PreferencesController } from './preferences.controller';
import { RecentActivityController } from './recent-activity.controller';

/** The documents service's routes: documents, form preferences and the activity feed. */
@Module({ controllers: [DocumentsController, PreferencesController, RecentActivityController] })
export class DocumentsModule {}
