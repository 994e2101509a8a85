import type { ZodType } from 'zod';

/** The first message a schema gives for `value` (invoice-core's field schemas), or none. */
export function problemOf(schema: ZodType, value: unknown): string | undefined {
  const result = schema.safeParse(value);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** An antd Form rule that shows the schema's own message, as the server would give it. */
export const schemaRule = (schema: ZodType) => ({
  validator: async (_rule: unknown, value: unknown) => {
    const problem = problemOf(schema, value ?? undefined);
    if (problem) throw new Error(problem);
  },
});
