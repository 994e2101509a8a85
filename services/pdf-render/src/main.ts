import 'reflect-metadata';
import { runService } from '@paydraft/nest-kit';
import { pdfRenderDefinition } from './pdf-render.definition';

runService(pdfRenderDefinition);
