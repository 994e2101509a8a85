import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import { productVersion } from '@paydraft/nest-kit';
import { answerComponents } from './zod-schema';

/**
 * The API reference, built from the controllers. OpenAPI 3.1, whose schemas are JSON Schema 2020-12:
 * what zod's toJSONSchema writes for the bodies and answers, so they need no translation.
 */
export function openApiDocumentOf(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setOpenAPIVersion('3.1.0')
    .setTitle('Paydraft API')
    .setDescription('The public HTTP API of Paydraft: invoice and quote PDFs, contact, health.')
    .setVersion(productVersion())
    .build();
  const document = SwaggerModule.createDocument(app, config);
  document.components = {
    ...document.components,
    schemas: { ...document.components?.schemas, ...answerComponents },
  };
  return document;
}

/** The API reference at /api/docs (its JSON at /api/docs/openapi.json). */
export function setupOpenApi(app: INestApplication): void {
  SwaggerModule.setup('api/docs', app, () => openApiDocumentOf(app), {
    jsonDocumentUrl: 'api/docs/openapi.json',
  });
}
