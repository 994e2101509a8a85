import { config } from 'zod';

/**
 * zod compiles object parsers with `new Function` unless told not to, and first tries whether it may:
 * under the page's Content-Security-Policy (no 'unsafe-eval') that try is a reported violation. The
 * setting is read when a schema is made, so main.tsx imports this module before anything else.
 */
config({ jitless: true });
