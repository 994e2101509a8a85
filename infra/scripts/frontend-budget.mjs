// `npm run budget:frontend`: each route's first-load JavaScript in the built frontend (dist/frontend),
// as the brotli bytes a browser is sent, against the budgets in frontend/budgets.json. Prints a table
// per route and exits 1 when a route is over its budget (or its page is missing from the build).
//
//   node infra/scripts/frontend-budget.mjs [--budgets <file>] [--dist <dir>] [--json]
// --json prints the rows as JSON instead of the table (for tests that compare them with a browser's load).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ROOT } from './lib/paths.mjs';

const { values: options } = parseArgs({
  options: {
    budgets: { type: 'string', default: join(ROOT, 'frontend', 'budgets.json') },
    dist: { type: 'string', default: join(ROOT, 'dist', 'frontend') },
    json: { type: 'boolean', default: false },
  },
});

/**
 * The manifest keys a first load of the route fetches: the entry (index.html's script, which the
 * shell imports statically), the route's modules (its page, and what that page imports on its first
 * render), and every chunk these import statically, which Vite preloads with them.
 */
function firstLoadChunks(manifest, modules) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    if (!manifest[key]) throw new Error(`${key} is not in the build's manifest: update the budgets file`);
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  [...entries, ...modules].forEach(visit);
  return [...seen].map((key) => manifest[key].file).filter((file) => file.endsWith('.js'));
}

/** What the gateway sends for a file to a browser that accepts brotli: the .br copy when the build made one. */
function brotliBytes(dist, file) {
  const compressed = join(dist, `${file}.br`);
  return statSync(existsSync(compressed) ? compressed : join(dist, file)).size;
}

function measure(dist, manifest, budgets) {
  return Object.entries(budgets.routes).map(([route, { modules, budgetKb, goalKb }]) => {
    const files = firstLoadChunks(manifest, modules);
    const bytes = files.reduce((sum, file) => sum + brotliBytes(dist, file), 0);
    return { route, files: files.length, kb: bytes / 1024, budgetKb, goalKb };
  });
}

function print(rows) {
  const header = ['route', 'JS files', 'JS brotli', 'budget', 'goal', ''];
  const cells = rows.map((row) => [
    row.route,
    `${row.files}`,
    `${row.kb.toFixed(1)} KB`,
    `${row.budgetKb} KB`,
    // A goal is where the route is headed (the issue's figure); only the budget fails the check.
    row.goalKb === undefined ? '' : `${row.goalKb} KB`,
    row.kb > row.budgetKb ? 'OVER' : 'ok',
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...cells.map((row) => row[column].length)),
  );
  const line = (row) =>
    row
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[0]) : cell.padStart(widths[column])))
      .join('  ');
  console.log('first-load JavaScript per route (brotli, as sent; cold cache)\n');
  console.log(line(header).trimEnd());
  for (const row of cells) console.log(line(row).trimEnd());
}

const dist = resolve(options.dist);
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(
    `No build manifest at ${manifestPath}: build the frontend first (npx vite build -c frontend/vite.config.mts)`,
  );
  process.exit(1);
}
try {
  const rows = measure(
    dist,
    JSON.parse(readFileSync(manifestPath, 'utf8')),
    JSON.parse(readFileSync(resolve(options.budgets), 'utf8')),
  );
  if (options.json) console.log(JSON.stringify(rows));
  else print(rows);
  const over = rows.filter((row) => row.kb > row.budgetKb);
  if (over.length > 0) {
    console.error(
      `\nOver budget: ${over.map((row) => `${row.route} (${row.kb.toFixed(1)} KB > ${row.budgetKb} KB)`).join(', ')}`,
    );
    process.exit(1);
  }
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
