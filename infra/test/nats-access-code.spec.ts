import * as contracts from '@paydraft/contracts';
import { NATS_ACCESS, type NatsIdentity } from '@paydraft/contracts';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');

/** Each app's sources, with the libraries that send requests on its behalf (the shared PDF's plan and logo). */
const SOURCES: Record<Exclude<NatsIdentity, 'admin'>, string[]> = {
  auth: ['services/auth/src'],
  documents: ['services/documents/src'],
  clients: ['services/clients/src'],
  billing: ['services/billing/src'],
  mailer: ['services/mailer/src', 'libs/document-render/src'],
  'pdf-render': ['services/pdf-render/src'],
  gateway: ['gateway/src', 'libs/document-render/src'],
};

function sourceText(dirs: string[]): string {
  return dirs
    .flatMap((dir) =>
      readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.ts') && !file.endsWith('.spec.ts'))
        .map((file) => readFileSync(join(ROOT, dir, file), 'utf8')),
    )
    .join('\n');
}

/**
 * The contracts (`DocumentsRpc.getShared` → documents.get-shared) named in the first argument of each
 * call that the pattern starts, a conditional one included.
 */
function subjectsIn(text: string, pattern: string): string[] {
  const firstArguments = [...text.matchAll(new RegExp(`${pattern}([^,)]*)`, 'g'))].map(
    ([, argument]) => argument,
  );
  return firstArguments.flatMap((argument) =>
    [...(argument as string).matchAll(/(\w+(?:Rpc|Events))\.(\w+)/g)].map(([, group, name]) => {
      const groupContracts = (contracts as unknown as Record<string, Record<string, { subject: string }>>)[
        group as string
      ];
      const contract = groupContracts?.[name as string];
      if (!contract) throw new Error(`${group}.${name} is not a contract`);
      return contract.subject;
    }),
  );
}

const subjects = (list: ReadonlyArray<{ subject: string }>) => list.map((contract) => contract.subject);
const unique = (list: string[]) => [...new Set(list)].sort();
/** Health is asked through a loop over every service (the gateway) or by the container healthcheck. */
const notHealth = (subject: string) => !subject.split('.').includes('health');

/**
 * The code and NATS_ACCESS say the same: every request an app sends, event it publishes and event it
 * handles is declared (or the server refuses it at run time), and nothing is declared that no code uses
 * (or an identity holds a right it does not need).
 */
describe.each(Object.entries(SOURCES))('NATS_ACCESS of %s matches its code', (identity, dirs) => {
  const text = sourceText(dirs);
  const access = NATS_ACCESS[identity as NatsIdentity];

  it('declares exactly the requests it sends', () => {
    expect(unique(subjectsIn(text, String.raw`\.request\(`))).toEqual(
      unique(subjects(access.calls).filter(notHealth)),
    );
  });

  it('declares exactly the events it publishes and the ones it consumes', () => {
    expect(unique(subjectsIn(text, String.raw`\.publish\(`))).toEqual(unique(subjects(access.publishes)));
    expect(unique(subjectsIn(text, String.raw`@EventPattern\(`))).toEqual(unique(subjects(access.consumes)));
  });
});
