import { Module } from '@nestjs/common';
import { LimitsModule } from '../limits/limits.module';
import {
  PublicDocumentInterceptor,
  PublicRouteInterceptor,
  SharedDocumentLimits,
} from './public-document.interceptor';
import { PayNow } from './pay-now';
import { SendDocumentController } from './send-document.controller';
import { SharedDocuments } from './shared-documents';
import { SharingController } from './sharing.controller';

/**
 * Share links, send-document and the public view's calls. The documents routes use SharedDocuments and
 * the interceptor for the two paths the owner and the public share (a document and its PDF).
 */
@Module({
  imports: [LimitsModule],
  controllers: [SharingController, SendDocumentController],
  providers: [
    SharedDocuments,
    PayNow,
    SharedDocumentLimits,
    PublicDocumentInterceptor,
    PublicRouteInterceptor,
  ],
  exports: [SharedDocuments, SharedDocumentLimits, PublicDocumentInterceptor],
})
export class SharingModule {}
