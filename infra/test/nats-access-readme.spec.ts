import { NATS_ACCESS } from '@paydraft/contracts';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { natsAccessTable } from '../nats/access-table';

const START = '<!-- nats-access-table: generated from proto/src/access.ts by infra/nats/access-table.ts -->';
const END = '<!-- /nats-access-table -->';

describe('README "NATS permissions"', () => {
  it('shows who calls whom as NATS_ACCESS declares it (paste natsAccessTable(NATS_ACCESS) between the markers)', () => {
    const readme = readFileSync(join(__dirname, '..', '..', 'README.md'), 'utf8');
    const start = readme.indexOf(START);
    const end = readme.indexOf(END);
    expect([start, end].every((index) => index >= 0)).toBe(true);

    expect(readme.slice(start + START.length, end).trim()).toBe(natsAccessTable(NATS_ACCESS));
  });
});
