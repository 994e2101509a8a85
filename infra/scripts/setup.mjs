import { setupAll } from './lib/setup.mjs';

await setupAll();
