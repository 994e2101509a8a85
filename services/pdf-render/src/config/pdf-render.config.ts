import { resolve } from 'node:path';
import { statelessServiceEnvSchema } from '@paydraft/nest-kit';
import { z } from 'zod';
import { FontLibrary } from '../render/text/font-library';

/**
 * pdf-render reads no database variables. PDF_FONTS_DIR holds the Noto fonts that `npm run setup`
 * copies (relative paths are taken from the working directory); a missing font stops the boot.
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
});

export type PdfRenderEnv = z.infer<typeof pdfRenderEnvSchema>;
