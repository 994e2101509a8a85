import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  documentedVariables,
  isDocumented,
  referenceProblems,
} from '../config-reference/configuration-reference';
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

describe('isDocumented', () => {
  it('matches a name itself or through a pattern', () => {
    const documented = [
      { name: 'PORT', platform: false },
      { name: '*_INSTANCES', platform: false },
    ];
    expect(
      ['PORT', 'AUTH_INSTANCES', 'INSTANCES', 'PORTS'].map((name) => isDocumented(name, documented)),
    ).toEqual([true, true, false, false]);
  });
});

describe(REFERENCE, () => {
  const documented = documentedVariables(readFileSync(join(ROOT, REFERENCE), 'utf8'));

  it('documents every variable the code reads, and only those (platform ones under "Platform")', () => {
    expect(referenceProblems(envReadsInRepository(ROOT), documented)).toEqual([]);
  });

  it('.env.example sets no variable the reference lacks (so none that nothing reads)', () => {
    const example = readFileSync(join(ROOT, '.env.example'), 'utf8');
    const set = [...example.matchAll(/^#? ?([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]!);
    expect(set.filter((name) => !isDocumented(name, documented))).toEqual([]);
  });
});
