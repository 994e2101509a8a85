import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import SaxonJS from 'saxon-js';

/**
 * The schematrons an e-invoice is judged by, compiled once to SaxonJS's SEF and cached under
 * .tools/validators by the XSLT's hash, then run in-process for each document (no JVM).
 * EN 16931 comes from infra/validators/en16931 (committed, EUPL-1.2); the XRechnung and Peppol rules
 * from Maven Central through schematron/pom.xml.
 */
export const SCHEMATRONS = ['en16931-cii', 'en16931-ubl', 'xrechnung-ubl', 'peppol-ubl'] as const;
export type SchematronName = (typeof SCHEMATRONS)[number];

/** One `svrl:failed-assert`: the rule's id (BR-CO-17), its flag (fatal, warning) and its message. */
export type FailedAssert = { id: string; flag: string; text: string };

const run = promisify(execFile);
const ROOT = path.resolve(__dirname, '../..');
const TOOLS = path.join(ROOT, '.tools/validators');
const PROFILES = path.join(TOOLS, 'profiles/external/schematron');
const PROFILES_POM = path.join(__dirname, 'schematron/pom.xml');

const XSLT: Record<SchematronName, string> = {
  'en16931-cii': path.join(__dirname, 'en16931/en16931-cii.xslt'),
  'en16931-ubl': path.join(__dirname, 'en16931/en16931-ubl.xslt'),
  'xrechnung-ubl': path.join(PROFILES, '3.0.2/XRechnung-UBL-validation.xslt'),
  'peppol-ubl': path.join(PROFILES, 'openpeppol/2026.5/xslt/PEPPOL-EN16931-UBL.xslt'),
};

/** What a failure is: SVRL flags below these are advice. */
const FAILING_FLAGS = new Set(['fatal', 'error']);

/** The SEF files compiled or found, and each one parsed once (re-reading it costs seconds a run). */
const compiled = new Map<SchematronName, string>();
const loaded = new Map<SchematronName, object>();

/**
 * Fetches the profile rules (Maven) when missing and compiles each schematron not yet cached (~30 s
 * each on an idle core); returns the SEF files. The setup step calls it; the runner calls it too.
 */
export async function ensureSchematron(
  names: readonly SchematronName[] = SCHEMATRONS,
): Promise<Record<SchematronName, string>> {
  if (names.some((name) => !existsSync(XSLT[name]))) await fetchProfiles();
  for (const name of names) compiled.set(name, await compiledSef(name));
  return Object.fromEntries(compiled) as Record<SchematronName, string>;
}

/** Runs an XML document through a compiled schematron: every failed assert, warnings included. */
export function runSchematron(name: SchematronName, xml: string): FailedAssert[] {
  const { principalResult } = SaxonJS.transform(
    { stylesheetInternal: stylesheet(name), sourceText: xml, destination: 'serialized' },
    'sync',
  );
  return failedAsserts(principalResult);
}

/** The asserts that make a document invalid (fatal or error), leaving out warnings. */
export function failures(asserts: readonly FailedAssert[]): FailedAssert[] {
  return asserts.filter((assert) => FAILING_FLAGS.has(assert.flag));
}

function stylesheet(name: SchematronName): object {
  const sef = compiled.get(name);
  if (!sef) throw new Error(`Schematron ${name} is not compiled: await ensureSchematron() first`);
  const parsed = loaded.get(name) ?? (JSON.parse(readFileSync(sef, 'utf8')) as object);
  loaded.set(name, parsed);
  return parsed;
}

async function fetchProfiles(): Promise<void> {
  await run(
    'mvn',
    ['-q', '-f', PROFILES_POM, 'dependency:unpack', `-Doutput=${path.join(TOOLS, 'profiles')}`],
    {
      cwd: ROOT,
    },
  );
}

async function compiledSef(name: SchematronName): Promise<string> {
  const xslt = XSLT[name];
  const hash = createHash('sha256').update(readFileSync(xslt)).digest('hex');
  const sef = path.join(TOOLS, `${name}-${hash}.sef.json`);
  if (existsSync(sef)) return sef;
  mkdirSync(TOOLS, { recursive: true });
  // Per process, so a setup step and a test compiling at once never read each other's half-written file.
  const partial = `${sef}.${process.pid}.partial`;
  await run(process.execPath, [require.resolve('xslt3'), `-xsl:${xslt}`, `-export:${partial}`, '-nogo'], {
    maxBuffer: 16 * 1024 * 1024,
  });
  renameSync(partial, sef);
  return sef;
}

/** The SVRL's failed asserts; attributes in any order, the message's whitespace collapsed. */
function failedAsserts(svrl: string): FailedAssert[] {
  const asserts: FailedAssert[] = [];
  for (const match of svrl.matchAll(/<svrl:failed-assert\b([^>]*)>([\s\S]*?)<\/svrl:failed-assert>/g)) {
    const attribute = (key: string): string => new RegExp(`\\b${key}="([^"]*)"`).exec(match[1])?.[1] ?? '';
    const text = /<svrl:text>([\s\S]*?)<\/svrl:text>/.exec(match[2])?.[1] ?? '';
    asserts.push({ id: attribute('id'), flag: attribute('flag'), text: text.replace(/\s+/g, ' ').trim() });
  }
  return asserts;
}
