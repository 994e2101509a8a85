import 'reflect-metadata';
import { writeFileSync } from 'node:fs';
import { offlineOpenApiDocument } from './src/openapi/offline-openapi-document';
offlineOpenApiDocument().then((d) => { writeFileSync('/tmp/oa/doc.json', JSON.stringify(d, null, 2)); process.exit(0); });
