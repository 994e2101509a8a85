// Test helper run as a child process: what the gateway's build needs first, as `npm start` makes it:
// the generated contracts and the built frontend (each skipped when already up to date).
import { ensureContracts, ensureFrontend } from '../../scripts/lib/build.mjs';

await ensureContracts();
await ensureFrontend();
