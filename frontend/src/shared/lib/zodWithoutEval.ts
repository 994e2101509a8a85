// The page's 'zod' (vite.config.mts resolves the bare name here): zod's own API, set up first to
// build no parser with `new Function`. Only the chunks that make schemas load it, so pages and first
// loads without a schema carry no zod at all; main.tsx used to import the setting for every page.
import './zodJitless';
export * from 'zod/v4';
export { default } from 'zod/v4';
