import { ensureContracts, ensureFrontend, ensureNodeModules } from './build.mjs';
import { ensureFonts } from './fonts.mjs';
import { timed } from './run.mjs';
import { ensureGoTools } from './tools.mjs';

/** Everything a fresh machine lacks, installed or built; quick when already there. */
export async function setupAll() {
  console.log('Preparing Paydraft');
  await timed('npm packages', ensureNodeModules);
  await timed('fonts for PDFs', ensureFonts);
  await timed('NATS, FerretDB and stripe-mock', ensureGoTools);
  await timed('contracts', ensureContracts);
  await timed('frontend', ensureFrontend);
}
