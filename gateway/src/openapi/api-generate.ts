import 'reflect-metadata';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { frontendApiTypeFiles, GENERATED_DIR } from './frontend-api-types';
import {
  committedHttpApiReference,
  httpApiReferenceFile,
  writeHttpApiReference,
} from './http-api-reference-file';
import { HTTP_API_REFERENCE } from './http-api-reference';

const committed = (name: string) => {
  try {
    return readFileSync(join(GENERATED_DIR, name), 'utf8');
  } catch {
    return undefined;
  }
};

/**
 * `npm run api:generate`: writes the OpenAPI document and the page's API types from the gateway, and
 * docs/reference/http-api.md from the document.
 * With `--check`, writes nothing and fails when the committed files differ (the drift test).
 */
async function main(check: boolean) {
  const files = await frontendApiTypeFiles();
  const reference = await httpApiReferenceFile(JSON.parse(files['openapi.json']));
  if (check) {
    const stale = Object.keys(files).filter((name) => committed(name) !== files[name]);
    const referenceStale = committedHttpApiReference() !== reference;
    if (stale.length === 0 && !referenceStale) return;
    console.error(
      [
        ...(stale.length > 0 ? [`frontend/src/shared/api/generated/{${stale.join(',')}}`] : []),
        ...(referenceStale ? [HTTP_API_REFERENCE] : []),
      ].join(' and ') + " differ from the gateway's OpenAPI document: run npm run api:generate",
    );
    process.exit(1);
  }
  mkdirSync(GENERATED_DIR, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(GENERATED_DIR, name), text);
  writeHttpApiReference(reference);
  console.log(`wrote ${Object.keys(files).join(', ')} to ${GENERATED_DIR}, and ${HTTP_API_REFERENCE}`);
}

main(process.argv.includes('--check')).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
