import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { documentedVariables, referenceProblems } from '../config-reference/configuration-reference';
import { envReadsInRepository } from '../config-reference/env-reads';

const ROOT = join(__dirname, '..', '..');
const REFERENCE = 'docs/reference/configuration.md';

describe('documentedVariables: the names in the reference', () => {
  it("reads the first column's backticked names, patterns as '*', and which sit under the platform heading", () => {
    const markdown = [
      '## Gateway',
      '| variable | read by | default |',
      '| --- | --- | --- |',
      '| `PORT` | gateway | `8080` |',
      '| `PDF_RATE_LIMIT`, `PDF_RATE_WINDOW_SECONDS` | gateway | `60`, `3600` |',
      '|`<SERVICE>_INSTANCES`|npm start|`1`|',
      'A line naming `NOT_A_ROW` outside a table.',
      '## Platform',
      '| `NODE_ENV` | Vite | `development` |',
    ].join('\n');
    expect(documentedVariables(markdown)).toEqual([
      { name: 'PORT', platform: false },
      { name: 'PDF_RATE_LIMIT', platform: false },
      { name: 'PDF_RATE_WINDOW_SECONDS', platform: false },
      { name: '*_INSTANCES', platform: false },
      { name: 'NODE_ENV', platform: true },
    ]);
  });
});

describe('referenceProblems', () => {
  it('names each undocumented, unread and twice-documented variable; platform ones need no reader', () => {
    const reads = new Map([
      ['PORT', ['gateway/src/config/gateway.config.ts']],
      ['NEW_ONE', ['bench/a.ts', 'bench/b.ts']],
    ]);
    const documented = [
      { name: 'PORT', platform: false },
      { name: 'PORT', platform: false },
      { name: 'GONE', platform: false },
      { name: 'NODE_ENV', platform: true },
    ];
    expect(referenceProblems(reads, documented)).toEqual([
      'NEW_ONE is read (bench/a.ts, bench/b.ts) but not documented',
      'GONE is documented but nothing reads it',
      'PORT is documented more than once',
    ]);
  });
});

describe(REFERENCE, () => {
  it('documents every variable the code reads, and only those (platform ones under "Platform")', () => {
    const documented = documentedVariables(readFileSync(join(ROOT, REFERENCE), 'utf8'));
    expect(referenceProblems(envReadsInRepository(ROOT), documented)).toEqual([]);
  });
});
