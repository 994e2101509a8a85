import { cpSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { ensureFonts, fontsDir } from '../scripts/lib/fonts.mjs';
import { ROOT } from '../scripts/lib/paths.mjs';

/** Container healthcheck of every NATS service, bundled beside its main.js. */
export const SERVICE_HEALTHCHECK = join(ROOT, 'infra', 'docker', 'service-healthcheck.ts');

/**
 * Files an app reads at run time, copied into its output so the folder runs on its own. The image
 * points the app at them (PDF_FONTS_DIR=fonts, FRONTEND_DIST=frontend, relative to /app).
 */
export async function copyAppAssets(app, outDir) {
  if (app === 'pdf-render') {
    // The fonts are checked against services/pdf-render/fonts/fonts.json (size and hash) on the way.
    await ensureFonts();
    cpSync(fontsDir(), join(outDir, 'fonts'), { recursive: true });
  }
  if (app === 'gateway') {
    const frontend = join(ROOT, 'dist', 'frontend');
    if (!existsSync(join(frontend, 'index.html'))) {
      throw new Error(`${frontend} has no index.html: build the frontend first (npx nx run frontend:build)`);
    }
    cpSync(frontend, join(outDir, 'frontend'), { recursive: true });
  }
}
