/**
 * The words of the schemas' common refusals, named as the page names the field. The zod schemas and
 * the page's own quick checks both take them from here, so the page says what the server would.
 */
export const notTextMessage = (field: string) => `${field} must be text`;

export const tooLongMessage = (field: string, max: number) => `${field} must be at most ${max} characters`;
