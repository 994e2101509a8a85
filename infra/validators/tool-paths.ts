import { join } from 'node:path';

/** Where infra/scripts/lib/validators.mjs installs the validators (`npm run setup:validators`). */
export const VALIDATORS_DIR = join(__dirname, '..', '..', '.tools', 'validators');
