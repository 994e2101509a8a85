/** A variable named in the first column of a table of docs/reference/configuration.md. */
export type DocumentedVariable = { name: string; platform: boolean };

/** A heading saying its variables belong to the platform (read by Node, Vite, Compose), not to the code. */
const PLATFORM_HEADING = /^#{2,}\s+platform\b/i;
const HEADING = /^#{1,6}\s/;
const DOCUMENTED_NAME = /^(?:<[A-Z][A-Z0-9_]*>)?[A-Z0-9_]+$/;

/** The names in a row's first cell: each in backticks, `<SERVICE>_INSTANCES` kept as the pattern `*_INSTANCES`. */
function namesInFirstCell(row: string): string[] {
  const firstCell = row.split('|')[1] ?? '';
  return [...firstCell.matchAll(/`([^`]+)`/g)]
    .map((match) => match[1]!.trim())
    .filter((name) => DOCUMENTED_NAME.test(name) && /[A-Z]/.test(name))
    .map((name) => name.replace(/^<[A-Z0-9_]+>/, '*'));
}

/** Every variable the reference documents, in the order written, with the section it sits in. */
export function documentedVariables(markdown: string): DocumentedVariable[] {
  let platform = false;
  return markdown.split('\n').flatMap((line) => {
    if (HEADING.test(line)) platform = PLATFORM_HEADING.test(line);
    if (!line.trimStart().startsWith('|')) return [];
    return namesInFirstCell(line.trimStart()).map((name) => ({ name, platform }));
  });
}

/**
 * What keeps the reference from matching the code, one sentence a variable: read but undocumented,
 * documented (outside the platform section) but read nowhere, or documented twice.
 */
export function referenceProblems(
  reads: ReadonlyMap<string, readonly string[]>,
  documented: readonly DocumentedVariable[],
): string[] {
  const names = documented.map((variable) => variable.name);
  const undocumented = [...reads]
    .filter(([name]) => !names.includes(name))
    .map(([name, files]) => `${name} is read (${files.join(', ')}) but not documented`);
  const unread = documented
    .filter((variable) => !variable.platform && !reads.has(variable.name))
    .map((variable) => `${variable.name} is documented but nothing reads it`);
  const twice = [...new Set(names.filter((name, index) => names.indexOf(name) !== index))].map(
    (name) => `${name} is documented more than once`,
  );
  return [...undocumented, ...unread, ...twice];
}

/** Whether the reference documents a name, by itself or through a pattern (`*_INSTANCES` covers `AUTH_INSTANCES`). */
export function isDocumented(name: string, documented: readonly DocumentedVariable[]): boolean {
  return documented.some(
    (variable) =>
      variable.name === name || (variable.name.startsWith('*') && name.endsWith(variable.name.slice(1))),
  );
}
