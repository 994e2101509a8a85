import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { VALIDATORS_DIR } from './tool-paths';

const run = promisify(execFile);

/**
 * Runs `java/Checks.java` once over pairs of (check, file): one JVM for a whole batch, since each
 * start and each schematron compile costs seconds. Answers one parsed JSON report per pair, in order.
 */
export async function runJvmChecks<Report>(pairs: readonly (readonly [string, string])[]): Promise<Report[]> {
  const classpath = `${join(VALIDATORS_DIR, 'lib')}/*:${join(VALIDATORS_DIR, 'classes')}`;
  const { stdout } = await run('java', ['-cp', classpath, 'Checks', ...pairs.flat()], {
    maxBuffer: 256 * 1024 * 1024,
  });
  return stdout
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Report);
}
