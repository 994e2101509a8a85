import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './paths.mjs';
import { runQuietly, step } from './run.mjs';

/** Where the validators live once installed: never in git, rebuilt when their sources change. */
export const VALIDATORS_DIR = join(ROOT, '.tools', 'validators');
const SOURCES = join(ROOT, 'infra', 'validators');
const CHECKS_SOURCE = join(SOURCES, 'java', 'Checks.java');
const QR_REQUIREMENTS = join(SOURCES, 'qr', 'requirements.txt');

const hashOf = (...files) => {
  const hash = createHash('sha256');
  for (const file of files) hash.update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
};

/** Runs `work` unless the stamp file already records this hash of its sources; answers what it did. */
async function once(stampName, hash, work) {
  const stamp = join(VALIDATORS_DIR, `${stampName}.stamp`);
  if (existsSync(stamp) && readFileSync(stamp, 'utf8') === hash) return 'present';
  const done = await work();
  writeFileSync(stamp, hash);
  return done;
}

/** Mustang's shaded jar (veraPDF inside) from Maven Central, and our batch driver compiled against it. */
function ensurePdfChecks() {
  const pom = join(SOURCES, 'java', 'pom.xml');
  return once('pdf-checks', hashOf(pom, CHECKS_SOURCE), async () => {
    const lib = join(VALIDATORS_DIR, 'lib');
    const classes = join(VALIDATORS_DIR, 'classes');
    rmSync(classes, { recursive: true, force: true });
    mkdirSync(classes, { recursive: true });
    await runQuietly('mvn', [
      '-q',
      '-B',
      '-f',
      pom,
      'dependency:copy-dependencies',
      '-DexcludeTransitive=true',
      `-DoutputDirectory=${lib}`,
    ]);
    await runQuietly('javac', ['-d', classes, '-cp', `${lib}/*`, CHECKS_SOURCE]);
    return 'fetched Mustang 2.22.0 with Maven, compiled Checks';
  });
}

/** A Python venv with zxing-cpp, from PyPI, for decoding QR codes off rendered pages. */
function ensureQrDecoder() {
  return once('qr-decoder', hashOf(QR_REQUIREMENTS), async () => {
    const venv = join(VALIDATORS_DIR, 'python');
    rmSync(venv, { recursive: true, force: true });
    await runQuietly('python3', ['-m', 'venv', venv]);
    await runQuietly(join(venv, 'bin', 'pip'), ['install', '-q', '-r', QR_REQUIREMENTS]);
    return 'installed zxing-cpp with pip';
  });
}

/** The XRechnung and Peppol rules beside EN 16931 (committed): XSLT from Maven Central. */
async function ensureSchematrons() {
  const script = "require('./infra/validators/schematron').ensureSchematron()";
  await runQuietly(process.execPath, ['-r', '@swc-node/register', '-e', script]);
  return 'ready';
}

/** The validators the e-invoice and PDF tests run (docs/validators.md), as set-up steps. */
export async function ensureValidators() {
  mkdirSync(VALIDATORS_DIR, { recursive: true });
  await step('Mustang and veraPDF (Maven)', ensurePdfChecks);
  await step('zxing-cpp (pip)', ensureQrDecoder);
  await step('XRechnung and Peppol schematrons (Maven)', ensureSchematrons);
}
