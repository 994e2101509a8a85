import { ensureContracts, ensureFrontend, ensureNodeModules } from './build.mjs';
import { ensureFonts } from './fonts.mjs';
import { step } from './run.mjs';
import { ensureGoTools } from './tools.mjs';

/** Everything a fresh machine lacks, installed or built, one line per step; quick when already there. */
export async function setupAll() {
  console.log('Preparing Paydraft');
  await step('npm packages', ensureNodeModules);
  await step('fonts for PDFs', ensureFonts);
  await step('NATS, FerretDB and stripe-mock', ensureGoTools);
  await step('contracts', ensureContracts);
  await step('frontend', ensureFrontend);
}
