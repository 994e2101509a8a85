// `npm run test:validators`: installs the validators if missing, then runs only the validator tests
// (the e-invoice corpus through the EN 16931 schematron, Mustang, veraPDF and zxing-cpp).
import { join } from 'node:path';
import { ROOT } from './lib/paths.mjs';
import { run } from './lib/run.mjs';
import { ensureValidators } from './lib/validators.mjs';

await ensureValidators();
await run(join(ROOT, 'node_modules', '.bin', 'jest'), ['-c', 'jest.validators.config.cjs', ...process.argv.slice(2)]);
