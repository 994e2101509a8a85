import { NATS_ACCESS } from '@paydraft/contracts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { natsAccessTable } from '../nats/access-table';

const START = '<!-- nats-access-table: generated from proto/src/access.ts by infra/nats/access-table.ts -->';
const END = '<!-- /nats-access-table -->';
const REFERENCE = join(__dirname, '..', '..', 'docs', 'reference', 'nats-permissions.md');

describe('docs/reference/nats-permissions.md', () => {
  it('shows who calls whom as NATS_ACCESS declares it (paste natsAccessTable(NATS_ACCESS) between the markers)', () => {
    const reference = readFileSync(REFERENCE, 'utf8');
    const start = reference.indexOf(START);
    const end = reference.indexOf(END);
    expect([start, end].every((index) => index >= 0)).toBe(true);

    expect(reference.slice(start + START.length, end).trim()).toBe(natsAccessTable(NATS_ACCESS));
  });
});
