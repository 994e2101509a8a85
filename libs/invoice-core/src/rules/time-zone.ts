export const TIME_ZONE_MESSAGE = "Time zone must be an IANA time zone name, such as 'Europe/Berlin'";

/** The longest IANA name is 'America/Argentina/ComodRivadavia' (32); anything far past it is not one. */
const MAX_TIME_ZONE_LENGTH = 64;
// IANA names are letters, digits, '_', '-' and '+' in '/'-separated parts ('Etc/GMT+5'); this keeps
// offsets ('+01:00') and free text out even where the engine's Intl would take them.
const IANA_SHAPE = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+)*$/;

/**
 * An IANA time zone name as the engine's Intl knows it ('europe/berlin' → 'Europe/Berlin', 'GMT' →
 * 'UTC'), '' for a blank entry (no zone chosen: UTC), or null when it names no zone.
 */
export function canonicalTimeZone(input: string): string | null {
  const name = input.trim();
  if (name === '') return '';
  if (name.length > MAX_TIME_ZONE_LENGTH || !IANA_SHAPE.test(name)) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** Whether `zone` names an IANA time zone (a blank one does not). */
export function isTimeZone(zone: string): boolean {
  return Boolean(canonicalTimeZone(zone));
}
