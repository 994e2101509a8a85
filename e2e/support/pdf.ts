import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** `pdftotext -layout`, of the whole page or of the box that `crop` (-x -y -W -H, in points) names. */
export const pdfText = (path: string, crop: string[] = []) =>
  execFileSync('pdftotext', ['-layout', ...crop, path, '-'], { encoding: 'utf8' });

/** How many images the PDF draws: rows of poppler's list whose type is 'image' (a logo's alpha is an 'smask' row). */
export const pdfImageCount = (path: string) =>
  execFileSync('pdfimages', ['-list', path], { encoding: 'utf8' })
    .split('\n')
    .slice(2)
    .filter((row) => row.trim().split(/\s+/)[2] === 'image').length;

/** The logical structure tree with each element's text, as `pdfinfo -struct-text` prints it. */
export const pdfStructure = (path: string) =>
  execFileSync('pdfinfo', ['-struct-text', path], { encoding: 'utf8' });

/** An attached file's bytes, as `pdfdetach` saves it; throws when the PDF carries no file of that name. */
export const pdfAttachment = (path: string, name: string) => {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-attachment-'));
  try {
    execFileSync('pdfdetach', ['-saveall', '-o', dir, path]);
    return readFileSync(join(dir, name), 'utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};
