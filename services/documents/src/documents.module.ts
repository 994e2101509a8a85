import { Module } from '@nestjs/common';
import { MongoModule } from '@paydraft/nest-kit';
import { ACTIVITY_MODEL, activitySchema } from './activity/activity.schema';
import { ActivityService } from './activity/activity.service';
import { ClientDeletedController } from './clients/client-deleted.controller';
import { ClientDirectory } from './clients/client-directory';
import { ConvertQuoteService } from './documents/convert-quote.service';
import { DOCUMENT_MODEL, documentSchema } from './documents/document.schema';
import { DocumentsService } from './documents/documents.service';
import { DocumentsController } from './documents.controller';
import { COUNTER_MODEL, counterSchema } from './numbering/counter.schema';
import { NumberingService } from './numbering/numbering.service';
import { LOGO_MODEL, logoSchema } from './logos/logo.schema';
import { LogosController } from './logos/logos.controller';
import { LogosService } from './logos/logos.service';
import { PreferencesController } from './preferences/preferences.controller';
import { PREFERENCES_MODEL, preferencesSchema } from './preferences/preferences.schema';
import { PreferencesService } from './preferences/preferences.service';
import { StatsService } from './stats/stats.service';

/** Invoices and quotes, their numbering, the owners' form preferences, logos and activity feeds. */
@Module({
  imports: [
    MongoModule.forFeature([
      { name: DOCUMENT_MODEL, schema: documentSchema },
      { name: COUNTER_MODEL, schema: counterSchema },
      { name: PREFERENCES_MODEL, schema: preferencesSchema },
      { name: ACTIVITY_MODEL, schema: activitySchema },
      { name: LOGO_MODEL, schema: logoSchema },
    ]),
  ],
  controllers: [DocumentsController, PreferencesController, LogosController, ClientDeletedController],
  providers: [
    DocumentsService,
    ConvertQuoteService,
    NumberingService,
    PreferencesService,
    ActivityService,
    StatsService,
    LogosService,
    ClientDirectory,
  ],
})
export class DocumentsModule {}
