import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { runJvmChecks } from './jvm-checks';
import { VALIDATORS_DIR } from './tool-paths';

/**
 * The schematrons an e-invoice is judged by, as XSLT, run by Saxon-HE 12.8 (inside Mustang's jar) in
 * one JVM per batch. EN 16931 comes from infra/validators/en16931 (committed, EUPL-1.2); the XRechnung
 * and Peppol rules from Maven Central through schematron/pom.xml. Saxon compiles each XSLT in 3–10 s
 * once per batch; SaxonJS needed 35–150 s per XSLT to compile and was 2–6 times slower per document.
 */
export const SCHEMATRONS = ['en16931-cii', 'en16931-ubl', 'xrechnung-ubl', 'peppol-ubl'] as const;
export type SchematronName = (typeof SCHEMATRONS)[number];

/** One `svrl:failed-assert`: the rule's id (BR-CO-17), its flag (fatal, warning) and its message. */
export type FailedAssert = { id: string; flag: string; text: string };

const run = promisify(execFile);
const PROFILES = path.join(VALIDATORS_DIR, 'profiles/external/schematron');
const PROFILES_POM = path.join(__dirname, 'schematron/pom.xml');

const XSLT: Record<SchematronName, string> = {
  'en16931-cii': path.join(__dirname, 'en16931/en16931-cii.xslt'),
  'en16931-ubl': path.join(__dirname, 'en16931/en16931-ubl.xslt'),
  'xrechnung-ubl': path.join(PROFILES, '3.0.2/XRechnung-UBL-validation.xslt'),
  'peppol-ubl': path.join(PROFILES, 'openpeppol/2026.5/xslt/PEPPOL-EN16931-UBL.xslt'),
};

/** What a failure is: SVRL flags below these are advice. */
const FAILING_FLAGS = new Set(['fatal', 'error']);

/** Fetches the profile rules from Maven Central when missing; the setup step calls it. */
export async function ensureSchematron(): Promise<void> {
  if (SCHEMATRONS.every((name) => existsSync(XSLT[name]))) return;
  await run('mvn', [
    '-q',
    '-B',
    '-f',
    PROFILES_POM,
    'dependency:unpack',
    `-Doutput=${path.join(VALIDATORS_DIR, 'profiles')}`,
  ]);
}

/** Every failed assert of one run, warnings included, and how long the run took once compiled. */
export type SchematronReport = { failedAsserts: FailedAssert[]; ms: number };

/** One report per (schematron, XML file) job, in the jobs' order. */
export async function schematronReports(
  jobs: readonly { schematron: SchematronName; file: string }[],
): Promise<SchematronReport[]> {
  await ensureSchematron();
  const reports = await runJvmChecks<Partial<SchematronReport> & { error?: string }>(
    jobs.map(({ schematron, file }) => [`schematron=${XSLT[schematron]}`, file] as const),
  );
  return reports.map((report, index) => {
    if (report.error) throw new Error(`${jobs[index].schematron} on ${jobs[index].file}: ${report.error}`);
    return { failedAsserts: report.failedAsserts ?? [], ms: report.ms ?? 0 };
  });
}

/** The asserts that make a document invalid (fatal or error), leaving out warnings. */
export function failures(asserts: readonly FailedAssert[]): FailedAssert[] {
  return asserts.filter((assert) => FAILING_FLAGS.has(assert.flag));
}
