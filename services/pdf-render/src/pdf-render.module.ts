import { Module } from '@nestjs/common';
import { RenderController } from './render/render.controller';
import { RenderService } from './render/render.service';

/** Renders invoices and quotes to PDF; stateless, so ops scale it by adding instances to its queue group. */
@Module({ controllers: [RenderController], providers: [RenderService] })
export class PdfRenderModule {}
