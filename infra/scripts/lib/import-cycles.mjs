// What the repository-wide cycle check counts in an import graph. Pure: takes modules and their imports
// as paths from the repository root, so a test can feed it a wrong one.
import { cyclesOf } from './cycles.mjs';

/** A relative import or one through a path alias of tsconfig.base.json: it names a file of ours. */
const isOurs = (specifier) => specifier.startsWith('.') || specifier.startsWith('@paydraft/');

/**
 * @param {{ source: string, imports: { path: string, typeOnly?: boolean }[], unresolved?: string[] }[]} modules
 *   `imports` as resolved paths; `unresolved` as written, for imports the resolver could not follow
 * @returns the counts, each cycle with the imports that close it, and our imports that did not resolve
 *   (a cycle through one of those would go unseen)
 */
export function analyseImports(modules) {
  const sources = new Set(modules.map((module) => module.source));
  const edges = modules.flatMap(({ source, imports }) => importsBetween(source, imports, sources));
  // Type imports count too: they vanish at run time, but two files that need each other's types are
  // still one piece cut in two (the three circles of issue 28 were all of that kind).
  const cycles = cyclesOf(edges.map(({ from, to }) => [from, to])).map((members) => {
    const inside = new Set(members);
    const imports = edges
      .filter(({ from, to }) => inside.has(from) && inside.has(to))
      .map(({ from, to, typeOnly }) => `${from} -> ${to}${typeOnly ? ' (type)' : ''}`);
    return { members, imports };
  });
  const unresolved = modules.flatMap(({ source, unresolved: specifiers = [] }) =>
    specifiers.filter(isOurs).map((specifier) => `${source} -> ${specifier}`),
  );
  return { modules: modules.length, edges: edges.length, cycles, unresolved };
}

/** One edge per imported module of ours; type-only when every import of it is. */
function importsBetween(source, imports, sources) {
  const typeOnlyByPath = new Map();
  for (const { path, typeOnly } of imports) {
    if (sources.has(path)) typeOnlyByPath.set(path, typeOnly === true && typeOnlyByPath.get(path) !== false);
  }
  return [...typeOnlyByPath].map(([path, typeOnly]) => ({ from: source, to: path, typeOnly }));
}
