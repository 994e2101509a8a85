import type { NatsAccess, NatsIdentity } from '@paydraft/contracts';

const code = (subject: string) => `\`${subject}\``;
const prefixOf = (subject: string) => subject.split('.')[0] as string;

/** Most of a group is easier to read as the group and its exceptions. */
const MAX_EXCEPTIONS = 3;

/**
 * Subjects grouped by their first token: a whole group reads `documents.*`, most of one `auth.*`
 * but its exceptions, the rest by name.
 */
function subjectList(subjects: readonly string[], groups: ReadonlyMap<string, readonly string[]>): string {
  if (subjects.length === 0) return '—';
  const byPrefix = new Map<string, string[]>();
  for (const subject of subjects)
    byPrefix.set(prefixOf(subject), [...(byPrefix.get(prefixOf(subject)) ?? []), subject]);
  return [...byPrefix]
    .map(([prefix, listed]) => {
      const left = (groups.get(prefix) ?? []).filter((subject) => !listed.includes(subject));
      if (listed.length <= MAX_EXCEPTIONS) return listed.map(code).join(', ');
      if (left.length === 0) return code(`${prefix}.*`);
      if (left.length <= MAX_EXCEPTIONS) return `${code(`${prefix}.*`)} but ${left.map(code).join(', ')}`;
      return listed.map(code).join(', ');
    })
    .join('; ');
}

/** Every subject of each first token. */
function groupsOf(subjects: Iterable<string>): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const subject of new Set(subjects))
    groups.set(prefixOf(subject), [...(groups.get(prefixOf(subject)) ?? []), subject]);
  return groups;
}

/**
 * The "who calls whom" table of docs/reference/nats-permissions.md, made from NATS_ACCESS: a row per
 * identity with what it answers, calls, publishes, consumes (durable consumer) and listens to.
 * infra/test/nats-access-table.spec.ts checks the page holds it.
 */
export function natsAccessTable(access: Readonly<Record<NatsIdentity, NatsAccess>>): string {
  const entries = Object.entries(access) as Array<[NatsIdentity, NatsAccess]>;
  const everyRpc = groupsOf(entries.flatMap(([, a]) => a.answers.map((contract) => contract.subject)));
  const everyEvent = groupsOf(entries.flatMap(([, a]) => a.publishes.map((contract) => contract.subject)));
  const rows = entries.map(([identity, a]) => {
    const rpc = (contracts: NatsAccess['answers']) =>
      subjectList(
        contracts.map((contract) => contract.subject),
        everyRpc,
      );
    const events = (contracts: NatsAccess['publishes']) =>
      subjectList(
        contracts.map((contract) => contract.subject),
        everyEvent,
      );
    const listens = [
      ...a.listens.map((contract) => code(contract.subject)),
      ...a.keyValueBuckets.map((bucket) => `key-value bucket ${code(bucket)}`),
      ...a.inspectsStreams.map((stream) => `the state of stream ${code(stream)}`),
    ];
    return `| ${identity} | ${rpc(a.answers)} | ${rpc(a.calls)} | ${events(a.publishes)} | ${events(a.consumes)} | ${listens.join(', ') || '—'} |`;
  });
  return [
    '| identity | answers | calls | publishes | consumes | listens to, stores in |',
    '|---|---|---|---|---|---|',
    ...rows,
  ].join('\n');
}
