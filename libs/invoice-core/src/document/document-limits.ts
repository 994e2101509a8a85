// Limits a document's schema enforces, kept apart from zod so the builder's first load can read them.

/** How many rows one document may have. */
export const MAX_ITEMS = 500;
/**
 * All item descriptions of one document together. pdf-render lays every character out twice (the
 * table, then the 'Full Item Descriptions' page), and the worst text (one unbroken word mixing every
 * script) costs about 25 ms per 1,000 characters: at 20,000, with 500 rows of custom cells besides,
 * the heaviest document the schema takes renders in under 1 s; past it the schema refuses at once, on
 * the page and at the server, what would otherwise run into the 2 s render budget
 * (docs/pdf-render-limits.md has the figures).
 */
export const MAX_DESCRIPTIONS_LENGTH = 20_000;
/** The page's counter and the server's check: one limit, so what the page accepts is never refused. */
export const NOTES_MAX_LENGTH = 2000;
