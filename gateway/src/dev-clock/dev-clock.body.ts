import { z } from 'zod';

/** The furthest one advance moves: ten years, enough for any schedule a test or a person tries. */
export const MAX_ADVANCE_DAYS = 3660;
const HOURS_PER_DAY = 24;
const SECONDS_PER_HOUR = 3600;

const amount = (unit: string, max: number) =>
  z
    .number({ error: `${unit} must be a number` })
    .positive({ error: `${unit} must be above 0` })
    .max(max, { error: `${unit} must be at most ${max}` });

/**
 * Body of POST /api/dev/clock/advance: exactly one of `days` or `hours`, above 0, at most ten years, and
 * at least a second in all.
 */
export const devClockAdvanceBodySchema = z
  .strictObject(
    {
      days: amount('days', MAX_ADVANCE_DAYS).optional(),
      hours: amount('hours', MAX_ADVANCE_DAYS * HOURS_PER_DAY).optional(),
    },
    { error: 'give { "days": N } or { "hours": N } and nothing else' },
  )
  .refine((body) => (body.days === undefined) !== (body.hours === undefined), {
    error: 'give exactly one of days or hours',
  })
  .transform((body) => ({ seconds: secondsOf(body) }))
  .refine((body) => body.seconds >= 1, { error: 'advance by at least one second' });

export type DevClockAdvanceBody = z.infer<typeof devClockAdvanceBodySchema>;

function secondsOf(body: { days?: number; hours?: number }): number {
  const hours = body.hours ?? (body.days ?? 0) * HOURS_PER_DAY;
  return Math.round(hours * SECONDS_PER_HOUR);
}
