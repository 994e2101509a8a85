import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ServiceErrorReasons } from '@paydraft/contracts';
import { httpStatusForCode } from '../common/http-status-for-code';
import { errorCodeUses, REGISTERED_CODES, repositorySources } from './error-code-uses';
import type { OpenApiDocument } from './http-api-reference';

const ROOT = join(__dirname, '..', '..', '..');
// Read directly: ./frontend-api-types loads openapi-typescript, whose ES modules Jest cannot run.
const OPENAPI_JSON = join(ROOT, 'frontend', 'src', 'shared', 'api', 'generated', 'openapi.json');
const page = readFileSync(join(ROOT, 'docs', 'reference', 'error-codes.md'), 'utf8');

type Row = { statuses: string[]; from: string[] };

/** The page's table rows, by code: `| \`code\` | status | meaning | from |`. */
function documentedCodes(): Map<string, Row> {
  const rows = new Map<string, Row>();
  for (const line of page.split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim());
    const code = /^`([a-z-]+\.[a-z_]+)`$/.exec(cells[1] ?? '')?.[1];
    if (!code) continue;
    rows.set(code, {
      statuses: cells[2].match(/\d(?:\d\d|xx)/g) ?? [],
      from: [...cells[4].matchAll(/`([a-z-]+)`/g)].map((match) => match[1]).sort(),
    });
  }
  return rows;
}

/** Each code an error answer's description in the OpenAPI document names, with those answers' statuses. */
function statusesInOpenApi(): Map<string, Set<string>> {
  const document = JSON.parse(readFileSync(OPENAPI_JSON, 'utf8')) as OpenApiDocument;
  const statuses = new Map<string, Set<string>>();
  for (const operations of Object.values(document.paths))
    for (const operation of Object.values(operations))
      for (const [status, answer] of Object.entries(operation.responses ?? {}))
        for (const [, code] of (answer.description ?? '').matchAll(/`([a-z-]+\.[a-z_]+)`/g))
          statuses.set(code, (statuses.get(code) ?? new Set()).add(status));
  return statuses;
}

describe('docs/reference/error-codes.md', () => {
  const documented = documentedCodes();

  it('lists every code of the registry, and no other', () => {
    expect([...documented.keys()].sort()).toEqual([...new Set(REGISTERED_CODES.values())].sort());
  });

  it("gives each service reason its transport code's status", () => {
    for (const { code, transport } of Object.values(ServiceErrorReasons))
      expect({ code, statuses: documented.get(code)?.statuses }).toEqual({
        code,
        statuses: [String(httpStatusForCode(transport))],
      });
  });

  it('gives each code every status the OpenAPI document answers it with', () => {
    for (const [code, statuses] of statusesInOpenApi())
      expect({
        code,
        missing: [...statuses].filter((s) => !documented.get(code)?.statuses.includes(s)),
      }).toEqual({
        code,
        missing: [],
      });
  });

  it('names, under "from", the apps whose code answers with each code', () => {
    const { apps, literals } = errorCodeUses(repositorySources(ROOT));

    expect([...literals].filter((code) => !documented.has(code))).toEqual([]);
    for (const [code, row] of documented)
      expect({ code, from: row.from }).toEqual({ code, from: [...(apps.get(code) ?? [])].sort() });
  });
});
