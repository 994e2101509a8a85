import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { VALIDATORS_DIR } from './tool-paths';

export type DecodedQrCode = { page: number; text: string; bytes: Buffer };

const run = promisify(execFile);
const DECODER = join(__dirname, 'qr', 'decode_qr.py');
const PYTHON = join(VALIDATORS_DIR, 'python', 'bin', 'python');

/**
 * The QR codes printed on a PDF, as a phone would read them: every page rendered at 300 dpi with
 * poppler's pdftoppm, then decoded by zxing-cpp. Bytes are the code's own, for byte-for-byte checks.
 */
export async function decodeQrCodes(pdfFile: string): Promise<DecodedQrCode[]> {
  const dir = await mkdtemp(join(tmpdir(), 'paydraft-qr-'));
  try {
    await run('pdftoppm', ['-r', '300', '-png', pdfFile, join(dir, 'page')]);
    const pages = (await readdir(dir)).filter((name) => name.endsWith('.png')).sort();
    const { stdout } = await run(PYTHON, [DECODER, ...pages.map((name) => join(dir, name))]);
    return stdout
      .trim()
      .split('\n')
      .flatMap((line, index) => {
        const { codes } = JSON.parse(line) as { codes: { text: string; bytes: string }[] };
        return codes.map((code) => ({
          page: index + 1,
          text: code.text,
          bytes: Buffer.from(code.bytes, 'hex'),
        }));
      });
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
