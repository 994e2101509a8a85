import { z } from 'zod';
import { notTextMessage, tooLongMessage } from '../rules/field-messages';

/** Optional text with a length bound, named in its message as the page names the field. */
export const textField = (field: string, max: number) =>
  z
    .string({ error: notTextMessage(field) })
    .max(max, { error: tooLongMessage(field, max) })
    .default('');

export const isoDateField = (field: string) =>
  z
    .string()
    .regex(/^(\d{4}-\d{2}-\d{2})?$/, { error: `${field} must be a date (YYYY-MM-DD)` })
    .default('');
