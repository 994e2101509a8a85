import { resolve } from 'node:path';
import { statelessServiceEnvSchema } from '@paydraft/nest-kit';
import { z } from 'zod';
import { FontLibrary } from '../render/text/font-library';

/**
 * pdf-render reads no database variables. PDF_FONTS_DIR holds the Noto fonts that `npm run setup`
 * copies (relative paths are taken from the working directory); a missing font stops the boot.
 * PDF_RENDER_BUDGET_MS is how long one render may run before it is stopped and refused with
 * pdf.too_complex; it stays below the callers' time-out (RPC_TIMEOUT_MS, 5 s by default) so they get
 * that answer rather than a time-out. PDF_RENDER_WORKERS is how many render threads an instance runs.
 */
export const pdfRenderEnvSchema = statelessServiceEnvSchema.extend({
  PDF_FONTS_DIR: z
    .string()
    .default('.tools/fonts')
    .transform((dir) => resolve(dir))
    .superRefine((dir, context) => {
      const missing = new FontLibrary(dir).missingFiles();
      if (missing.length > 0) {
        context.addIssue({
          code: 'custom',
          message: `${dir} lacks ${missing.join(', ')} (npm run setup copies them)`,
        });
      }
    }),
  PDF_RENDER_BUDGET_MS: z.coerce.number().int().min(10).max(60_000).default(2000),
  PDF_RENDER_WORKERS: z.coerce.number().int().min(1).max(32).default(2),
});

export type PdfRenderEnv = z.infer<typeof pdfRenderEnvSchema>;
