import { config } from 'zod/v4/core';

/**
 * zod compiles object parsers with `new Function` unless told not to, and first tries whether it may:
 * under the page's Content-Security-Policy (no 'unsafe-eval') that try is a reported violation. The
 * setting is read when a schema is made; zodWithoutEval imports this module before zod's own API.
 */
config({ jitless: true });
