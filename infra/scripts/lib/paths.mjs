import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

export const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const TOOLS_BIN = join(ROOT, '.tools', 'bin');
export const DATA_DIR = join(ROOT, '.data');
