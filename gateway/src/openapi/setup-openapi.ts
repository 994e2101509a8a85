import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { productVersion } from '@paydraft/nest-kit';

/** The API reference at /api/docs (its JSON at /api/docs/openapi.json), built from the controllers. */
export function setupOpenApi(app: INestApplication): void {
  const config = new DocumentBuilder()
    .setTitle('Paydraft API')
    .setDescription('The public HTTP API of Paydraft: invoice and quote PDFs, contact, health.')
    .setVersion(productVersion())
    .build();
  SwaggerModule.setup('api/docs', app, () => SwaggerModule.createDocument(app, config), {
    jsonDocumentUrl: 'api/docs/openapi.json',
  });
}
