import 'reflect-metadata';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { frontendApiTypeFiles, GENERATED_DIR } from './frontend-api-types';

const committed = (name: string) => {
  try {
    return readFileSync(join(GENERATED_DIR, name), 'utf8');
  } catch {
    return undefined;
  }
};

/**
 * `npm run api:generate`: writes the OpenAPI document and the page's API types from the gateway.
 * With `--check`, writes nothing and fails when the committed files differ (the drift test).
 */
async function main(check: boolean) {
  const files = await frontendApiTypeFiles();
  if (check) {
    const stale = Object.keys(files).filter((name) => committed(name) !== files[name]);
    if (stale.length === 0) return;
    console.error(
      `frontend/src/shared/api/generated/{${stale.join(',')}} differ from the gateway's OpenAPI document: ` +
        'run npm run api:generate',
    );
    process.exit(1);
  }
  mkdirSync(GENERATED_DIR, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(join(GENERATED_DIR, name), text);
  console.log(`wrote ${Object.keys(files).join(', ')} to ${GENERATED_DIR}`);
}

main(process.argv.includes('--check')).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
