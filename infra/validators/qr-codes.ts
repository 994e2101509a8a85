import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VALIDATORS_DIR } from './tool-paths';

/** One code found on a page: zxing-cpp's format name, error correction level and the symbol's raw bytes. */
export type DecodedQrCode = { page: number; format: string; ecLevel: string; bytes: Buffer };

const PYTHON = join(VALIDATORS_DIR, 'python', 'bin', 'python');
const script = (name: string) => join(__dirname, 'qr', name);

/**
 * The QR codes on a PDF's pages as a bank app reads them from paper: every page rendered at 300 dpi
 * with poppler's pdftoppm, then decoded by zxing-cpp, in page order.
 */
export function decodeQrCodes(pdf: Buffer): DecodedQrCode[] {
  const dir = mkdtempSync(join(tmpdir(), 'paydraft-qr-'));
  try {
    writeFileSync(join(dir, 'document.pdf'), pdf);
    execFileSync('pdftoppm', ['-r', '300', '-png', join(dir, 'document.pdf'), join(dir, 'page')]);
    const pages = readdirSync(dir)
      .filter((name) => name.endsWith('.png'))
      .map((name) => join(dir, name));
    const output = execFileSync(PYTHON, [script('decode_qr.py'), ...pages], { encoding: 'utf8' });
    return output
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Omit<DecodedQrCode, 'bytes'> & { bytes: string })
      .map((code) => ({ ...code, bytes: Buffer.from(code.bytes, 'base64') }))
      .sort((a, b) => a.page - b.page);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The Swiss QR-bill payload PyPI's `qrbill` builds from the same data: a second, independent writer
 * of the Swiss Implementation Guidelines. It separates lines with CR LF, which the guidelines allow
 * beside LF; returned with LF.
 */
export function qrbillReferencePayload(bill: Record<string, unknown>): string {
  const output = execFileSync(PYTHON, [script('qrbill_payload.py'), JSON.stringify(bill)], {
    encoding: 'utf8',
  });
  return (JSON.parse(output) as string).replace(/\r\n/g, '\n');
}
