import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { GENERATED_DIR } from './frontend-api-types';
import { HTTP_API_REFERENCE, httpApiReference, OpenApiDocument } from './http-api-reference';

const ROOT = join(__dirname, '..', '..', '..');
const PAGE = join(ROOT, HTTP_API_REFERENCE);

/** docs/reference/http-api.md of a document, formatted as the repository formats Markdown. */
export async function httpApiReferenceFile(document: OpenApiDocument): Promise<string> {
  return format(httpApiReference(document), { ...(await resolveConfig(PAGE)), filepath: PAGE });
}

export const committedHttpApiReference = () => readFileSync(PAGE, 'utf8');

export const writeHttpApiReference = (text: string) => writeFileSync(PAGE, text);

/**
 * With `--check` (the drift test): fails when the committed page is not what the committed
 * openapi.json gives. Without: writes the page from the committed openapi.json.
 */
async function main(check: boolean) {
  const document = JSON.parse(readFileSync(join(GENERATED_DIR, 'openapi.json'), 'utf8')) as OpenApiDocument;
  const page = await httpApiReferenceFile(document);
  if (!check) return writeHttpApiReference(page);
  if (committedHttpApiReference() === page) return;
  console.error(`${HTTP_API_REFERENCE} differs from the committed openapi.json: run npm run api:generate`);
  process.exit(1);
}

if (require.main === module) {
  main(process.argv.includes('--check')).then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
