import { runJvmChecks } from './jvm-checks';

/** `mustang`: Factur-X / ZUGFeRD as a whole; the others are veraPDF flavours. */
export type PdfCheck = 'mustang' | '3a' | '3b' | 'ua1';

export type MustangReport = {
  check: 'mustang';
  file: string;
  /** Mustang's own verdict: seen true while its `pdf` section said invalid, so never read alone. */
  completelyValid: boolean;
  /** The `<summary status>` of the report's `<pdf>`, `<xml>` sections and of the whole. */
  pdf: string;
  xml: string;
  overall: string;
  errors: string[];
};

export type VeraPdfReport = {
  check: Exclude<PdfCheck, 'mustang'>;
  file: string;
  compliant: boolean;
  /** '2x 7.1-3 Content shall be marked as Artifact…': count, clause-test, message. */
  failedRules: string[];
};

export type PdfReport = MustangReport | VeraPdfReport | { check: PdfCheck; file: string; error: string };

/**
 * Runs every check in one JVM (each start costs seconds): one report per job, in the jobs' order.
 * A job the validator could not run at all answers with `error`.
 */
export function pdfReports(jobs: readonly { check: PdfCheck; file: string }[]): Promise<PdfReport[]> {
  return runJvmChecks<PdfReport>(jobs.map(({ check, file }) => [check, file] as const));
}

/** Passed: Mustang's pdf, xml and overall sections all valid, or veraPDF compliant. */
export function passed(report: PdfReport): boolean {
  if ('error' in report) return false;
  if (report.check === 'mustang')
    return [report.pdf, report.xml, report.overall].every((status) => status === 'valid');
  return report.compliant;
}
