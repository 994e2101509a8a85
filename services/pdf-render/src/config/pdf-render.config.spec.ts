import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { loadConfig } from '@paydraft/nest-kit';
import { pdfRenderEnvSchema } from './pdf-render.config';

describe('pdf-render configuration', () => {
  it('reads the fonts from .tools/fonts by default, resolved to an absolute path', () => {
    const config = loadConfig('pdf-render', pdfRenderEnvSchema, { PDF_FONTS_DIR: process.env.PDF_FONTS_DIR });

    expect(config.PDF_FONTS_DIR).toBe(resolve(process.env.PDF_FONTS_DIR ?? '.tools/fonts'));
  });

  it('stops the boot naming the variable and the fonts a directory lacks', () => {
    const empty = mkdtempSync(join(tmpdir(), 'fonts-'));
    try {
      expect(() => loadConfig('pdf-render', pdfRenderEnvSchema, { PDF_FONTS_DIR: empty })).toThrow(
        /PDF_FONTS_DIR: .* lacks NotoSans-Regular\.ttf, NotoSans-Bold\.ttf, .*NotoSansKR-Bold\.ttf \(npm run setup copies them\)/,
      );
    } finally {
      rmSync(empty, { recursive: true });
    }
  });
});
