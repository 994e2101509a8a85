import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

/** One code found on a page: zxing-cpp's format name, error correction level and the symbol's raw bytes. */
export type DecodedCode = { page: number; format: string; ecLevel: string; bytes: Buffer };

/** The venv `npm run setup` (validators) makes; ZXING_PYTHON points elsewhere. */
const python = (): string => resolve(process.env.ZXING_PYTHON ?? '.tools/validators/python/bin/python');

/** Prints one JSON line per code: page (from pdftoppm's file name), format, EC level, bytes in base64. */
const DECODE = `
import base64, json, re, sys
import zxingcpp
from PIL import Image
for path in sys.argv[1:]:
    page = int(re.search(r'-(\\d+)\\.png$', path).group(1))
    for code in zxingcpp.read_barcodes(Image.open(path)):
        print(json.dumps({'page': page, 'format': str(code.format), 'ecLevel': code.ec_level, 'bytes': base64.b64encode(code.bytes).decode()}))
`;

/**
 * The codes on a PDF's pages as a bank app would read them from paper: every page rendered at
 * 300 dpi with poppler's pdftoppm, decoded with zxing-cpp (Debian's zbarimg fails on QR-bills and
 * garbles UTF-8). A local stand-in until the validator harness's decodeQrCodes lands.
 */
export function decodeQrCodes(pdf: Buffer): DecodedCode[] {
  const dir = mkdtempSync(join(tmpdir(), 'qr-decode-'));
  try {
    writeFileSync(join(dir, 'document.pdf'), pdf);
    execFileSync('pdftoppm', ['-r', '300', '-png', join(dir, 'document.pdf'), join(dir, 'page')]);
    const pages = readdirSync(dir)
      .filter((name) => name.endsWith('.png'))
      .map((name) => join(dir, name));
    const output = execFileSync(python(), ['-c', DECODE, ...pages], { encoding: 'utf8' });
    return output
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Omit<DecodedCode, 'bytes'> & { bytes: string })
      .map((code) => ({ ...code, bytes: Buffer.from(code.bytes, 'base64') }))
      .sort((a, b) => a.page - b.page);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The Swiss QR-bill payload the PyPI package `qrbill` builds from the same data: a second,
 * independent writer of the Swiss Implementation Guidelines. It separates lines with CR LF, which
 * the guidelines allow beside LF; returned with LF.
 */
export function qrbillReferencePayload(bill: Record<string, unknown>): string {
  const script = `
import json, sys
from qrbill import QRBill
print(json.dumps(QRBill(**json.loads(sys.argv[1])).qr_data()))
`;
  const output = execFileSync(python(), ['-c', script, JSON.stringify(bill)], { encoding: 'utf8' });
  return (JSON.parse(output) as string).replace(/\r\n/g, '\n');
}
