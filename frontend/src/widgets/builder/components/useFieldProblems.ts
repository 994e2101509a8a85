import { useState } from 'react';
import type { z } from 'zod';

/**
 * invoice-core's messages for a group of fields, by field ('iban', 'address_lines.0'), shown once the
 * field has been left, so typing is not interrupted. The country of a VAT number is another field,
 * so the whole group is checked together.
 */
export function useFieldProblems(schema: z.ZodType, values: unknown) {
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const checked = schema.safeParse(values);
  const problems = new Map<string, string>();
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const key = issue.path.join('.');
      if (!problems.has(key)) problems.set(key, issue.message);
    }
  }
  return {
    problemOf: (key: string): string | undefined => (touched.has(key) ? problems.get(key) : undefined),
    touch: (key: string) => {
      if (!touched.has(key)) setTouched(new Set([...touched, key]));
    },
  };
}
