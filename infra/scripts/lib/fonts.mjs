import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { installDebianPackages } from './debian-packages.mjs';
import { ROOT } from './paths.mjs';

const MANIFEST = join(ROOT, 'services', 'pdf-render', 'fonts', 'fonts.json');

/** Where pdf-render reads its fonts: PDF_FONTS_DIR, relative to the project root when not absolute. */
export const fontsDir = () => resolve(ROOT, process.env.PDF_FONTS_DIR ?? join('.tools', 'fonts'));

const sourceDir = (source) =>
  source.kind === 'debian' ? source.dir : join(ROOT, 'node_modules', source.package, source.dir);

const sha256 = (path) => createHash('sha256').update(readFileSync(path)).digest('hex');

/** A font that differs from the one measured (other version, cut download) must not slip in. */
function checkFont(path, font) {
  if (!existsSync(path)) throw new Error(`font missing: ${path}`);
  const bytes = statSync(path).size;
  if (bytes !== font.bytes || sha256(path) !== font.sha256) {
    throw new Error(
      `${path} is not the font that was measured (${bytes} bytes; want ${font.bytes}, sha256 ${font.sha256})`,
    );
  }
}

/**
 * Copies the fonts pdf-render draws with (Noto Sans for every script) from their packages into the
 * fonts directory with each source's licence text, checking every file against the manifest's size and
 * hash. Debian's fonts-noto-core is installed when missing; the CJK fonts come from npm (two weights of
 * the nine each package ships). Quick when the fonts are already there. Answers what it did.
 */
export async function ensureFonts() {
  const { sources, fonts } = JSON.parse(readFileSync(MANIFEST, 'utf8'));
  const target = fontsDir();
  const missing = fonts.filter((font) => {
    const path = join(target, font.file);
    return !existsSync(path) || statSync(path).size !== font.bytes;
  });
  if (missing.length === 0) return 'present';

  const absentDebian = missing
    .map((font) => ({ font, source: sources[font.source] }))
    .filter(({ font, source }) => source.kind === 'debian' && !existsSync(join(source.dir, font.path)))
    .map(({ source }) => source.package);
  const installed = absentDebian.length > 0 ? await installDebianPackages([...new Set(absentDebian)]) : '';

  mkdirSync(target, { recursive: true });
  for (const font of missing) {
    const source = sources[font.source];
    const from = join(sourceDir(source), font.path);
    checkFont(from, font);
    copyFileSync(from, join(target, font.file));
    const licence = isAbsolute(source.licenceFile)
      ? source.licenceFile
      : join(sourceDir(source), source.licenceFile);
    copyFileSync(licence, join(target, `LICENCE-${source.package.replace('@', '').replace('/', '-')}.txt`));
  }
  const shown = target.startsWith(ROOT) ? relative(ROOT, target) : target;
  return `copied ${missing.length} fonts into ${shown}${installed ? `; ${installed}` : ''}`;
}
